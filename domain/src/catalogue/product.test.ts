import { describe, expect, it } from 'vitest';
import { pimProductCreate } from './pim.schema';
import { productDisplayName, productLabel, productMatchText, productYearChoices } from './product';

describe('product labels and the Add Product rules', () => {
  it('joins year, make, model and variant, skipping empty parts', () => {
    expect(productLabel({ year: 2021, make: 'Caterpillar', model: '320', variant: 'GC' })).toBe(
      '2021 Caterpillar 320 GC',
    );
    expect(productLabel({ year: null, make: 'Bobcat', model: 'S650', variant: ' ' })).toBe(
      'Bobcat S650',
    );
    expect(
      productDisplayName({
        year: 2020,
        manufacturer: 'JLG',
        model: '1930ES',
        variant: null,
        category: 'Scissor Lifts',
      }),
    ).toBe('2020 JLG 1930ES Scissor Lifts');
    expect(productMatchText('John  Deere', '210G LC', null)).toBe('john deere 210g lc');
  });

  it('offers years from next year down to 1900', () => {
    const years = productYearChoices(new Date('2026-06-01T00:00:00Z'));
    expect(years[0]).toBe(2027);
    expect(years.at(-1)).toBe(1900);
    expect(years).toHaveLength(128);
  });

  it('requires category, manufacturer, model and year with the spec’s sentence', () => {
    const result = pimProductCreate.safeParse({ model: ' ' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toEqual([
      'category_id: This field is required.',
      'manufacturer_id: This field is required.',
      'model: This field is required.',
      'year: This field is required.',
    ]);
    const nextYear = new Date().getFullYear() + 1;
    expect(
      pimProductCreate.safeParse({ category_id: 1, manufacturer_id: 1, model: 'X', year: 1899 })
        .success,
    ).toBe(false);
    const ok = pimProductCreate.parse({
      category_id: 1,
      manufacturer_id: 2,
      model: ' 320 ',
      variant: '',
      year: nextYear,
    });
    expect(ok).toEqual({
      category_id: 1,
      manufacturer_id: 2,
      model: '320',
      variant: null,
      year: nextYear,
    });
  });
});
