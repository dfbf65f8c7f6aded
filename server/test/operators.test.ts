import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { RENTAL_STATUS, type KeypadEntry, type Operator } from '@fleet/domain';
import { makeCompanyWithAdmin, makeUser } from '../src/demo/factories';
import { makeAsset, makeRental } from '../src/demo/asset-factories';
import { makeKeypadCode, makeOperator, makePendingOperator } from '../src/demo/operator-factories';
import { operatorAssignments } from '../src/db/schema/index';
import { recordKeypadEntry } from '../src/modules/operators/keypad-entries.service';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = Date.now();
const ago = (ms: number) => new Date(NOW - ms);

describe.skipIf(isPostgresUnavailable())('keypad entries and operators', () => {
  let t: TestApp;
  let token: string;
  let readOnlyToken: string;
  let otherToken: string;
  type Name =
    | 'admin'
    | 'alicia'
    | 'excavator'
    | 'gone'
    | 'identified'
    | 'marcus'
    | 'otherAsset'
    | 'otherOperator'
    | 'otherRental'
    | 'pending'
    | 'rental'
    | 'rented'
    | 'scheduled'
    | 'truck';
  const ids = {} as Record<Name, number>;

  const get = (url: string, tk = token) => t.call(tk, { method: 'GET', url });
  const put = (url: string, payload: unknown, tk = token) =>
    t.call(tk, { method: 'PUT', url, payload: payload as object });
  const openRows = (assetId: number) =>
    t.deps.db
      .select()
      .from(operatorAssignments)
      .where(
        and(eq(operatorAssignments.assetId, assetId), isNull(operatorAssignments.dateUnassigned)),
      );

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.deps.db;
    const { company, admin } = await makeCompanyWithAdmin(db, {
      admin: { firstName: 'Avery', lastName: 'Admin' },
    });
    const cid = company.companyId;
    const readOnly = await makeUser(db, cid, { readOnly: true, securityLevelId: 2 });
    ids.admin = admin.userId;
    ids.excavator = (
      await makeAsset(db, cid, { customName: 'Excavator 7', hasKeypad: true })
    ).assetId;
    ids.truck = (await makeAsset(db, cid, { customName: 'Truck 3' })).assetId;
    ids.rented = (await makeAsset(db, cid, { customName: 'Loader 2', hasKeypad: true })).assetId;
    ids.marcus = (
      await makeOperator(db, cid, { firstName: 'Marcus', lastName: 'Bennett' })
    ).operatorId;
    ids.alicia = (
      await makeOperator(db, cid, { firstName: 'Alicia', lastName: 'Romero', ftsDriverId: 'fts-9' })
    ).operatorId;
    ids.gone = (
      await makeOperator(db, cid, { firstName: 'Gone', lastName: 'Driver', deletedAt: ago(DAY) })
    ).operatorId;
    await makeKeypadCode(db, cid, { name: 'Marcus Bennett', code: '2468', operatorId: ids.marcus });
    await makeKeypadCode(db, cid, { name: 'Alicia Romero', code: '1357', operatorId: ids.alicia });
    await makeKeypadCode(db, cid, { name: 'Shop', code: '9000' });

    // Five entries on the excavator, an hour apart: Marcus, shop, Alicia, an unknown code, Marcus.
    const typed: [string, number, boolean][] = [
      ['2468', 5 * HOUR, true],
      ['9000', 4 * HOUR, false],
      ['1357', 3 * HOUR, true],
      ['0000', 2 * HOUR, false],
      ['2468', 1 * HOUR, true],
    ];
    for (const [code, before, isLocal] of typed) {
      await recordKeypadEntry(db, { assetId: ids.excavator, code, at: ago(before), isLocal });
    }
    // The loader: one entry before its rental, two during it.
    ids.rental = (
      await makeRental(db, cid, ids.rented, {
        rentalStatusId: RENTAL_STATUS.onRent,
        startDate: ago(2 * DAY),
      })
    ).rentalId;
    ids.scheduled = (
      await makeRental(db, cid, ids.truck, {
        rentalStatusId: RENTAL_STATUS.scheduled,
        startDate: new Date(NOW + DAY),
      })
    ).rentalId;
    for (const before of [3 * DAY, DAY, HOUR]) {
      await recordKeypadEntry(db, {
        assetId: ids.rented,
        code: '9000',
        at: ago(before),
        isLocal: false,
      });
    }

    ids.pending = (
      await makePendingOperator(db, cid, ids.truck, {
        eventDate: ago(2 * HOUR),
        vendorCameraId: 'cam-1',
      })
    ).pendingOperatorId;
    ids.identified = (
      await makePendingOperator(db, cid, ids.truck, {
        eventDate: ago(DAY),
        identifiedOperatorId: ids.alicia,
      })
    ).pendingOperatorId;

    const other = await makeCompanyWithAdmin(db);
    const ocid = other.company.companyId;
    ids.otherAsset = (await makeAsset(db, ocid, { hasKeypad: true })).assetId;
    ids.otherOperator = (
      await makeOperator(db, ocid, { firstName: 'Secret', lastName: 'Rival' })
    ).operatorId;
    await makeKeypadCode(db, ocid, {
      name: 'Rival code',
      code: '2468',
      operatorId: ids.otherOperator,
    });
    await recordKeypadEntry(db, {
      assetId: ids.otherAsset,
      code: '2468',
      at: ago(HOUR),
      isLocal: true,
    });
    ids.otherRental = (await makeRental(db, ocid, ids.otherAsset)).rentalId;
    await makePendingOperator(db, ocid, ids.otherAsset, { ftsAiProfileId: 'ai-rival' });

    token = await t.login(admin.email);
    readOnlyToken = await t.login(readOnly.email);
    otherToken = await t.login(other.admin.email);
  });
  afterAll(async () => t?.close());

  describe('GET assets/{id}/keypad-entries', () => {
    it('answers the last 2 entries by default, newest first, with code name and local flag', async () => {
      const response = await get(`/api/assets/${ids.excavator}/keypad-entries`);
      expect(response.statusCode, response.body).toBe(200);
      const entries = response.json<KeypadEntry[]>();
      expect(entries).toEqual([
        {
          asset_keypad_entry_id: expect.any(Number),
          asset_id: ids.excavator,
          keypad_timestamp: ago(HOUR).toISOString(),
          keypad_code_assignment: { is_local_code: true },
          company_keypad_code: { name: 'Marcus Bennett' },
        },
        expect.objectContaining({
          keypad_timestamp: ago(2 * HOUR).toISOString(),
          keypad_code_assignment: { is_local_code: false },
          // Digits that match none of the company's codes.
          company_keypad_code: null,
        }),
      ]);
    });

    it('pages by limit and offset', async () => {
      const names = async (query: string) =>
        (await get(`/api/assets/${ids.excavator}/keypad-entries?${query}`))
          .json<KeypadEntry[]>()
          .map((e) => e.company_keypad_code?.name ?? '-');
      expect(await names('limit=100')).toEqual([
        'Marcus Bennett',
        '-',
        'Alicia Romero',
        'Shop',
        'Marcus Bennett',
      ]);
      expect(await names('limit=2&offset=2')).toEqual(['Alicia Romero', 'Shop']);
      expect(await names('limit=2&offset=4')).toEqual(['Marcus Bennett']);
      expect(await names('limit=2&offset=5')).toEqual([]);
    });

    it('refuses a limit past 100 or not a number, with a sentence', async () => {
      for (const query of ['limit=101', 'limit=0', 'limit=abc', 'offset=-1']) {
        const response = await get(`/api/assets/${ids.excavator}/keypad-entries?${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(response.json().error.message, query).toMatch(/^(limit|offset): .* whole number/);
      }
    });

    it("answers 404 for another company's asset, never its entries", async () => {
      const response = await get(`/api/assets/${ids.otherAsset}/keypad-entries?limit=100`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Rival');
    });
  });

  describe('GET rentals/{id}/keypad-entries', () => {
    it('lists the rented asset’s entries within the rental’s period only', async () => {
      const response = await get(`/api/rentals/${ids.rental}/keypad-entries?limit=10`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<KeypadEntry[]>().map((e) => e.keypad_timestamp)).toEqual([
        ago(HOUR).toISOString(),
        ago(DAY).toISOString(),
      ]);
    });

    it('answers no entries for a rental that has not gone on rent', async () => {
      const response = await get(`/api/rentals/${ids.scheduled}/keypad-entries`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    });

    it("answers 404 for another company's rental", async () => {
      expect((await get(`/api/rentals/${ids.otherRental}/keypad-entries`)).statusCode).toBe(404);
    });
  });

  describe('keypad codes assign drivers', () => {
    it('made the last driver who typed their code the asset’s driver (source keypad)', async () => {
      const response = await get(`/api/operators/current-asset/${ids.excavator}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        operator_id: ids.marcus,
        first_name: 'Marcus',
        active_operator: {
          active_assignment: {
            asset_id: ids.excavator,
            source: 'keypad',
            assigned_by: null,
            date_assigned: ago(HOUR).toISOString(),
            date_unassigned: null,
          },
          default_assignment: false,
        },
      });
      // Alicia's assignment was closed by Marcus's code; the shop code assigned nobody.
      const rows = await t.deps.db
        .select()
        .from(operatorAssignments)
        .where(eq(operatorAssignments.assetId, ids.excavator));
      expect(rows.map((r) => [r.operatorId, r.source, r.unassignedSource])).toEqual([
        [ids.marcus, 'keypad', 'keypad'],
        [ids.alicia, 'keypad', 'keypad'],
        [ids.marcus, 'keypad', null],
      ]);
    });

    it('a driver who types on another asset leaves the first one', async () => {
      await recordKeypadEntry(t.deps.db, {
        assetId: ids.rented,
        code: '1357',
        at: ago(30 * 60_000),
        isLocal: true,
      });
      await recordKeypadEntry(t.deps.db, {
        assetId: ids.truck,
        code: '1357',
        at: ago(20 * 60_000),
        isLocal: true,
      });
      expect(await openRows(ids.rented)).toEqual([]);
      expect((await openRows(ids.truck)).map((r) => r.operatorId)).toEqual([ids.alicia]);
    });

    it('ignores a report for an asset that does not exist', async () => {
      expect(
        await recordKeypadEntry(t.deps.db, {
          assetId: 999_999,
          code: '2468',
          at: ago(0),
          isLocal: true,
        }),
      ).toBeUndefined();
    });
  });

  describe('operators', () => {
    it('lists the company’s drivers (not deleted ones, not another company’s)', async () => {
      const response = await get('/api/operators');
      expect(response.statusCode).toBe(200);
      const list = response.json<Operator[]>();
      expect(list.map((o) => `${o.first_name} ${o.last_name}`)).toEqual([
        'Marcus Bennett',
        'Alicia Romero',
      ]);
      expect(response.body).not.toContain('Rival');
    });

    it('answers one driver; a deleted one only with include_deleted=true', async () => {
      expect((await get(`/api/operators/${ids.alicia}`)).json()).toMatchObject({
        operator_id: ids.alicia,
        fts_driver_id: 'fts-9',
        deleted_at: null,
      });
      expect((await get(`/api/operators/${ids.gone}`)).statusCode).toBe(404);
      const deleted = await get(`/api/operators/${ids.gone}?include_deleted=true`);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json().deleted_at).toEqual(expect.any(String));
      const bad = await get(`/api/operators/${ids.gone}?include_deleted=yes`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toMatch(/^include_deleted: /);
    });

    it("answers 404 for another company's driver or asset", async () => {
      for (const url of [
        `/api/operators/${ids.otherOperator}`,
        `/api/operators/${ids.otherOperator}?include_deleted=true`,
        `/api/operators/current-asset/${ids.otherAsset}`,
      ]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).not.toContain('Rival');
      }
    });
  });

  describe('PUT assets/{id}/operator', () => {
    it('assigns a driver by hand, closing the one before, and unassigns with null', async () => {
      const before = await get(`/api/operators/current-asset/${ids.rented}`);
      expect(before.json()).toBeNull();
      const assigned = await put(`/api/assets/${ids.rented}/operator`, { operator_id: ids.marcus });
      expect(assigned.statusCode, assigned.body).toBe(200);
      expect(assigned.json()).toMatchObject({
        operator_id: ids.marcus,
        active_operator: {
          active_assignment: {
            asset_id: ids.rented,
            source: 'manual',
            assigned_by: ids.admin,
            assigned_by_name: 'Avery Admin',
          },
        },
      });
      // Marcus left the excavator: a driver runs one machine at a time.
      expect(await openRows(ids.excavator)).toEqual([]);
      // The driver name the map and the card show follows: Marcus's on the one, none on the other.
      const driverName = async (assetId: number | undefined) =>
        (await get(`/api/assets/${assetId}`)).json().driver_name as string | null;
      expect(await driverName(ids.rented)).toMatch(/^Marcus /);
      expect(await driverName(ids.excavator)).toBeNull();
      const again = await put(`/api/assets/${ids.rented}/operator`, { operator_id: ids.marcus });
      expect(again.json().active_operator.active_assignment.operator_assignment_id).toBe(
        assigned.json().active_operator.active_assignment.operator_assignment_id,
      );

      const cleared = await put(`/api/assets/${ids.rented}/operator`, { operator_id: null });
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json()).toBeNull();
      expect(await driverName(ids.rented)).toBeNull();
      const [closed] = await t.deps.db
        .select()
        .from(operatorAssignments)
        .where(
          and(
            eq(operatorAssignments.assetId, ids.rented),
            eq(operatorAssignments.operatorId, ids.marcus),
          ),
        );
      expect(closed).toMatchObject({ unassignedSource: 'manual', unassignedBy: ids.admin });
      expect(closed?.dateUnassigned).toBeInstanceOf(Date);
    });

    it("refuses another company's driver or asset with 404, writing nothing", async () => {
      const count = async () => (await t.deps.db.select().from(operatorAssignments)).length;
      const n = await count();
      const rival = await put(`/api/assets/${ids.truck}/operator`, {
        operator_id: ids.otherOperator,
      });
      expect(rival.statusCode).toBe(404);
      expect(rival.json().error.message).toBe('That driver does not exist.');
      const deleted = await put(`/api/assets/${ids.truck}/operator`, { operator_id: ids.gone });
      expect(deleted.statusCode).toBe(404);
      const theirs = await put(`/api/assets/${ids.otherAsset}/operator`, { operator_id: null });
      expect(theirs.statusCode).toBe(404);
      expect(await count()).toBe(n);
      // The other company's driver still runs its asset.
      const still = await get(`/api/operators/current-asset/${ids.otherAsset}`, otherToken);
      expect(still.json().operator_id).toBe(ids.otherOperator);
    });

    it('refuses a read-only user with 403', async () => {
      const response = await put(
        `/api/assets/${ids.truck}/operator`,
        { operator_id: null },
        readOnlyToken,
      );
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('READ_ONLY');
      expect((await openRows(ids.truck)).length).toBe(1);
    });

    it('refuses a body that is not a driver id or null, naming the field', async () => {
      for (const payload of [
        { operator_id: '3' },
        { operator_id: 0 },
        {},
        { operator_id: 1, x: 1 },
      ]) {
        const response = await put(`/api/assets/${ids.truck}/operator`, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().error.message.length).toBeGreaterThan(5);
      }
    });
  });

  describe('GET pending-operators', () => {
    it('lists the drivers nobody named yet; include_identified adds the named ones', async () => {
      const pending = await get('/api/pending-operators');
      expect(pending.statusCode).toBe(200);
      expect(pending.json()).toEqual([
        {
          pending_operator_id: ids.pending,
          fts_ai_profile_id: expect.any(String),
          identified_operator_id: null,
          t3_asset_id: ids.truck,
          event_date: ago(2 * HOUR).toISOString(),
          vendor_camera_id: 'cam-1',
        },
      ]);
      const all = await get('/api/pending-operators?include_identified=true');
      expect(all.json().map((p: { pending_operator_id: number }) => p.pending_operator_id)).toEqual(
        [ids.pending, ids.identified],
      );
      const named = await get(`/api/pending-operators?identified_operator_id=${ids.alicia}`);
      expect(named.json()).toHaveLength(1);
    });

    it('filters by asset, camera and event window', async () => {
      const count = async (query: string) =>
        (await get(`/api/pending-operators?include_identified=true&${query}`)).json().length;
      expect(await count(`t3_asset_id=${ids.truck}`)).toBe(2);
      expect(await count(`t3_asset_id=${ids.excavator}`)).toBe(0);
      expect(await count('vendor_camera_id=cam-1')).toBe(1);
      expect(await count(`event_start_date=${ago(3 * HOUR).toISOString()}`)).toBe(1);
      expect(await count(`event_end_date=${ago(3 * HOUR).toISOString()}`)).toBe(1);
      expect(await count(`pending_operator_id=${ids.pending}`)).toBe(1);
    });

    it("never lists another company's, even asked by its asset", async () => {
      const response = await get(
        `/api/pending-operators?include_identified=true&t3_asset_id=${ids.otherAsset}`,
      );
      expect(response.json()).toEqual([]);
      expect((await get('/api/pending-operators?fts_ai_profile_id=ai-rival')).json()).toEqual([]);
    });

    it('refuses bad filters with a sentence', async () => {
      for (const query of [
        'event_start_date=yesterday',
        't3_asset_id=abc',
        'include_identified=1',
        `event_start_date=${ago(0).toISOString()}&event_end_date=${ago(DAY).toISOString()}`,
      ]) {
        const response = await get(`/api/pending-operators?${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(response.json().error.message, query).toMatch(/^\w+: /);
      }
    });
  });
});
