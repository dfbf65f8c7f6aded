import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { makeCompanyWithAdmin } from '../../src/demo/factories';
import { makeTrackedAsset } from '../../src/demo/asset-factories';
import { buildGateway } from '../../src/devices/gateway';
import { READING_BOUNDS } from '../../src/devices/fix-guard';
import { createTestApp, isPostgresUnavailable, type TestApp } from '../harness';
import { countStoredFixes } from './stored-fixes';

/**
 * Issue 8, finding 1: one sender's impossible fix must never fail anyone else's. Honest trackers
 * report while hostile ones send what the database cannot store; every honest fix is committed.
 */
describe.skipIf(isPostgresUnavailable())('hostile fixes never hurt other trackers', () => {
  let t: TestApp;
  let gateway: FastifyInstance;
  let honest: string[];
  let hostile: string;
  let otherAdmin: string;
  let ownAdmin: string;
  let ownSerial: string;
  let ownAssetId: number;
  let clock = Date.now() - 3_600_000;
  /** A fix time no earlier fix of the test used: every honest fix is new. */
  const nextSecond = () => (clock += 1000) / 1000;

  const stored = (serial: string, seconds: number) =>
    countStoredFixes(t.deps.db, serial, seconds * 1000);
  const send = (query: Record<string, string>) =>
    gateway.inject({ method: 'GET', url: `/?${new URLSearchParams(query).toString()}` });

  beforeAll(async () => {
    t = await createTestApp();
    const own = await makeCompanyWithAdmin(t.deps.db, { admin: { email: 'own@hostile.test' } });
    const other = await makeCompanyWithAdmin(t.deps.db, { admin: { email: 'other@hostile.test' } });
    honest = [];
    for (let i = 0; i < 12; i += 1) {
      const { tracker } = await makeTrackedAsset(t.deps.db, own.company.companyId);
      honest.push(tracker.deviceSerial);
    }
    const mine = await makeTrackedAsset(t.deps.db, own.company.companyId);
    ownSerial = mine.tracker.deviceSerial;
    ownAssetId = mine.asset.assetId;
    hostile = (await makeTrackedAsset(t.deps.db, other.company.companyId)).tracker.deviceSerial;
    await makeTrackedAsset(t.deps.db, other.company.companyId, { deviceSerial: 'OTHER-BATCH' });
    gateway = await buildGateway({ ingest: t.deps.devices.ingest });
    ownAdmin = await t.login('own@hostile.test');
    otherAdmin = await t.login('other@hostile.test');
  });
  afterAll(async () => {
    await gateway?.close();
    await t?.close();
  });

  it('stores every honest fix while impossible readings arrive in the same batches', async () => {
    const honestSent = honest.flatMap((serial) =>
      [0, 1, 2].map(() => ({ serial, timestamp: nextSecond() })),
    );
    const readings = ['accuracy', 'altitude', 'speed', 'hdop', 'odometer', 'hours'];
    const hostileSent = readings.map((key) => ({
      id: hostile,
      timestamp: String(nextSecond()),
      lat: '38.95',
      lon: '-92.33',
      [key]: '1e300',
    }));
    const answers = await Promise.all([
      ...honestSent.map(({ serial, timestamp }) =>
        send({ id: serial, timestamp: String(timestamp), lat: '38.95', lon: '-92.33' }),
      ),
      ...hostileSent.map((query) => send(query)),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    for (const { serial, timestamp } of honestSent) expect(await stored(serial, timestamp)).toBe(1);
    // The hostile fixes are kept without the impossible reading.
    const kept = await t.deps.db.execute(sql`
      select max(abs(coalesce(accuracy_meters, 0)))::float8 as accuracy,
        max(abs(coalesce(altitude_meters, 0)))::float8 as altitude,
        max(coalesce(speed_mph, 0))::float8 as speed, count(*)::int as n
      from positions p join trackers k on k.tracker_id = p.tracker_id
      where k.device_serial = ${hostile}`);
    const row = (kept as { rows: Array<Record<string, number>> }).rows[0];
    expect(row).toEqual({ accuracy: 0, altitude: 0, speed: 0, n: readings.length });
  });

  it('refuses text the database cannot hold with a 400, not a 500', async () => {
    const nul = await send({ id: 'AB\u0000CD', lat: '38.95', lon: '-92.33' });
    expect(nul.statusCode).toBe(400);
    expect(nul.body).toContain('NUL');
    const inAttribute = await send({ id: hostile, lat: '38.95', lon: '-92.33', note: 'a\u0000b' });
    expect(inAttribute.statusCode).toBe(400);
    const surrogate = await gateway.inject({
      method: 'POST',
      url: '/',
      headers: { 'content-type': 'application/json' },
      payload: `{"device_id":"${hostile}","location":{"coords":{"latitude":38.9,"longitude":-92.3},"extras":{"x":"\\ud800"}}}`,
    });
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.body).toContain('surrogate');
  });

  it('refuses batch fixes dated outside the window, whoever sends them, and commits the rest', async () => {
    const honestTimes = [nextSecond(), nextSecond(), nextSecond()];
    const [hostileBatch, ...honestAnswers] = await Promise.all([
      t.call(otherAdmin, {
        method: 'POST',
        url: '/api/devices/positions',
        payload: {
          positions: [
            { device_id: 'OTHER-BATCH', timestamp: 8640000000000000, latitude: 1, longitude: 1 },
            {
              device_id: 'OTHER-BATCH',
              timestamp: '9999-12-31T00:00:00Z',
              latitude: 1,
              longitude: 1,
            },
            {
              device_id: 'OTHER-BATCH',
              timestamp: '0001-01-01T00:00:00Z',
              latitude: 1,
              longitude: 1,
            },
            {
              device_id: 'OTHER-BATCH',
              timestamp: Date.now(),
              latitude: 1,
              longitude: 1,
              altitude_m: 1e300,
            },
          ],
        },
      }),
      ...honestTimes.map((timestamp) =>
        send({ id: honest[0] ?? '', timestamp: String(timestamp), lat: '38.95', lon: '-92.33' }),
      ),
    ]);
    expect(hostileBatch?.statusCode, hostileBatch?.body).toBe(200);
    const result = hostileBatch?.json<{
      stored: number;
      refused: Array<{ index: number; reason: string }>;
    }>();
    expect(result?.stored).toBe(1);
    expect(result?.refused.map((r) => r.index)).toEqual([0, 1, 2]);
    expect(result?.refused[1]?.reason).toMatch(/more than a day after/);
    expect(result?.refused[2]?.reason).toMatch(/before 2000-01-01/);
    for (const answer of honestAnswers) expect(answer.statusCode).toBe(200);
    for (const timestamp of honestTimes) expect(await stored(honest[0] ?? '', timestamp)).toBe(1);
  });

  it('a fix dated 9999 never freezes the asset: the next real fix moves it', async () => {
    const far = await t.call(ownAdmin, {
      method: 'POST',
      url: '/api/devices/positions',
      payload: {
        positions: [
          { device_id: ownSerial, timestamp: '9999-01-01T00:00:00Z', latitude: 10, longitude: 10 },
        ],
      },
    });
    expect(far.json<{ stored: number }>().stored).toBe(0);
    const now = Date.now();
    const real = await t.call(ownAdmin, {
      method: 'POST',
      url: '/api/devices/positions',
      payload: {
        positions: [{ device_id: ownSerial, timestamp: now, latitude: 38.5, longitude: -92.5 }],
      },
    });
    expect(real.json<{ stored: number }>().stored).toBe(1);
    const status = await t.call(ownAdmin, {
      method: 'GET',
      url: `/api/assets/${ownAssetId}/status`,
    });
    expect(status.json<{ location: unknown }>().location).toEqual({
      latitude: 38.5,
      longitude: -92.5,
    });
  });

  it('isolates a fix the database refuses for a reason no rule foresaw', async () => {
    // A constraint the rules know nothing of stands in for "what no rule foresaw".
    await t.deps.db.execute(
      sql.raw(`alter table positions add constraint hostile_test_poison
        check (altitude_meters is distinct from 4242)`),
    );
    try {
      const honestSent = honest.map((serial) => ({ serial, timestamp: nextSecond() }));
      const poisonTime = nextSecond();
      const answers = await Promise.all([
        send({
          id: hostile,
          timestamp: String(poisonTime),
          lat: '38.9',
          lon: '-92.3',
          altitude: '4242',
        }),
        ...honestSent.map(({ serial, timestamp }) =>
          send({ id: serial, timestamp: String(timestamp), lat: '38.95', lon: '-92.33' }),
        ),
      ]);
      const [poison, ...rest] = answers;
      expect(poison?.statusCode).toBe(400);
      expect(poison?.body).toMatch(/^The position could not be stored: .*hostile_test_poison/);
      expect(rest.map((a) => a.statusCode)).toEqual(rest.map(() => 200));
      for (const { serial, timestamp } of honestSent)
        expect(await stored(serial, timestamp)).toBe(1);
      expect(await stored(hostile, poisonTime)).toBe(0);
    } finally {
      await t.deps.db.execute(sql.raw('alter table positions drop constraint hostile_test_poison'));
    }
  });

  it('keeps every stored reading within the bounds the rules give', async () => {
    await t.deps.devices.ingest.idle();
    const result = await t.deps.db.execute(sql`
      select max(speed_mph)::float8 as speed, max(abs(altitude_meters))::float8 as altitude,
        max(accuracy_meters)::float8 as accuracy, max(engine_hours)::float8 as hours
      from positions`);
    const row = (result as { rows: Array<Record<string, number | null>> }).rows[0] ?? {};
    expect(row.speed ?? 0).toBeLessThanOrEqual(READING_BOUNDS.speedMph[1]);
    expect(row.altitude ?? 0).toBeLessThanOrEqual(READING_BOUNDS.altitudeMeters[1]);
    expect(row.accuracy ?? 0).toBeLessThanOrEqual(READING_BOUNDS.accuracyMeters[1]);
    expect(row.hours ?? 0).toBeLessThanOrEqual(READING_BOUNDS.engineHours[1]);
  });
});
