import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INTERNAL_COMPANY_ID } from '../classes/classes-messages';
import { LINE_ITEM_TYPES, MERCHANDISE_BASE_TYPE_IDS } from './line-types';
import { priceInvoice, type CheckedLine } from './invoice-pricing';
import { formatDecimal, formatMoney, round2, sumDecimals, toDecimal } from './money';

const COMPANY = 1;
const context = { companyId: COMPANY, shipFromBranchId: 7 };

const line = (overrides: Partial<CheckedLine>): CheckedLine => ({
  asset_id: null,
  branch_id: 7,
  description: '',
  line_item_type_id: LINE_ITEM_TYPES.rental,
  number_of_units: toDecimal('1'),
  price_per_unit: toDecimal('100'),
  standard_price: null,
  markup_percent: null,
  taxable: false,
  part_id: null,
  ...overrides,
});

/** Decimals with up to 4 places (so rounding to 2 matters), as strings: exact by construction. */
const decimalText = (maxWhole: number) =>
  fc
    .tuple(fc.integer({ min: 0, max: maxWhole }), fc.integer({ min: 0, max: 9999 }))
    .map(([whole, fraction]) => `${whole}.${String(fraction).padStart(4, '0')}`);

const checkedLine = fc
  .record({
    type: fc.constantFrom(1, 5, 8, 13, 22, 26),
    units: decimalText(500).filter((units) => toDecimal(units).round(2).gt(0)),
    perUnit: fc.option(decimalText(20_000), { nil: null }),
    standard: decimalText(20_000),
    markup: fc.option(
      decimalText(200).map((m) => toDecimal(m).plus(10).toFixed(4)),
      { nil: null },
    ),
    taxable: fc.boolean(),
  })
  .map(({ type, units, perUnit, standard, markup, taxable }) =>
    line({
      line_item_type_id: type,
      number_of_units: toDecimal(units),
      price_per_unit: perUnit === null ? null : toDecimal(perUnit),
      standard_price: toDecimal(standard),
      markup_percent: markup === null ? null : toDecimal(markup),
      taxable,
      part_id: type === 22 || type === 26 ? 3 : null,
    }),
  );

describe('invoice pricing (spec 2 §5, §9)', () => {
  it('rounds units and prices to 2 decimals, halves up, before multiplying', () => {
    const { lines } = priceInvoice(
      [line({ number_of_units: toDecimal('2.005'), price_per_unit: toDecimal('10.125') })],
      context,
    );
    expect(lines[0]).toMatchObject({
      number_of_units: '2.01',
      price_per_unit: '10.13',
      unit_price: '10.13',
      amount: '20.36',
    });
  });

  it('never drifts like binary floating point: ten lines of 0.10 are 1.00', () => {
    const { totals } = priceInvoice(
      Array.from({ length: 10 }, () => line({ price_per_unit: toDecimal('0.1') })),
      context,
    );
    expect(totals.total).toBe('1.00');
  });

  it('marks part lines up 30% by default, and the internal company not at all', () => {
    const part = line({
      line_item_type_id: LINE_ITEM_TYPES.part,
      price_per_unit: null,
      standard_price: toDecimal('19.99'),
      part_id: 1,
    });
    const [marked] = priceInvoice([part], context).lines;
    expect(marked).toMatchObject({ markup_percent: '30.00', unit_price: '25.99', amount: '25.99' });
    const [internal] = priceInvoice([part], { ...context, companyId: INTERNAL_COMPANY_ID }).lines;
    expect(internal).toMatchObject({ markup_percent: '0.00', unit_price: '19.99' });
  });

  it('adds the merchandise line: 5% of parts, labour and damage parts only', () => {
    const { lines, totals } = priceInvoice(
      [
        line({ line_item_type_id: LINE_ITEM_TYPES.rental, price_per_unit: toDecimal('1000') }),
        line({ line_item_type_id: LINE_ITEM_TYPES.labour, price_per_unit: toDecimal('85.50') }),
        line({
          line_item_type_id: LINE_ITEM_TYPES.damagePart,
          price_per_unit: toDecimal('14.50'),
          part_id: 2,
        }),
      ],
      context,
    );
    const merchandise = lines.at(-1);
    // 5% of 100.00 is 5.00; the rental line is not in the base.
    expect(merchandise).toMatchObject({
      line_item_type_id: 12,
      amount: '5.00',
      is_computed: true,
      branch_id: 7,
      position: 4,
    });
    expect(totals).toEqual({
      subtotal: '1105.00',
      taxable_subtotal: '0.00',
      tax_total: '0.00',
      total: '1105.00',
    });
  });

  it('adds no merchandise line without parts or labour', () => {
    const { lines } = priceInvoice([line({})], context);
    expect(lines.map((l) => l.line_item_type_id)).toEqual([1]);
  });

  it('property: the total is exactly the sum of the rounded line amounts', () => {
    fc.assert(
      fc.property(fc.array(checkedLine, { maxLength: 30 }), (lines) => {
        const { lines: priced, totals } = priceInvoice(lines, context);
        const sum = sumDecimals(priced.map((l) => toDecimal(l.amount)));
        expect(totals.total).toBe(formatDecimal(sum));
        expect(totals.subtotal).toBe(totals.total);
        for (const l of priced) {
          // Every stored figure already has two decimals: rounding again changes nothing.
          expect(l.amount).toBe(formatDecimal(round2(toDecimal(l.amount))));
          expect(l.amount).toBe(
            formatDecimal(toDecimal(l.number_of_units).times(toDecimal(l.unit_price))),
          );
        }
      }),
    );
  });

  it('property: the order of the lines never changes the total (no drift)', () => {
    fc.assert(
      fc.property(fc.array(checkedLine, { minLength: 1, maxLength: 20 }), (lines) => {
        const forward = priceInvoice(lines, context).totals.total;
        const backward = priceInvoice([...lines].reverse(), context).totals.total;
        expect(backward).toBe(forward);
      }),
    );
  });

  it('property: the merchandise line is exactly 5% of its base, rounded half up', () => {
    fc.assert(
      fc.property(fc.array(checkedLine, { maxLength: 20 }), (lines) => {
        const { lines: priced } = priceInvoice(lines, context);
        const base = sumDecimals(
          priced
            .filter((l) => MERCHANDISE_BASE_TYPE_IDS.includes(l.line_item_type_id))
            .map((l) => toDecimal(l.amount)),
        );
        // Cents of 5%: base × 5 in hundredths of cents, halves rounded up (integers: exact).
        const hundredths = BigInt(base.times(100).toFixed(0)) * 5n;
        const cents = (hundredths + 50n) / 100n;
        const merchandise = priced.find((l) => l.is_computed);
        if (cents === 0n) expect(merchandise).toBeUndefined();
        else expect(merchandise?.amount).toBe(formatDecimal(toDecimal(String(cents)).div(100)));
      }),
    );
  });

  it('property: a part line priced from its standard price carries its markup', () => {
    fc.assert(
      fc.property(decimalText(5000), (standard) => {
        const [priced] = priceInvoice(
          [
            line({
              line_item_type_id: LINE_ITEM_TYPES.part,
              price_per_unit: null,
              standard_price: toDecimal(standard),
              part_id: 1,
            }),
          ],
          context,
        ).lines;
        const rounded = round2(toDecimal(standard));
        expect(priced?.unit_price).toBe(formatDecimal(rounded.plus(round2(rounded.times('0.3')))));
      }),
    );
  });

  it('formats money with grouping and exact cents', () => {
    expect(formatMoney('1234567.5')).toBe('$1,234,567.50');
    expect(formatMoney('-0.005')).toBe('-$0.01');
    expect(formatMoney(0.1 + 0.2)).toBe('$0.30');
  });
});
