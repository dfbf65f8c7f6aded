import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { QUOTE_MESSAGES, addDays, dateInZone, type Quote } from '@fleet/domain';
import { makeAsset } from '../src/demo/asset-factories';
import { makeCompanyWithAdmin, makeUser } from '../src/demo/factories';
import { insertEquipmentClass } from '../src/demo/fleet/seed-fleet.repo';
import { makeLocation } from '../src/demo/jobsite-factories';
import { setCompanyFlag } from '../src/modules/flags/flags.repo';
import { orders, quotes, rentals } from '../src/db/schema/index';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';

/** Quotes behind the quotes flag, and acceptance as a rental order (docs/SETUP-QUOTES.md). */
describe.skipIf(isPostgresUnavailable())('quotes', () => {
  let t: TestApp;
  let admin: string;
  let sales: string;
  let plainUser: string;
  let readOnly: string;
  let other: string;
  let companyId: number;
  let contactId: number;
  let locationId: number;
  let classId: number;
  let assetIds: number[];
  let classedAssetId: number;
  let otherAssetId: number;
  let otherQuoteId: number;
  const today = () => dateInZone(Date.now(), 'America/Chicago');

  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.call(token, { method, url, ...(payload ? { payload } : {}) });
  const body = (overrides: Record<string, unknown> = {}) => ({
    customer_name: 'Boone County Paving',
    customer_email: 'orders@boone.example',
    start_date: today(),
    end_date: addDays(today(), 5),
    lines: [
      { asset_id: assetIds[0], price_per_day: 300, price_per_week: 1100 },
      { asset_id: assetIds[1], price_per_month: 4000.5 },
      { equipment_class_id: classId, price_per_day: 250 },
    ],
    ...overrides,
  });
  const count = async (table: typeof quotes | typeof orders) =>
    (await t.deps.db.select().from(table).where(eq(table.companyId, companyId))).length;

  beforeAll(async () => {
    t = await createTestApp();
    const made = await makeCompanyWithAdmin(t.deps.db, { admin: { canRent: true } });
    companyId = made.company.companyId;
    contactId = made.admin.userId;
    admin = await t.login(made.admin.email);
    sales = await t.login((await makeUser(t.deps.db, companyId, { securityLevelId: 4 })).email);
    plainUser = await t.login((await makeUser(t.deps.db, companyId, { securityLevelId: 5 })).email);
    readOnly = await t.login(
      (await makeUser(t.deps.db, companyId, { securityLevelId: 2, readOnly: true })).email,
    );
    locationId = (await makeLocation(t.deps.db, companyId)).locationId;
    const excavators = await insertEquipmentClass(t.deps.db, { companyId, name: 'Excavators' });
    classId = excavators?.equipmentClassId ?? 0;
    assetIds = [
      (await makeAsset(t.deps.db, companyId, { customName: 'Paver 1' })).assetId,
      (await makeAsset(t.deps.db, companyId, { customName: 'Roller 2' })).assetId,
    ];
    classedAssetId = (
      await makeAsset(t.deps.db, companyId, { customName: 'EX-7', equipmentClassId: classId })
    ).assetId;
    const otherMade = await makeCompanyWithAdmin(t.deps.db);
    other = await t.login(otherMade.admin.email);
    otherAssetId = (await makeAsset(t.deps.db, otherMade.company.companyId)).assetId;
    await setCompanyFlag(t.deps.db, otherMade.company.companyId, 'quotes', true);
    otherQuoteId = (
      await call(other, 'POST', '/api/quotes', {
        ...body({ lines: [{ asset_id: otherAssetId, price_per_day: 1 }] }),
      })
    ).json<Quote>().quote_id;
  });
  afterAll(async () => t?.close());

  it('is closed while the quotes flag is off', async () => {
    const closed = await call(admin, 'GET', '/api/quotes');
    expect(closed.statusCode).toBe(403);
    expect(closed.json().error.message).toBe(QUOTE_MESSAGES.flagOff);
    await setCompanyFlag(t.deps.db, companyId, 'quotes', true);
    expect((await call(plainUser, 'GET', '/api/quotes')).json()).toEqual([]);
  });

  it('lets admins, managers and sales prepare quotes, not other levels or read-only users', async () => {
    expect((await call(plainUser, 'POST', '/api/quotes', body())).statusCode).toBe(403);
    expect((await call(readOnly, 'POST', '/api/quotes', body())).statusCode).toBe(403);
    const made = await call(sales, 'POST', '/api/quotes', body());
    expect(made.statusCode).toBe(201);
    const quote = made.json<Quote>();
    expect(quote).toMatchObject({ customer_name: 'Boone County Paving', status: 'draft' });
    expect(quote.lines).toMatchObject([
      { asset_name: 'Paver 1', price_per_day: 300, price_per_week: 1100, price_per_month: null },
      { asset_name: 'Roller 2', price_per_month: 4000.5 },
      { asset_id: null, equipment_class_name: 'Excavators', price_per_day: 250 },
    ]);
    expect((await call(plainUser, 'GET', '/api/quotes')).json()).toHaveLength(1);
  });

  it('refuses bad quotes with a sentence and writes nothing', async () => {
    const before = await count(quotes);
    const cases: Array<[object, string]> = [
      [body({ end_date: addDays(today(), -1) }), QUOTE_MESSAGES.endBeforeStart],
      [body({ lines: [] }), QUOTE_MESSAGES.linesRequired],
      [body({ customer_name: '  ' }), QUOTE_MESSAGES.customerRequired],
      [
        body({ lines: [{ asset_id: assetIds[0], equipment_class_id: classId, price_per_day: 1 }] }),
        QUOTE_MESSAGES.lineTarget,
      ],
      [body({ lines: [{ asset_id: assetIds[0] }] }), QUOTE_MESSAGES.lineRate],
      [
        body({
          lines: [
            { asset_id: assetIds[0], price_per_day: 1 },
            { asset_id: assetIds[0], price_per_day: 2 },
          ],
        }),
        QUOTE_MESSAGES.duplicateAsset,
      ],
      [
        body({ lines: [{ asset_id: otherAssetId, price_per_day: 1 }] }),
        QUOTE_MESSAGES.unknownAssets([otherAssetId]),
      ],
      [body({ location_id: 2147483647 }), QUOTE_MESSAGES.unknownLocation],
    ];
    for (const [payload, message] of cases) {
      const refused = await call(admin, 'POST', '/api/quotes', payload);
      expect(refused.statusCode, message).toBe(400);
      expect(refused.json().error.message, message).toContain(message);
    }
    expect(await count(quotes)).toBe(before);
  });

  it('answers 404 for another company’s quote, whatever the action', async () => {
    for (const [method, suffix, payload] of [
      ['GET', '', undefined],
      ['POST', '/send', undefined],
      ['POST', '/decline', undefined],
      ['POST', '/accept', { user_id: contactId, location_id: locationId }],
    ] as const) {
      const answer = await call(admin, method, `/api/quotes/${otherQuoteId}${suffix}`, payload);
      expect(answer.statusCode, suffix).toBe(404);
      expect(answer.body).not.toContain('Boone');
    }
  });

  it('sends a draft once, then accepts it as one rental order with a rental per asset', async () => {
    const [quote] = (await call(admin, 'GET', '/api/quotes')).json<Quote[]>();
    if (!quote) throw new Error('no quote');
    const sent = await call(admin, 'POST', `/api/quotes/${quote.quote_id}/send`);
    expect(sent.json<Quote>().status).toBe('sent');
    const again = await call(admin, 'POST', `/api/quotes/${quote.quote_id}/send`);
    expect(again.statusCode).toBe(409);

    const classLine = quote.lines[2]?.quote_line_id ?? 0;
    const accept = (lineAssets: object[]) =>
      call(admin, 'POST', `/api/quotes/${quote.quote_id}/accept`, {
        user_id: contactId,
        location_id: locationId,
        line_assets: lineAssets,
      });
    const ordersBefore = await count(orders);
    const missing = await accept([]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe(QUOTE_MESSAGES.classAssetMissing('Excavators'));
    const wrongClass = await accept([{ quote_line_id: classLine, asset_id: assetIds[0] }]);
    expect(wrongClass.statusCode).toBe(400);
    expect(await count(orders)).toBe(ordersBefore);

    const accepted = await accept([{ quote_line_id: classLine, asset_id: classedAssetId }]);
    expect(accepted.statusCode).toBe(200);
    const done = accepted.json<Quote>();
    expect(done.status).toBe('accepted');
    expect(done.order_id).not.toBeNull();
    const rented = await t.deps.db
      .select()
      .from(rentals)
      .where(eq(rentals.orderId, done.order_id ?? 0));
    expect(rented.map((r) => r.assetId).sort()).toEqual(
      [...assetIds, classedAssetId].sort((a, b) => a - b),
    );
    expect(rented.find((r) => r.assetId === assetIds[0])).toMatchObject({
      pricePerDay: 300,
      pricePerWeek: 1100,
      rentalStatusId: 5,
      locationId,
    });
    expect((await call(admin, 'POST', `/api/quotes/${quote.quote_id}/decline`)).statusCode).toBe(
      409,
    );
    expect((await accept([])).statusCode).toBe(409);
  });

  it('refuses to accept when an asset is already out, leaving the quote sent', async () => {
    const made = (
      await call(admin, 'POST', '/api/quotes', {
        ...body({ lines: [{ asset_id: assetIds[0], price_per_day: 10 }] }),
      })
    ).json<Quote>();
    await call(admin, 'POST', `/api/quotes/${made.quote_id}/send`);
    const ordersBefore = await count(orders);
    const refused = await call(admin, 'POST', `/api/quotes/${made.quote_id}/accept`, {
      user_id: contactId,
      location_id: locationId,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('Paver 1');
    expect(await count(orders)).toBe(ordersBefore);
    const after = (await call(admin, 'GET', `/api/quotes/${made.quote_id}`)).json<Quote>();
    expect(after).toMatchObject({ status: 'sent', order_id: null });
    const declined = await call(admin, 'POST', `/api/quotes/${made.quote_id}/decline`);
    expect(declined.json<Quote>().status).toBe('declined');
  });

  it('shows a quote past its valid-until date as expired, which cannot be accepted', async () => {
    const made = (
      await call(admin, 'POST', '/api/quotes', {
        ...body({
          start_date: addDays(today(), -5),
          valid_until: addDays(today(), -2),
          lines: [{ asset_id: assetIds[1], price_per_day: 10 }],
        }),
      })
    ).json<Quote>();
    expect(made.status).toBe('expired');
    const refused = await call(admin, 'POST', `/api/quotes/${made.quote_id}/accept`, {
      user_id: contactId,
      location_id: locationId,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(QUOTE_MESSAGES.expired(addDays(today(), -2)));
  });
});
