import fc from 'fast-check';

/**
 * fast-check arbitraries from the JSON Schema subset our zod schemas produce (`z.toJSONSchema`
 * with `io: 'input'`) and the GraphQL plugin declares: objects, arrays, records, strings (enum,
 * pattern, date-time, email), integers, numbers, booleans, null, const, anyOf and type lists.
 * zod-fast-check supports neither zod 4 nor fast-check 4, hence this small generator.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
}

export interface GenerateOptions {
  /** Realistic values by property name (ids that exist, a valid time window), mixed in often. */
  samples: Readonly<Record<string, readonly unknown[]>>;
  /**
   * 'valid': values the schema allows, at and inside its bounds, so requests reach the service.
   * 'wild': the same shapes with values beyond the bounds, wrong types, missing and extra keys.
   */
  mode: 'valid' | 'wild';
}

/** Integers where columns, JSON and JavaScript numbers break. */
const EDGE_INTEGERS = [
  0,
  -1,
  1,
  -0,
  32_767,
  32_768,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  2 ** 53,
  2 ** 53 + 2,
  1e308,
  -1e308,
  1.5,
  5e-324,
];

/** Text PostgreSQL cannot store, that is too long, or that no parser expects. */
const EDGE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'a\udc00b',
  '😀',
  'ünïcødé – 𝔘𝔫𝔦',
  '\u202e\u200b',
  'NaN',
  'Infinity',
  '-1',
  '0x10',
  '1e3',
  'null',
  "'; drop table users; --",
  '../../etc/passwd',
  '%00',
  'x'.repeat(10_000),
];

/** Anything at all: the wrong type for whatever the schema wants. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...EDGE_INTEGERS, ...EDGE_STRINGS, true, false, null, [], {}),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.jsonValue({ maxDepth: 2 }),
);

/** Any integer in [min, max], past 32 bits too (fc.integer stops there). */
function integerBetween(min: number, max: number): fc.Arbitrary<number> {
  if (min > max) return fc.constant(min);
  if (min >= -(2 ** 31) && max <= 2 ** 31 - 1) return fc.integer({ min, max });
  return fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number);
}

/** The schema's range; without one, what a JavaScript number of that kind can be. */
function boundsOf(schema: JsonSchema, integer: boolean) {
  const largest = integer ? Number.MAX_SAFE_INTEGER : Number.MAX_VALUE;
  // The next representable value past an exclusive bound.
  const step = (bound: number) =>
    integer ? 1 : Math.max(Number.MIN_VALUE, Math.abs(bound) * Number.EPSILON);
  const { exclusiveMinimum: above, exclusiveMaximum: below } = schema;
  const min = above !== undefined ? above + step(above) : (schema.minimum ?? -largest);
  const max = below !== undefined ? below - step(below) : (schema.maximum ?? largest);
  return { min, max };
}

/**
 * In range: random values and the edges the schema allows, which come up often. An id of
 * 2147483648 is valid to a schema without a maximum, and is exactly what the column cannot hold.
 * In wild mode also the values just past the bounds and every edge, allowed or not.
 */
function rangedArbitrary(
  random: fc.Arbitrary<number>,
  { min, max }: { min: number; max: number },
  options: GenerateOptions,
  isAllowed: (value: number) => boolean,
): fc.Arbitrary<unknown> {
  const edges = [min, max, ...EDGE_INTEGERS.filter((n) => n >= min && n <= max && isAllowed(n))];
  const inside = fc.oneof(
    { weight: 2, arbitrary: random },
    { weight: 1, arbitrary: fc.constantFrom(...edges) },
  );
  if (options.mode === 'valid') return inside;
  return fc.oneof(inside, fc.constantFrom(min - 1, max + 1, ...EDGE_INTEGERS));
}

function integerArbitrary(schema: JsonSchema, options: GenerateOptions): fc.Arbitrary<unknown> {
  const bounds = boundsOf(schema, true);
  return rangedArbitrary(integerBetween(bounds.min, bounds.max), bounds, options, Number.isInteger);
}

function numberArbitrary(schema: JsonSchema, options: GenerateOptions): fc.Arbitrary<unknown> {
  const bounds = boundsOf(schema, false);
  const random = fc.double({ ...bounds, noNaN: true, noDefaultInfinity: true });
  return rangedArbitrary(random, bounds, options, () => true);
}

function patternArbitrary(pattern: string): fc.Arbitrary<string> | undefined {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return undefined; // a construct fast-check cannot generate from: plain strings instead
  }
}

function stringArbitrary(schema: JsonSchema, options: GenerateOptions): fc.Arbitrary<unknown> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 60;
  let shaped: fc.Arbitrary<string>;
  if (schema.enum) shaped = fc.constantFrom(...schema.enum.map(String));
  else if (schema.format === 'date-time') {
    shaped = fc
      .date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString());
  } else if (schema.format === 'email') shaped = fc.emailAddress();
  else {
    shaped =
      (schema.pattern && patternArbitrary(schema.pattern)) ||
      fc.oneof(
        fc.string({ minLength, maxLength: Math.min(maxLength, 40) }),
        fc.constant('x'.repeat(Math.max(minLength, Math.min(maxLength, 5000)))),
      );
  }
  if (options.mode === 'valid') return shaped;
  const over = maxLength + 1;
  return fc.oneof(
    { weight: 2, arbitrary: shaped },
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.constantFrom(...EDGE_STRINGS, 'x'.repeat(over), 'é'.repeat(over), '😀'.repeat(maxLength)),
  );
}

function arrayArbitrary(schema: JsonSchema, options: GenerateOptions): fc.Arbitrary<unknown> {
  const items = valueArbitrary(schema.items ?? {}, options);
  const minLength = schema.minItems ?? 0;
  const maxLength = Math.min(schema.maxItems ?? 5, Math.max(minLength, 5));
  const shaped = fc.array(items, { minLength, maxLength });
  if (options.mode === 'valid') return shaped;
  // One item repeated past the limit: the bound is tested without generating a thousand values.
  const limit = schema.maxItems ?? 1000;
  return fc.oneof(
    { weight: 4, arbitrary: shaped },
    items.map((item) => Array.from({ length: limit + 1 }, () => item)),
  );
}

function objectArbitrary(schema: JsonSchema, options: GenerateOptions): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const required = (schema.required ?? []).filter((key) => key in properties);
  const fields = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [
      key,
      propertyArbitrary(key, property, options),
    ]),
  );
  let shaped: fc.Arbitrary<Record<string, unknown>> = fc.record(fields, { requiredKeys: required });
  const extra = schema.additionalProperties;
  if (typeof extra === 'object') {
    // A record (z.record): generated keys with values of its value schema.
    const keys = stringArbitrary(schema.propertyNames ?? { type: 'string' }, options).map(String);
    const entries = fc.dictionary(keys, valueArbitrary(extra, options), { maxKeys: 5 });
    shaped = fc.tuple(shaped, entries).map(([known, more]) => ({ ...more, ...known }));
  }
  if (options.mode === 'valid') return shaped;
  return fc.oneof(
    { weight: 4, arbitrary: shaped },
    // Without one of the fields it needs.
    fc
      .tuple(shaped, fc.constantFrom(...(required.length ? required : ['-'])))
      .map(([value, key]) => Object.fromEntries(Object.entries(value).filter(([k]) => k !== key))),
    // With a key nobody declared (schemas are strict); a computed __proto__ is an own key.
    fc
      .tuple(
        shaped,
        fc.constantFrom('__proto__', 'constructor', 'company_id', 'id', 'extra'),
        hostileValue,
      )
      .map(([value, key, more]) => ({ ...value, [key]: more })),
  );
}

function propertyArbitrary(
  key: string,
  schema: JsonSchema,
  options: GenerateOptions,
): fc.Arbitrary<unknown> {
  const generated = valueArbitrary(schema, options);
  const samples = options.samples[key];
  if (!samples?.length) return generated;
  return fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...samples) },
    { weight: 1, arbitrary: generated },
  );
}

/** Values for one schema; in 'wild' mode any value may also be of the wrong type entirely. */
export function valueArbitrary(
  schema: JsonSchema,
  options: GenerateOptions,
): fc.Arbitrary<unknown> {
  const shaped = shapedArbitrary(schema, options);
  if (options.mode === 'valid') return shaped;
  return fc.oneof({ weight: 5, arbitrary: shaped }, { weight: 1, arbitrary: hostileValue });
}

function shapedArbitrary(schema: JsonSchema, options: GenerateOptions): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => valueArbitrary(choice, options)));
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => shapedArbitrary({ ...schema, type }, options)));
  }
  if (schema.enum && schema.type !== 'string') return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'object':
      return objectArbitrary(schema, options);
    case 'array':
      return arrayArbitrary(schema, options);
    case 'string':
      return stringArbitrary(schema, options);
    case 'integer':
      return integerArbitrary(schema, options);
    case 'number':
      return numberArbitrary(schema, options);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case undefined:
    default:
      // No type (z.unknown, an open JSON field), or one this subset lacks: any JSON value.
      return fc.jsonValue({ maxDepth: 2 });
  }
}
