import type { FastifyInstance, FastifySchema } from 'fastify';
import { Ajv } from 'ajv';
import fastJson from 'fast-json-stringify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Our routes declare zod schemas; plugins such as the GraphQL server declare JSON schemas.
 * Each kind goes to the compiler made for it.
 */
const ajv = new Ajv({
  coerceTypes: 'array',
  useDefaults: true,
  removeAdditional: true,
  allErrors: false,
});

function isZodSchema(schema: unknown): schema is z.ZodType {
  return typeof (schema as { safeParse?: unknown } | null)?.safeParse === 'function';
}

/**
 * Responses are written by fast-json-stringify from the JSON Schema of the route's zod schema:
 * it writes only the declared fields (nothing internal, like a password hash, can leak) and is
 * several times faster than parsing every answer with zod, which cost a tenth of the throughput
 * of a cheap call (bench/README.md). Shapes are still checked: the API tests parse answers with
 * the same domain schemas.
 */
function compileSerializer(schema: z.ZodType): (data: unknown) => string {
  const jsonSchema = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'output',
    unrepresentable: 'any',
  });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
}

export function useSchemaCompilers(app: FastifyInstance): void {
  app.setValidatorCompiler<FastifySchema>((route) => {
    if (isZodSchema(route.schema)) {
      return validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
    }
    return ajv.compile(route.schema as object);
  });
  app.setSerializerCompiler<FastifySchema>((route) => {
    if (isZodSchema(route.schema)) return compileSerializer(route.schema);
    return (data) => JSON.stringify(data);
  });
}
