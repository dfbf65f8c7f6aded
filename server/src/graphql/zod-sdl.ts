import { z } from 'zod';

/**
 * GraphQL fields written from a flat zod object of the REST API, so the GraphQL names of an
 * operation that REST also answers are never a second copy of its schema: the REST snake_case
 * names become the spec's camelCase, and a field added to the schema appears here at once.
 */

export const camelCase = (name: string): string =>
  name.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());

export const snakeCase = (name: string): string =>
  name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The same object with every key renamed; values untouched (the objects are flat). */
export function renameKeys(
  value: Record<string, unknown>,
  rename: (key: string) => string,
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [rename(key), field]));
}

interface JsonType {
  type?: string | string[];
  const?: unknown;
  anyOf?: JsonType[];
  /** A list's element (a list of scalars becomes `[Scalar!]`). */
  items?: JsonType;
}

const SCALARS: Record<string, string> = {
  string: 'String',
  integer: 'Int',
  number: 'Float',
  boolean: 'Boolean',
};

/** One JSON Schema type as a GraphQL scalar; a literal whole number (`1 | 2 | 3`) is an Int. */
function scalarOf(type: string, option: JsonType): string | undefined {
  if (type === 'array' && option.items) return `[${describe(option.items).scalar}!]`;
  return type === 'number' && Number.isInteger(option.const) ? 'Int' : SCALARS[type];
}

/** `{ type: 'integer' }`, `{ type: ['string', 'null'] }` or `anyOf [X, null]` → Int, String… */
function describe(field: JsonType): { scalar: string; isNullable: boolean } {
  const options = field.anyOf ?? [field];
  const types = options.flatMap((option) =>
    [option.type ?? []].flat().map((type) => ({ type, option })),
  );
  const scalars = new Set(
    types.filter(({ type }) => type !== 'null').map(({ type, option }) => scalarOf(type, option)),
  );
  const [scalar] = scalars;
  if (scalars.size !== 1 || scalar === undefined) {
    throw new Error(`No GraphQL scalar for ${JSON.stringify(field)}`);
  }
  return { scalar, isNullable: types.some(({ type }) => type === 'null') };
}

/**
 * The fields of a GraphQL type (`output`: what REST answers, required ones non-null) or input
 * (`input`: what REST takes), one `name: Type` a line.
 */
export function graphqlFields(schema: z.ZodObject, io: 'input' | 'output'): string {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as {
    properties?: Record<string, JsonType>;
    required?: string[];
  };
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties ?? {})
    .map(([name, field]) => {
      const { scalar, isNullable } = describe(field);
      const mark = io === 'output' && required.has(name) && !isNullable ? '!' : '';
      return `    ${camelCase(name)}: ${scalar}${mark}`;
    })
    .join('\n');
}
