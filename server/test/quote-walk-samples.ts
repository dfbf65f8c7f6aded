import type { TestApp } from './harness';
import { insertQuote, listQuotes } from '../src/modules/quotes/quotes.repo';

/**
 * The frames and quotes calls (docs/FRAMES.md, docs/SETUP-QUOTES.md) for the walks: valid
 * bodies, so each walk reaches the route's own checks, and a quote of the token's company.
 */
export function quoteWriteSamples(): Record<string, object> {
  return {
    'PUT /api/companies/:companyId/frame-urls': {
      frame_urls: { 'resource-planning': 'https://plan.example.test/' },
    },
    'POST /api/quotes': {
      customer_name: 'Walk customer',
      start_date: '2026-12-01',
      end_date: '2026-12-05',
      lines: [{ asset_id: 1, price_per_day: 10 }],
    },
    'POST /api/quotes/:quoteId/accept': { user_id: 1, location_id: 1 },
  };
}

/** A quote of the token's company (made in the database if it has none), for :quoteId. */
export async function quoteWalkIds(t: TestApp, token: string): Promise<{ quoteId: string }> {
  const { companyId, userId } = await t.session(token);
  const [first] = await listQuotes(t.deps.db, companyId);
  if (first) return { quoteId: String(first.quoteId) };
  const quoteId = await insertQuote(
    t.deps.db,
    {
      companyId,
      customerName: 'Walk customer',
      startDate: '2026-12-01',
      endDate: '2026-12-05',
      createdBy: userId,
    },
    [{ pricePerDay: '10.00' }],
  );
  return { quoteId: String(quoteId) };
}

/** The same for the fuzz walk's samples, by parameter and field name. */
export async function quoteFuzzSamples(t: TestApp, token: string) {
  const { quoteId } = await quoteWalkIds(t, token);
  return {
    quoteId: [Number(quoteId)],
    customer_name: ['Fuzz customer'],
    // Whole line lists that pass the schema, so some new quotes reach the service.
    lines: [[{ asset_id: 1, price_per_day: 10 }], [{ equipment_class_id: 1, price_per_week: 50 }]],
    valid_until: ['2026-12-03', null],
    frame_urls: [{ setup: 'https://setup.example.test/' }, {}],
  };
}
