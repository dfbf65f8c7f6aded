import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyFieldMask, parseFieldMask, type FieldMask } from './x-fields';

/** The mask as a plain object, easier to compare. */
function toObject(mask: FieldMask): Record<string, unknown> {
  return Object.fromEntries(
    [...mask].map(([key, sub]) => [key, sub === true ? true : toObject(sub)]),
  );
}

describe('parseFieldMask', () => {
  it('reads a flat list, trimming names and skipping empty ones', () => {
    expect(toObject(parseFieldMask('user_id,email'))).toEqual({ user_id: true, email: true });
    expect(toObject(parseFieldMask(' user_id , email ,,'))).toEqual({ user_id: true, email: true });
    expect(toObject(parseFieldMask(''))).toEqual({});
  });

  it('reads nested fields in braces', () => {
    expect(toObject(parseFieldMask('rental_id,order{order_id,job{name}},asset_id'))).toEqual({
      rental_id: true,
      order: { order_id: true, job: { name: true } },
      asset_id: true,
    });
  });

  it('refuses unbalanced braces and a brace without a name', () => {
    expect(() => parseFieldMask('order{order_id')).toThrow(/unbalanced "\{"/);
    expect(() => parseFieldMask('order_id}')).toThrow(/unbalanced "\}"/);
    expect(() => parseFieldMask('a,{b}')).toThrow(/must follow a field name/);
    expect(() => parseFieldMask('a{b}}')).toThrow(/unbalanced/);
  });
});

describe('applyFieldMask', () => {
  const rental = {
    rental_id: 7,
    status: 'on-rent',
    order: { order_id: 3, job: { name: 'Bridge', code: 'B1' }, total: 10 },
    lines: [
      { line_id: 1, qty: 2 },
      { line_id: 2, qty: 5 },
    ],
  };

  it('keeps only the masked fields, at every level and in arrays', () => {
    expect(applyFieldMask(rental, parseFieldMask('rental_id,order{job{name}},lines{qty}'))).toEqual(
      { rental_id: 7, order: { job: { name: 'Bridge' } }, lines: [{ qty: 2 }, { qty: 5 }] },
    );
    expect(applyFieldMask([rental, rental], parseFieldMask('status'))).toEqual([
      { status: 'on-rent' },
      { status: 'on-rent' },
    ]);
  });

  it('skips masked names the value does not have and passes scalars through', () => {
    expect(applyFieldMask({ a: 1 }, parseFieldMask('a,b'))).toEqual({ a: 1 });
    expect(applyFieldMask({ a: null }, parseFieldMask('a{b}'))).toEqual({ a: null });
    expect(applyFieldMask(42, parseFieldMask('a'))).toBe(42);
  });

  it('never reads inherited properties', () => {
    expect(applyFieldMask({}, parseFieldMask('constructor,toString,__proto__'))).toEqual({});
  });

  it('keeps a "__proto__" field a plain field of the result', () => {
    const input: unknown = JSON.parse('{"__proto__":{"polluted":true},"a":1}');
    const output = applyFieldMask(input, parseFieldMask('__proto__,a')) as object;
    expect(Object.getPrototypeOf(output)).toBe(Object.prototype);
    expect(Object.hasOwn(output, '__proto__')).toBe(true);
    expect(JSON.stringify(output)).toBe('{"__proto__":{"polluted":true},"a":1}');
  });
});

const fieldName = fc.stringMatching(/^[a-z_][a-z0-9_]{0,8}$/);

describe('X-Fields properties', () => {
  it('output keys are a subset of both the mask and the input', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fieldName, fc.jsonValue()),
        fc.uniqueArray(fieldName, { maxLength: 8 }),
        (input, names) => {
          const mask = parseFieldMask(names.join(','));
          const output = applyFieldMask(input, mask) as Record<string, unknown>;
          for (const key of Object.keys(output)) {
            expect(mask.has(key)).toBe(true);
            expect(Object.hasOwn(input, key)).toBe(true);
            expect(output[key]).toEqual(input[key]);
          }
          // …and nothing both asked for and present is dropped.
          const expected = names.filter((name) => Object.hasOwn(input, name));
          expect(Object.keys(output).sort()).toEqual(expected.sort());
        },
      ),
    );
  });

  it('a mask of every field is the identity on flat objects', () => {
    fc.assert(
      fc.property(fc.dictionary(fieldName, fc.jsonValue(), { minKeys: 1 }), (input) => {
        const mask = parseFieldMask(Object.keys(input).join(','));
        expect(applyFieldMask(input, mask)).toEqual(input);
      }),
    );
  });

  it('parsing never throws on names joined by commas, and keeps each name once', () => {
    fc.assert(
      fc.property(fc.array(fieldName, { maxLength: 10 }), (names) => {
        const mask = parseFieldMask(names.join(','));
        expect([...mask.keys()].sort()).toEqual([...new Set(names)].sort());
      }),
    );
  });
});
