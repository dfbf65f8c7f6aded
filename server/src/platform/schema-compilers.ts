import type { FastifyInstance, FastifySchema } from 'fastify';
import { Ajv } from 'ajv';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

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

function isZodSchema(schema: unknown): boolean {
  return typeof (schema as { safeParse?: unknown } | null)?.safeParse === 'function';
}

export function useSchemaCompilers(app: FastifyInstance): void {
  app.setValidatorCompiler<FastifySchema>((route) => {
    if (isZodSchema(route.schema))
      return validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
    return ajv.compile(route.schema as object);
  });
  app.setSerializerCompiler<FastifySchema>((route) => {
    if (isZodSchema(route.schema)) {
      return serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
    }
    return (data) => JSON.stringify(data);
  });
}
