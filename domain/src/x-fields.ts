import { z } from 'zod';
/**
 * `X-Fields` (spec 1 §7): a comma-separated list of the fields to return, with optional
 * nesting in braces, e.g. `user_id,first_name` or `rental_id,order{order_id,job}`.
 */
export type FieldMask = Map<string, FieldMask | true>;

export function parseFieldMask(header: string): FieldMask {
  const root: FieldMask = new Map();
  const stack: FieldMask[] = [root];
  let name = '';
  const current = (): FieldMask => stack[stack.length - 1] ?? root;
  const flush = (): void => {
    const trimmed = name.trim();
    if (trimmed) current().set(trimmed, true);
    name = '';
  };
  for (const char of header) {
    if (char === ',') flush();
    else if (char === '{') {
      const trimmed = name.trim();
      if (!trimmed) throw new Error('X-Fields: a "{" must follow a field name');
      const child: FieldMask = new Map();
      current().set(trimmed, child);
      stack.push(child);
      name = '';
    } else if (char === '}') {
      flush();
      if (stack.length === 1) throw new Error('X-Fields: unbalanced "}"');
      stack.pop();
    } else name += char;
  }
  flush();
  if (stack.length !== 1) throw new Error('X-Fields: unbalanced "{"');
  return root;
}

/** Keep only the masked fields of a value (objects and arrays of objects). */
export function applyFieldMask(value: unknown, mask: FieldMask): unknown {
  if (Array.isArray(value)) return value.map((item) => applyFieldMask(item, mask));
  if (value === null || typeof value !== 'object') return value;
  const source = value as Record<string, unknown>;
  // Own fields only ("constructor" is not a field), built with fromEntries so that even a
  // "__proto__" field stays a plain field rather than replacing the result's prototype.
  const picked: [string, unknown][] = [];
  for (const [key, sub] of mask) {
    if (!Object.hasOwn(source, key)) continue;
    picked.push([key, sub === true ? source[key] : applyFieldMask(source[key], sub)]);
  }
  return Object.fromEntries(picked);
}

/**
 * The answer schema of a call that honours X-Fields: any field may be left out, nested ones too
 * (`make{name}` keeps only the make's name), so every object level becomes partial.
 */
export function fieldMaskable<T extends z.ZodType>(schema: T): z.ZodType<unknown> {
  return deepPartial(schema);
}

function deepPartial(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) {
    const shape: Record<string, z.ZodType> = {};
    const object = schema as z.ZodObject<Record<string, z.ZodType>>;
    for (const [key, value] of Object.entries(object.shape)) {
      shape[key] = deepPartial(value).optional();
    }
    return z.object(shape);
  }
  if (schema instanceof z.ZodNullable) return deepPartial(schema.unwrap() as z.ZodType).nullable();
  if (schema instanceof z.ZodOptional) return deepPartial(schema.unwrap() as z.ZodType).optional();
  if (schema instanceof z.ZodArray) return z.array(deepPartial(schema.element as z.ZodType));
  return schema;
}
