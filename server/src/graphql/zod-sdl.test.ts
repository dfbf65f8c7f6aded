import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { camelCase, graphqlFields, renameKeys, snakeCase } from './zod-sdl';

describe('GraphQL fields from a REST schema', () => {
  const schema = z.object({
    user_id: z.number().int(),
    first_name: z.string(),
    phone_number: z.string().nullable(),
    i18n_unit: z.enum(['imperial', 'metric']),
    is_active: z.boolean(),
    score: z.number(),
    level: z.union([z.literal(1), z.literal(2), z.literal(7)]),
  });

  it('names them in camelCase, typed, non-null where REST always answers a value', () => {
    expect(
      graphqlFields(schema, 'output')
        .split('\n')
        .map((line) => line.trim()),
    ).toEqual([
      'userId: Int!',
      'firstName: String!',
      'phoneNumber: String',
      'i18nUnit: String!',
      'isActive: Boolean!',
      'score: Float!',
      'level: Int!',
    ]);
  });

  it('leaves every field of an input optional, as a PATCH body is, typed by what it takes', () => {
    const blankIsNull = z
      .string()
      .trim()
      .transform((text) => (text === '' ? null : text))
      .nullable();
    const input = graphqlFields(schema.extend({ model: blankIsNull }).partial(), 'input');
    expect(input).toContain('userId: Int\n');
    expect(input).toContain('model: String');
    expect(input).not.toContain('!');
  });

  it('writes a list of scalars as a list, and refuses a field it has no type for', () => {
    expect(graphqlFields(z.object({ group_ids: z.array(z.number().int()) }), 'output')).toBe(
      '    groupIds: [Int!]!',
    );
    expect(() =>
      graphqlFields(z.object({ tags: z.array(z.object({ a: z.string() })) }), 'output'),
    ).toThrow(/No GraphQL scalar/);
  });

  it('turns names and keys both ways', () => {
    expect(camelCase('dot_number')).toBe('dotNumber');
    expect(camelCase('i18n_locale')).toBe('i18nLocale');
    expect(snakeCase('inventoryBranchId')).toBe('inventory_branch_id');
    expect(snakeCase(camelCase('i18n_temperature'))).toBe('i18n_temperature');
    expect(renameKeys({ markerColor: null, year: 2020 }, snakeCase)).toEqual({
      marker_color: null,
      year: 2020,
    });
  });
});
