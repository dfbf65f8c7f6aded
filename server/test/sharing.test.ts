import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SHARE_MESSAGES, sharedLocation } from '@fleet/domain';
import { makeCompanyWithAdmin, makeUser, DEMO_PASSWORD } from '../src/demo/factories';
import { makeAsset, makeRental, makeTrackedAsset } from '../src/demo/asset-factories';
import { shareLinks, smsMessages } from '../src/db/schema/index';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';

const SHARE = `mutation Share($assetId: Int, $rentalId: Int, $location: ShareLocationPlace,
  $message: String, $phoneNumber: String) {
  shareLocation(assetId: $assetId, rentalId: $rentalId, location: $location,
    message: $message, phoneNumber: $phoneNumber) { ok } }`;
const HOUR = 3_600_000;

/** The token of the newest outbox message's link. */
const tokenIn = (body: string): string => {
  const token = /#\/share\/([A-Za-z0-9_-]+)/.exec(body)?.[1];
  if (!token) throw new Error(`no link in ${body}`);
  return token;
};

describe.skipIf(isPostgresUnavailable())('share location by text message (spec 1 §5–§8)', () => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let readOnly: string;
  let otherAdmin: string;
  let assetId: number;
  let rentalId: number;
  let untrackedId: number;
  let unplacedId: number;
  let otherAssetId: number;
  let otherRentalId: number;

  /** Places a tracked asset through the integration call, as a tracker's fix would. */
  async function place(token: string, serial: string, latitude: number, longitude: number) {
    const response = await t.call(token, {
      method: 'POST',
      url: '/api/devices/positions',
      payload: {
        positions: [{ device_id: serial, timestamp: Date.now() - 5000, latitude, longitude }],
      },
    });
    expect(response.json().stored, response.body).toBe(1);
  }

  beforeAll(async () => {
    t = await createTestApp({ publicUrl: 'https://fleet.example.test' });
    const db = t.deps.db;
    const { company, admin: adminUser } = await makeCompanyWithAdmin(db, {
      company: { name: 'Secretive Cranes Inc' },
    });
    const tracked = await makeTrackedAsset(db, company.companyId, { customName: 'Crane 12' });
    const rented = await makeTrackedAsset(db, company.companyId, { customName: 'Lift 3' });
    const unplaced = await makeTrackedAsset(db, company.companyId, { customName: 'Quiet 1' });
    assetId = tracked.asset.assetId;
    unplacedId = unplaced.asset.assetId;
    untrackedId = (await makeAsset(db, company.companyId, { customName: 'Trailer 9' })).assetId;
    rentalId = (await makeRental(db, company.companyId, rented.asset.assetId)).rentalId;
    await makeUser(db, company.companyId, {
      email: 'share-manager@example.test',
      securityLevelId: 2,
    });
    await makeUser(db, company.companyId, { email: 'share-reader@example.test', readOnly: true });
    await makeUser(db, company.companyId, {
      email: 'opted-out@example.test',
      cellPhoneNumber: '(573) 555-0199',
      smsOptedOut: true,
    });
    admin = await t.login(adminUser.email, DEMO_PASSWORD);
    manager = await t.login('share-manager@example.test', DEMO_PASSWORD);
    readOnly = await t.login('share-reader@example.test', DEMO_PASSWORD);
    await place(admin, tracked.tracker.deviceSerial, 38.9517, -92.3341);
    await place(admin, rented.tracker.deviceSerial, 38.96, -92.3);

    const other = await makeCompanyWithAdmin(db);
    const theirs = await makeTrackedAsset(db, other.company.companyId, { customName: 'Theirs' });
    otherAssetId = theirs.asset.assetId;
    otherRentalId = (await makeRental(db, other.company.companyId, otherAssetId)).rentalId;
    otherAdmin = await t.login(other.admin.email, DEMO_PASSWORD);
    await place(otherAdmin, theirs.tracker.deviceSerial, 39.7, -104.9);
  });
  afterAll(async () => t?.close());

  const share = async (token: string, variables: Record<string, unknown>) => {
    const response = await t.call(token, {
      method: 'POST',
      url: '/api/fleet/graphql',
      payload: { query: SHARE, variables },
    });
    expect(response.statusCode, response.body).toBeLessThan(500);
    return response.json<{
      data: { shareLocation: { ok: boolean } } | null;
      errors?: Array<{ message: string; extensions?: { code?: string } }>;
    }>();
  };
  const refusal = async (token: string, variables: Record<string, unknown>) => {
    const answer = await share(token, variables);
    expect(answer.data).toBeNull();
    return answer.errors?.[0]?.message;
  };
  const outbox = async (token = admin) =>
    (await t.call(token, { method: 'GET', url: '/api/sms-messages' })).json<
      Array<{ body: string; to_number: string; status: string; provider: string }>
    >();
  const openShared = (token: string) =>
    // No bearer token: the page is for someone without an account.
    t.app.inject({ method: 'GET', url: `/api/public/share/${token}` });
  const counts = async () => ({
    links: (await t.deps.db.select().from(shareLinks)).length,
    sms: (await t.deps.db.select().from(smsMessages)).length,
  });

  it("texts a link to an asset's live position, which opens without sign-in", async () => {
    const answer = await share(manager, {
      assetId,
      phoneNumber: '(573) 555-0101',
      message: '  Pick it up at the north gate  ',
    });
    expect(answer).toEqual({ data: { shareLocation: { ok: true } } });

    const [sent] = await outbox();
    expect(sent).toMatchObject({ to_number: '5735550101', status: 'outbox', provider: 'outbox' });
    expect(sent?.body).toMatch(/^Pick it up at the north gate\n\n/);
    expect(sent?.body).toContain(
      'shared the location of Crane 12 with you: https://fleet.example.test/#/share/',
    );
    expect(sent?.body).toContain('The link works for 24 hours.');

    const page = await openShared(tokenIn(sent?.body ?? ''));
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const shown = sharedLocation.parse(page.json());
    expect(shown).toMatchObject({
      kind: 'asset',
      title: 'Crane 12',
      message: 'Pick it up at the north gate',
      location: { latitude: 38.9517, longitude: -92.3341 },
    });
    expect(shown.located_at).not.toBeNull();
    // Nothing else of the company: no ids, no name, no numbers.
    expect(Object.keys(page.json()).sort()).toEqual([
      'address',
      'expires_at',
      'kind',
      'located_at',
      'location',
      'message',
      'style_url',
      'title',
    ]);
    expect(page.body).not.toMatch(/Secretive|5735550101|asset_id|company/i);
    // Only the token's hash is stored.
    const [link] = await t.deps.db.select().from(shareLinks).where(eq(shareLinks.assetId, assetId));
    expect(link?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(sent?.body).not.toContain(link?.tokenHash ?? 'none');
  });

  it('refuses bad input with the spec’s sentences and writes nothing', async () => {
    const before = await counts();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ assetId }, SHARE_MESSAGES.phoneRequired],
      [{ assetId, phoneNumber: '' }, SHARE_MESSAGES.phoneRequired],
      [{ assetId, phoneNumber: '573555010' }, SHARE_MESSAGES.phoneRequired],
      [{ assetId, phoneNumber: '157355501011' }, SHARE_MESSAGES.phoneRequired],
      [{ assetId, phoneNumber: 'call me maybe' }, SHARE_MESSAGES.phoneRequired],
      [{ phoneNumber: '5735550101' }, SHARE_MESSAGES.locationRequired],
      [{ assetId, rentalId, phoneNumber: '5735550101' }, SHARE_MESSAGES.oneTarget],
      [
        { location: { latitude: 91, longitude: 0 }, phoneNumber: '5735550101' },
        'Too big: expected number to be <=90',
      ],
      [{ assetId, phoneNumber: '5735550101', message: 'x'.repeat(501) }, 'Too big'],
      [{ assetId: 0, phoneNumber: '5735550101' }, 'Too small'],
      [{ assetId: untrackedId, phoneNumber: '5735550101' }, SHARE_MESSAGES.noTracker],
      [{ assetId: unplacedId, phoneNumber: '5735550101' }, SHARE_MESSAGES.noLocation],
      // A colleague who opted out, typed in another form.
      [{ assetId, phoneNumber: '1-573-555-0199' }, SHARE_MESSAGES.optedOut],
    ];
    for (const [variables, message] of cases) {
      expect(await refusal(admin, variables), JSON.stringify(variables)).toContain(message);
    }
    expect(await counts()).toEqual(before);
  });

  it("answers another company's asset and rental exactly like ones that do not exist", async () => {
    const before = await counts();
    const phoneNumber = '5735550101';
    expect(await refusal(admin, { assetId: otherAssetId, phoneNumber })).toBe('Asset not found.');
    expect(await refusal(admin, { assetId: 999_999, phoneNumber })).toBe('Asset not found.');
    expect(await refusal(admin, { rentalId: otherRentalId, phoneNumber })).toBe(
      'Rental not found.',
    );
    expect(await refusal(admin, { rentalId: 999_999, phoneNumber })).toBe('Rental not found.');
    expect(await counts()).toEqual(before);
  });

  it('refuses read-only users, writing nothing', async () => {
    const before = await counts();
    const answer = await share(readOnly, { assetId, phoneNumber: '5735550101' });
    expect(answer.errors?.[0]).toMatchObject({
      message: 'Your account is read-only, so it cannot make changes.',
      extensions: { code: 'READ_ONLY' },
    });
    expect(await counts()).toEqual(before);
  });

  it("ends a rental's link the moment the rental goes off rent", async () => {
    expect(await share(admin, { rentalId, phoneNumber: '15735550102' })).toEqual({
      data: { shareLocation: { ok: true } },
    });
    const [sent] = await outbox();
    expect(sent?.body).toContain('shared the location of Lift 3 with you');
    expect(sent?.body).toContain('while the rental is on rent');
    const token = tokenIn(sent?.body ?? '');
    const live = await openShared(token);
    expect(live.json()).toMatchObject({ kind: 'asset', title: 'Lift 3' });

    const offRent = await t.call(admin, {
      method: 'PATCH',
      url: `/api/fleet/inventory/off-rent/${rentalId}`,
      payload: { rental_status_id: 6 },
    });
    expect(offRent.statusCode, offRent.body).toBe(200);
    const after = await openShared(token);
    expect(after.statusCode).toBe(404);
    expect(after.json().error.message).toBe(SHARE_MESSAGES.expired);
    // And it cannot be shared again while off rent.
    expect(await refusal(admin, { rentalId, phoneNumber: '5735550102' })).toBe(
      SHARE_MESSAGES.notOnRent,
    );
  });

  it('shares a place by its coordinates', async () => {
    const answer = await share(admin, {
      location: { latitude: 38.95, longitude: -92.33, name: 'North gate' },
      phoneNumber: '573.555.0103',
    });
    expect(answer.errors).toBeUndefined();
    const [sent] = await outbox();
    expect(sent?.body).toContain('shared the location of North gate with you');
    const page = await openShared(tokenIn(sent?.body ?? ''));
    expect(page.json()).toMatchObject({
      kind: 'place',
      title: 'North gate',
      message: '',
      location: { latitude: 38.95, longitude: -92.33 },
    });
  });

  it('expires a link after SHARE_LINK_HOURS, by the clock, and says so plainly', async () => {
    const start = Date.now();
    t.deps.now = () => start;
    try {
      await share(admin, { assetId, phoneNumber: '5735550104' });
      const token = tokenIn((await outbox())[0]?.body ?? '');
      const [link] = await t.deps.db
        .select()
        .from(shareLinks)
        .where(eq(shareLinks.phoneNumber, '5735550104'));
      expect(link?.expiresAt.getTime()).toBe(start + 24 * HOUR);

      t.deps.now = () => start + 24 * HOUR - 1;
      expect((await openShared(token)).statusCode).toBe(200);
      t.deps.now = () => start + 24 * HOUR;
      const expired = await openShared(token);
      expect(expired.statusCode).toBe(404);
      expect(expired.json()).toEqual({
        error: { code: 'NOT_FOUND', message: SHARE_MESSAGES.expired },
      });
    } finally {
      delete t.deps.now;
    }
    // An unknown token, or anything that is not one, says exactly the same.
    for (const token of ['A'.repeat(43), 'nope', '%20']) {
      const unknown = await openShared(token);
      expect(unknown.statusCode, token).toBe(404);
      expect(unknown.json().error.message).toBe(SHARE_MESSAGES.expired);
    }
  });

  it('shows the outbox to company admins only, read-only admins included', async () => {
    const messages = await outbox();
    expect(messages.length).toBeGreaterThanOrEqual(4);
    expect(messages[0]).toMatchObject({ purpose: 'share-location', error: null });
    expect((await t.call(manager, { method: 'GET', url: '/api/sms-messages' })).statusCode).toBe(
      403,
    );
    const session = await t.session(admin);
    const readOnlyAdmin = await makeUser(t.deps.db, session.companyId, {
      securityLevelId: 1,
      readOnly: true,
    });
    const reader = await t.login(readOnlyAdmin.email, DEMO_PASSWORD);
    expect(await outbox(reader)).toEqual(messages);
    // Another company's admin sees none of them.
    expect(await outbox(otherAdmin)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/sms-messages' })).statusCode).toBe(401);
  });
});
