import { describe, expect, it } from 'vitest';
import { QUOTE_MESSAGES, QUOTE_TRANSITIONS, canManageQuotes, quoteBody } from './quote.schema';

const valid = {
  customer_name: ' Boone County Paving ',
  start_date: '2026-12-01',
  end_date: '2026-12-05',
  lines: [
    { asset_id: 4, price_per_day: 120 },
    { equipment_class_id: 2, price_per_month: 2000 },
  ],
};

const messages = (body: object): string[] => {
  const parsed = quoteBody.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('quotes (docs/SETUP-QUOTES.md)', () => {
  it('takes a customer, dates and lines of assets or classes at rates', () => {
    const parsed = quoteBody.parse({ ...valid, customer_email: '' });
    expect(parsed.customer_name).toBe('Boone County Paving');
    expect(parsed.customer_email).toBeNull();
  });

  it('says what is wrong in a sentence', () => {
    expect(messages({ ...valid, end_date: '2026-11-30' })).toContain(QUOTE_MESSAGES.endBeforeStart);
    expect(messages({ ...valid, valid_until: '2026-12-06' })).toContain(
      QUOTE_MESSAGES.validUntilAfterEnd,
    );
    expect(messages({ ...valid, lines: [] })).toContain(QUOTE_MESSAGES.linesRequired);
    expect(messages({ ...valid, lines: [{ asset_id: 1 }] })).toContain(QUOTE_MESSAGES.lineRate);
    expect(messages({ ...valid, lines: [{ price_per_day: 1 }] })).toContain(
      QUOTE_MESSAGES.lineTarget,
    );
    expect(
      messages({ ...valid, lines: [{ asset_id: 1, equipment_class_id: 2, price_per_day: 1 }] }),
    ).toContain(QUOTE_MESSAGES.lineTarget);
    expect(
      messages({
        ...valid,
        lines: [
          { asset_id: 1, price_per_day: 1 },
          { asset_id: 1, price_per_week: 1 },
        ],
      }),
    ).toContain(QUOTE_MESSAGES.duplicateAsset);
    expect(messages({ ...valid, lines: [{ asset_id: 1, price_per_day: -1 }] })).toContain(
      QUOTE_MESSAGES.rateNegative,
    );
  });

  it('lets admins, managers and sales prepare quotes, and decides each status once', () => {
    expect([1, 2, 3, 4, 5, 6, 7].filter((level) => canManageQuotes(level, false))).toEqual([
      1, 2, 4,
    ]);
    expect(canManageQuotes(1, true)).toBe(false);
    expect(QUOTE_TRANSITIONS.send).toEqual(['draft']);
    expect(QUOTE_TRANSITIONS.accept).not.toContain('accepted');
    expect(QUOTE_TRANSITIONS.decline).not.toContain('declined');
  });
});
