import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { INVENTORY_STATUS, OFF_RENT_MESSAGES, RENTAL_STATUS, RENTAL_TYPE } from '@fleet/domain';
import { makeCompanyWithAdmin, makeUser } from '../src/demo/factories';
import { makeAsset, makeRental } from '../src/demo/asset-factories';
import { openDatabase } from '../src/db/client';
import { assets, orders, rentalNotes, rentals } from '../src/db/schema/index';
import { sweepDueOffRents } from '../src/modules/rentals/off-rent.service';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';

const STEP = 15 * 60_000;
const nextStep = (ms: number) => Math.ceil(ms / STEP) * STEP;
const HOUR = 3_600_000;

describe.skipIf(isPostgresUnavailable())('off-rent', () => {
  let t: TestApp;
  let companyId: number;
  let otherCompanyId: number;
  let admin: string;
  let readOnly: string;
  let driver: string;
  let other: string;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.deps.db;
    const { company, admin: a } = await makeCompanyWithAdmin(db);
    companyId = company.companyId;
    const ro = await makeUser(db, companyId, { securityLevelId: 2, readOnly: true });
    const dr = await makeUser(db, companyId, { securityLevelId: 7 });
    const { company: oc, admin: oa } = await makeCompanyWithAdmin(db);
    otherCompanyId = oc.companyId;
    [admin, readOnly, driver, other] = await Promise.all([
      t.login(a.email),
      t.login(ro.email),
      t.login(dr.email),
      t.login(oa.email),
    ]);
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const db = () => t.deps.db;
  const onRent = async (overrides: Parameters<typeof makeRental>[3] = {}, company = companyId) => {
    const asset = await makeAsset(db(), company, {
      inventoryStatusId: INVENTORY_STATUS.readyToRent,
    });
    return makeRental(db(), company, asset.assetId, { vendorType: 'es', ...overrides });
  };
  const bulk = async (quantity: number) => {
    const [order] = await db().insert(orders).values({ companyId }).returning();
    const [row] = await db()
      .insert(rentals)
      .values({
        companyId,
        orderId: order?.orderId,
        rentalTypeId: RENTAL_TYPE.bulk,
        rentalStatusId: RENTAL_STATUS.onRent,
        startDate: new Date(Date.now() - 2 * 86_400_000),
        quantity,
        vendorType: 'es',
        partAssignments: [
          {
            quantity,
            part_information: {
              provider_name: 'Fleet Rentals',
              part_class_description: 'Cone',
              part_number: 'C-1',
            },
          },
        ],
      })
      .returning();
    if (!row) throw new Error('no bulk rental');
    return row;
  };
  const read = async (rentalId: number) => {
    const [row] = await db().select().from(rentals).where(eq(rentals.rentalId, rentalId));
    if (!row) throw new Error(`rental ${rentalId} missing`);
    return row;
  };
  const patch = (token: string, url: string, payload?: object) =>
    t.call(token, { method: 'PATCH', url, ...(payload === undefined ? {} : { payload }) });
  const single = (rentalId: number, payload: object, token = admin) =>
    patch(token, `/api/fleet/inventory/off-rent/${rentalId}`, payload);
  const batch = (items: object[], token = admin, company = companyId) =>
    patch(token, `/api/companies/${company}/rentals/batch-off-rent`, { items });

  describe('single off-rent (PATCH fleet/inventory/off-rent)', () => {
    it('off-rents now: status 6, ended now, asset Make Ready', async () => {
      const rental = await onRent();
      const before = Date.now();
      const response = await single(rental.rentalId, { rental_status_id: 6 });
      expect(response.statusCode, response.body).toBe(200);
      const row = await read(rental.rentalId);
      expect(row.rentalStatusId).toBe(RENTAL_STATUS.offRent);
      expect(row.endDate?.getTime()).toBeGreaterThanOrEqual(before - 1000);
      const [asset] = await db()
        .select()
        .from(assets)
        .where(eq(assets.assetId, rental.assetId ?? 0));
      expect(asset?.inventoryStatusId).toBe(INVENTORY_STATUS.makeReady);
      // Off-rent already: refused with a sentence.
      const again = await single(rental.rentalId, { rental_status_id: 6 });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(`Rental ${rental.rentalId} is not on rent.`);
    });

    it('schedules on a 15-minute step, sent as a ms string', async () => {
      const rental = await onRent();
      const when = nextStep(Date.now() + HOUR);
      const response = await single(rental.rentalId, { off_rent_date_requested: String(when) });
      expect(response.statusCode, response.body).toBe(200);
      const row = await read(rental.rentalId);
      expect(row.rentalStatusId).toBe(RENTAL_STATUS.onRent);
      expect(row.offRentDateRequested?.getTime()).toBe(when);
    });

    it('refuses a time in the past and one off the 15-minute step', async () => {
      const rental = await onRent();
      const past = await single(rental.rentalId, {
        off_rent_date_requested: String(nextStep(Date.now()) - STEP),
      });
      expect(past.statusCode).toBe(400);
      expect(past.json().error.message).toMatch(/cannot be in the past/);
      const offStep = await single(rental.rentalId, {
        off_rent_date_requested: String(nextStep(Date.now() + HOUR) + 60_000),
      });
      expect(offStep.statusCode).toBe(400);
      expect(offStep.json().error.message).toMatch(/15-minute step/);
      expect((await read(rental.rentalId)).offRentDateRequested).toBeNull();
    });

    it('wants exactly one of now or a time', async () => {
      const rental = await onRent();
      for (const body of [
        {},
        { rental_status_id: 6, off_rent_date_requested: '0' },
        { rental_status_id: 5 },
      ]) {
        expect((await single(rental.rentalId, body)).statusCode).toBe(400);
      }
    });

    it('leaves third-party rentals to their own call', async () => {
      const rental = await onRent({ vendorType: 'tp' });
      const response = await single(rental.rentalId, { rental_status_id: 6 });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toMatch(/third-party rental/);
    });
  });

  describe('cancel a requested off-rent', () => {
    it('clears it while it is ahead, then has nothing to cancel', async () => {
      const rental = await onRent();
      await single(rental.rentalId, {
        off_rent_date_requested: String(nextStep(Date.now() + HOUR)),
      });
      const response = await patch(admin, `/api/rentals/${rental.rentalId}/cancel-off-rent`);
      expect(response.statusCode, response.body).toBe(200);
      expect((await read(rental.rentalId)).offRentDateRequested).toBeNull();
      const again = await patch(admin, `/api/rentals/${rental.rentalId}/cancel-off-rent`);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toMatch(/no requested off-rent/);
    });

    it('cannot cancel one whose time has passed: it has taken effect', async () => {
      const rental = await onRent({ offRentDateRequested: new Date(Date.now() - 60_000) });
      const response = await patch(admin, `/api/rentals/${rental.rentalId}/cancel-off-rent`);
      expect(response.statusCode).toBe(409);
      const row = await read(rental.rentalId);
      expect(row.rentalStatusId).toBe(RENTAL_STATUS.offRent);
      expect(row.endDate?.getTime()).toBe(row.offRentDateRequested?.getTime());
    });
  });

  describe('scheduled off-rents take effect', () => {
    it('turns a passed schedule into off-rent exactly once with two sweeps racing', async () => {
      const due = new Date(Date.now() - 5 * 60_000);
      const rental = await onRent({ offRentDateRequested: due });
      const ahead = await onRent({ offRentDateRequested: new Date(nextStep(Date.now() + HOUR)) });
      // A second instance: its own connection to the same database (PGlite has one process).
      const second = t.databaseUrl ? await openDatabase({ databaseUrl: t.databaseUrl }) : undefined;
      try {
        const results = await Promise.all([
          sweepDueOffRents(db()),
          sweepDueOffRents(second?.db ?? db()),
          sweepDueOffRents(db()),
        ]);
        const changed = results.flat().filter((row) => row.rentalId === rental.rentalId);
        expect(changed).toHaveLength(1);
      } finally {
        await second?.close();
      }
      const row = await read(rental.rentalId);
      expect(row.rentalStatusId).toBe(RENTAL_STATUS.offRent);
      expect(row.endDate?.getTime()).toBe(due.getTime());
      expect((await read(ahead.rentalId)).rentalStatusId).toBe(RENTAL_STATUS.onRent);
      const [asset] = await db()
        .select()
        .from(assets)
        .where(eq(assets.assetId, rental.assetId ?? 0));
      expect(asset?.inventoryStatusId).toBe(INVENTORY_STATUS.makeReady);
    });
  });

  describe('batch off-rent', () => {
    it('off-rents now and schedules in one call', async () => {
      const [a, b] = [await onRent(), await onRent()];
      const when = nextStep(Date.now() + HOUR);
      const response = await batch([
        { rental_id: a.rentalId, rental_status_id: 6 },
        { rental_id: b.rentalId, off_rent_date_requested: when },
      ]);
      expect(response.statusCode, response.body).toBe(200);
      expect((await read(a.rentalId)).rentalStatusId).toBe(RENTAL_STATUS.offRent);
      expect((await read(b.rentalId)).offRentDateRequested?.getTime()).toBe(when);
    });

    it('writes nothing when one item is refused, and names that rental', async () => {
      const good = await onRent();
      const done = await onRent({ rentalStatusId: RENTAL_STATUS.offRent, endDate: new Date() });
      const response = await batch([
        { rental_id: good.rentalId, rental_status_id: 6 },
        { rental_id: done.rentalId, rental_status_id: 6 },
      ]);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe(`Rental ${done.rentalId} is not on rent.`);
      expect((await read(good.rentalId)).rentalStatusId).toBe(RENTAL_STATUS.onRent);
      const twice = await batch([
        { rental_id: good.rentalId, rental_status_id: 6 },
        { rental_id: good.rentalId, rental_status_id: 6 },
      ]);
      expect(twice.statusCode).toBe(400);
    });

    it('splits a partial bulk quantity off as its own off-rent rental on the same order', async () => {
      const parts = await bulk(5);
      const response = await batch([
        { rental_id: parts.rentalId, quantity: 2, rental_status_id: 6 },
      ]);
      expect(response.statusCode, response.body).toBe(200);
      const kept = await read(parts.rentalId);
      expect(kept).toMatchObject({ quantity: 3, rentalStatusId: RENTAL_STATUS.onRent });
      expect(kept.partAssignments[0]?.quantity).toBe(3);
      const split = response
        .json()
        .rentals.find((r: { rental_id: number }) => r.rental_id !== parts.rentalId);
      const row = await read(split.rental_id);
      expect(row).toMatchObject({
        quantity: 2,
        rentalStatusId: RENTAL_STATUS.offRent,
        orderId: parts.orderId,
        rentalTypeId: RENTAL_TYPE.bulk,
      });
      expect(row.partAssignments[0]?.quantity).toBe(2);
      // The rest, whole: the rental itself goes off rent.
      const rest = await batch([{ rental_id: parts.rentalId, quantity: 3, rental_status_id: 6 }]);
      expect(rest.statusCode).toBe(200);
      expect(await read(parts.rentalId)).toMatchObject({ quantity: 3, rentalStatusId: 6 });
    });

    it('holds bulk quantities to 1..on rent, and bulk rentals to now', async () => {
      const parts = await bulk(3);
      const tooMany = await batch([
        { rental_id: parts.rentalId, quantity: 4, rental_status_id: 6 },
      ]);
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().error.message).toBe(
        `Rental ${parts.rentalId}: the quantity to off-rent must be a whole number from 1 to 3.`,
      );
      for (const quantity of [0, -1, 1.5]) {
        const bad = await batch([{ rental_id: parts.rentalId, quantity, rental_status_id: 6 }]);
        expect(bad.statusCode).toBe(400);
      }
      const scheduled = await batch([
        { rental_id: parts.rentalId, off_rent_date_requested: nextStep(Date.now() + HOUR) },
      ]);
      expect(scheduled.statusCode).toBe(400);
      expect(scheduled.json().error.message).toBe(
        `Rental ${parts.rentalId}: ${OFF_RENT_MESSAGES.bulkCannotSchedule}`,
      );
      expect(await read(parts.rentalId)).toMatchObject({ quantity: 3, rentalStatusId: 5 });
    });
  });

  describe('internal off-rent (PATCH companies/{id}/rentals/{rental_id})', () => {
    const internal = (rentalId: number, endDate: string, token = admin, company = companyId) =>
      patch(token, `/api/companies/${company}/rentals/${rentalId}`, {
        rental_status_id: 6,
        end_date: endDate,
      });

    it("holds the end date to the day after start through today, in the company's zone", async () => {
      // Started 22:00 Jan 9 Chicago; it is 23:30 Jan 11 Chicago (already Jan 12 in UTC).
      const rental = await onRent({ vendorType: 'o', startDate: new Date('2026-01-10T04:00:00Z') });
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-01-12T05:30:00Z') });
      for (const date of ['2026-01-09', '2026-01-12']) {
        const response = await internal(rental.rentalId, date);
        expect(response.statusCode, date).toBe(400);
        expect(response.json().error.message).toBe(
          `Rental ${rental.rentalId}: the end date must be from 2026-01-10 to 2026-01-11.`,
        );
      }
      const response = await internal(rental.rentalId, '2026-01-11');
      expect(response.statusCode, response.body).toBe(200);
      const row = await read(rental.rentalId);
      expect(row.rentalStatusId).toBe(RENTAL_STATUS.offRent);
      expect(row.endDate?.toISOString()).toBe('2026-01-11T06:00:00.000Z'); // midnight in Chicago
    });

    it('uses the summer offset after the clock change', async () => {
      const rental = await onRent({ vendorType: 'o', startDate: new Date('2026-03-07T18:00:00Z') });
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-09T04:30:00Z') }); // 23:30 Mar 8 CDT
      expect((await internal(rental.rentalId, '2026-03-09')).statusCode).toBe(400);
      const response = await internal(rental.rentalId, '2026-03-08');
      expect(response.statusCode, response.body).toBe(200);
      expect((await read(rental.rentalId)).endDate?.toISOString()).toBe('2026-03-08T06:00:00.000Z');
    });

    it('is for internal rentals only', async () => {
      const rental = await onRent({ vendorType: 'es' });
      const today = new Date().toISOString().slice(0, 10);
      expect((await internal(rental.rentalId, today)).statusCode).toBe(400);
    });
  });

  describe('notes', () => {
    it('saves an off-rent note', async () => {
      const rental = await onRent();
      const response = await t.call(admin, {
        method: 'POST',
        url: `/api/rentals/${rental.rentalId}/notes`,
        payload: { content: 'Picked up at the gate', rental_note_type_id: 2 },
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({
        rental_id: rental.rentalId,
        content: 'Picked up at the gate',
      });
      const bad = await t.call(admin, {
        method: 'POST',
        url: `/api/rentals/${rental.rentalId}/notes`,
        payload: { content: 'x', rental_note_type_id: 1 },
      });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('tenancy and roles', () => {
    it("answers 404 for another company's rentals and company, writing nothing", async () => {
      const theirs = await onRent({}, otherCompanyId);
      const calls = [
        single(theirs.rentalId, { rental_status_id: 6 }),
        batch([{ rental_id: theirs.rentalId, rental_status_id: 6 }]),
        batch([{ rental_id: theirs.rentalId, rental_status_id: 6 }], admin, otherCompanyId),
        patch(admin, `/api/rentals/${theirs.rentalId}/cancel-off-rent`),
        patch(admin, `/api/companies/${otherCompanyId}/rentals/${theirs.rentalId}`, {
          rental_status_id: 6,
          end_date: '2026-01-01',
        }),
        t.call(admin, {
          method: 'POST',
          url: `/api/rentals/${theirs.rentalId}/notes`,
          payload: { content: 'hi', rental_note_type_id: 2 },
        }),
      ];
      for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(404);
      expect((await read(theirs.rentalId)).rentalStatusId).toBe(RENTAL_STATUS.onRent);
      const notes = await db()
        .select()
        .from(rentalNotes)
        .where(eq(rentalNotes.rentalId, theirs.rentalId));
      expect(notes).toHaveLength(0);
      // And they cannot touch ours.
      const ours = await onRent();
      expect((await single(ours.rentalId, { rental_status_id: 6 }, other)).statusCode).toBe(404);
    });

    it('refuses read-only users and drivers', async () => {
      const rental = await onRent();
      for (const token of [readOnly, driver]) {
        expect((await single(rental.rentalId, { rental_status_id: 6 }, token)).statusCode).toBe(
          403,
        );
        expect(
          (await batch([{ rental_id: rental.rentalId, rental_status_id: 6 }], token)).statusCode,
        ).toBe(403);
        expect(
          (await patch(token, `/api/rentals/${rental.rentalId}/cancel-off-rent`)).statusCode,
        ).toBe(403);
      }
      expect((await read(rental.rentalId)).rentalStatusId).toBe(RENTAL_STATUS.onRent);
    });
  });
});
