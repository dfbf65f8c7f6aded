import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { makeCompanyWithAdmin } from '../../src/demo/factories';
import { makeTrackedAsset } from '../../src/demo/asset-factories';
import { buildGateway } from '../../src/devices/gateway';
import { READING_BOUNDS } from '../../src/devices/fix-guard';
import { createTestApp, isPostgresUnavailable, type TestApp } from '../harness';
import { countStoredFixes } from './stored-fixes';

/**
 * Issue 8: a fuzz of the ingest. Valid fixes from many trackers are sent concurrently with
 * hostile ones (every reading at ±1e308, NaN, huge strings, dates in 0001 and 9999, NUL) through
 * both gateway forms and the batch call; every valid fix is stored, every hostile one is refused
 * or cleaned, and nothing answers 5xx. FUZZ_SEED=<n> replays a failing run.
 */

const RUNS = 12;
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

const HOSTILE_NUMBERS = ['1e308', '-1e308', '1e309', 'NaN', 'Infinity', '-0', '0x1F', '1e-400'];
const HOSTILE_TEXT = ['x'.repeat(5000), 'a\u0000b', '\u0000', '💥'.repeat(300), "'; drop table"];
const HOSTILE_TIMES = [
  '0001-01-01 00:00:00',
  '9999-12-31T23:59:59Z',
  '8640000000000000',
  '-8640000000000000',
  '253402300799',
  '1e308',
];
const READINGS = ['speed', 'bearing', 'altitude', 'accuracy', 'hdop', 'batt', 'hours', 'odometer'];

type Sent =
  | { kind: 'honest-query'; serial: number }
  | { kind: 'honest-json'; serial: number }
  | { kind: 'hostile-query'; fields: Record<string, string> }
  | { kind: 'hostile-json'; location: Record<string, unknown> }
  | { kind: 'batch'; honest: number[]; hostile: Array<Record<string, unknown>> };

const hostileValue = fc.constantFrom(...HOSTILE_NUMBERS, ...HOSTILE_TEXT);
const hostileQuery = fc.record({
  reading: fc.constantFrom(...READINGS, 'timestamp', 'lat', 'lon', 'driverUniqueId', 'note'),
  value: fc.oneof(hostileValue, fc.constantFrom(...HOSTILE_TIMES)),
});
const hostileJsonValue = fc.oneof(
  fc.constantFrom(1e308, -1e308, Number.MAX_VALUE, -Number.MIN_VALUE, 8.64e15, -1),
  hostileValue,
  fc.constant(null),
  fc.constant({ nested: 'object' }),
);
const sent: fc.Arbitrary<Sent> = fc.oneof(
  fc.record({ kind: fc.constant('honest-query' as const), serial: fc.nat(7) }),
  fc.record({ kind: fc.constant('honest-json' as const), serial: fc.nat(7) }),
  hostileQuery.map(({ reading, value }) => ({
    kind: 'hostile-query' as const,
    fields: { lat: '38.95', lon: '-92.33', [reading]: value },
  })),
  fc
    .record({
      field: fc.constantFrom('speed', 'heading', 'altitude', 'accuracy', 'latitude', 'timestamp'),
      value: hostileJsonValue,
      extra: hostileValue,
    })
    .map(({ field, value, extra }) => ({
      kind: 'hostile-json' as const,
      location:
        field === 'timestamp'
          ? { timestamp: value, coords: { latitude: 38.9, longitude: -92.3 } }
          : { coords: { latitude: 38.9, longitude: -92.3, [field]: value }, extras: { extra } },
    })),
  fc.record({
    kind: fc.constant('batch' as const),
    honest: fc.array(fc.nat(7), { maxLength: 5 }),
    hostile: fc.array(
      fc.oneof(
        fc.constantFrom(8.64e15, -8.64e15, 1, 253402300799000).map((timestamp) => ({ timestamp })),
        fc
          .constantFrom('0001-01-01T00:00:00Z', '9999-12-31T00:00:00Z')
          .map((t) => ({ timestamp: t })),
        fc
          .constantFrom('altitude_m', 'accuracy_m', 'odometer_miles', 'engine_hours')
          .map((key) => ({ [key]: 1e308 })),
        fc.constant({ attributes: { note: 'a\u0000b' } }),
      ),
      { maxLength: 3 },
    ),
  }),
);

describe.skipIf(isPostgresUnavailable())('ingest fuzz: hostile fixes among valid ones', () => {
  let t: TestApp;
  let gateway: FastifyInstance;
  let honest: string[];
  let hostileSerial: string;
  let hostileBatchSerial: string;
  let admin: string;
  let clock = Date.now() - 6 * 3_600_000;
  const nextTime = () => (clock += 1000);

  const countStored = (serial: string, ms: number) => countStoredFixes(t.deps.db, serial, ms);
  const json = (body: unknown) =>
    gateway.inject({
      method: 'POST',
      url: '/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

  beforeAll(async () => {
    t = await createTestApp();
    const { company } = await makeCompanyWithAdmin(t.deps.db, { admin: { email: 'fuzz@x.test' } });
    honest = [];
    for (let i = 0; i < 8; i += 1) {
      honest.push((await makeTrackedAsset(t.deps.db, company.companyId)).tracker.deviceSerial);
    }
    hostileSerial = (await makeTrackedAsset(t.deps.db, company.companyId)).tracker.deviceSerial;
    hostileBatchSerial = (await makeTrackedAsset(t.deps.db, company.companyId)).tracker
      .deviceSerial;
    gateway = await buildGateway({ ingest: t.deps.devices.ingest });
    admin = await t.login('fuzz@x.test');
  });
  afterAll(async () => {
    await gateway?.close();
    await t?.close();
  });

  it('stores every valid fix and refuses or cleans every hostile one', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(sent, { minLength: 4, maxLength: 24 }), async (requests) => {
        /** The valid fixes each request carried, by request. */
        const carried = requests.map((): Array<{ serial: string; ms: number }> => []);
        const sends = requests.map((request, at): Promise<LightMyRequestResponse> => {
          const expected = carried[at] ?? [];
          switch (request.kind) {
            case 'honest-query': {
              const serial = honest[request.serial] ?? '';
              const ms = nextTime();
              expected.push({ serial, ms });
              const query = new URLSearchParams({
                id: serial,
                timestamp: String(ms / 1000),
                lat: '38.95',
                lon: '-92.33',
                speed: '12.5',
                altitude: '220',
              });
              return gateway.inject({ method: 'GET', url: `/?${query.toString()}` });
            }
            case 'honest-json': {
              const serial = honest[request.serial] ?? '';
              const ms = nextTime();
              expected.push({ serial, ms });
              return json({
                device_id: serial,
                location: {
                  timestamp: new Date(ms).toISOString(),
                  coords: { latitude: 38.9, longitude: -92.3, speed: 4, accuracy: 5 },
                  battery: { level: 0.8 },
                },
              });
            }
            case 'hostile-query': {
              const query = new URLSearchParams({ id: hostileSerial, ...request.fields });
              return gateway.inject({ method: 'GET', url: `/?${query.toString()}` });
            }
            case 'hostile-json':
              return json({ device_id: hostileSerial, location: request.location });
            case 'batch': {
              const positions = [
                ...request.honest.map((index) => {
                  const serial = honest[index] ?? '';
                  const ms = nextTime();
                  expected.push({ serial, ms });
                  return { device_id: serial, timestamp: ms, latitude: 38.9, longitude: -92.3 };
                }),
                ...request.hostile.map((fields) => ({
                  device_id: hostileBatchSerial,
                  timestamp: Date.now(),
                  latitude: 38.9,
                  longitude: -92.3,
                  ...fields,
                })),
              ];
              return t.call(admin, {
                method: 'POST',
                url: '/api/devices/positions',
                payload: { positions },
              });
            }
          }
        });
        const answers = await Promise.all(sends);
        for (const [index, answer] of answers.entries()) {
          expect(answer.statusCode, `${requests[index]?.kind}: ${answer.body}`).toBeLessThan(500);
          const kind = requests[index]?.kind;
          // A batch holding text no database can store is refused whole, as any API body is:
          // that is its own sender's request, and no one else's fix is in it.
          const refusedWhole = kind === 'batch' && answer.statusCode === 400;
          const isHostile = kind === 'hostile-query' || kind === 'hostile-json';
          if (!isHostile && !refusedWhole) expect(answer.statusCode, answer.body).toBe(200);
          const fixes = refusedWhole ? [] : (carried[index] ?? []);
          for (const { serial, ms } of fixes) expect(await countStored(serial, ms)).toBe(1);
        }
      }),
      { numRuns: RUNS, ...(seed === undefined ? {} : { seed }) },
    );
  });

  it('kept nothing outside the readings’ bounds', async () => {
    await t.deps.devices.ingest.idle();
    const result = await t.deps.db.execute(sql`
      select max(speed_mph)::float8 as speed, min(speed_mph)::float8 as min_speed,
        max(abs(altitude_meters))::float8 as altitude, max(accuracy_meters)::float8 as accuracy,
        max(odometer_miles)::float8 as odometer, max(engine_hours)::float8 as hours,
        max(battery_percent)::float8 as battery, count(*)::int as n,
        min(fix_time) >= '2000-01-01' as after_2000,
        max(fix_time) <= now() + interval '1 day' as before_tomorrow
      from positions`);
    const row = (result as { rows: Array<Record<string, number | boolean | null>> }).rows[0] ?? {};
    expect(row.n).toBeGreaterThan(0);
    expect(row.speed ?? 0).toBeLessThanOrEqual(READING_BOUNDS.speedMph[1]);
    expect(row.min_speed ?? 0).toBeGreaterThanOrEqual(0);
    expect(row.altitude ?? 0).toBeLessThanOrEqual(READING_BOUNDS.altitudeMeters[1]);
    expect(row.accuracy ?? 0).toBeLessThanOrEqual(READING_BOUNDS.accuracyMeters[1]);
    expect(row.odometer ?? 0).toBeLessThanOrEqual(READING_BOUNDS.odometerMiles[1]);
    expect(row.hours ?? 0).toBeLessThanOrEqual(READING_BOUNDS.engineHours[1]);
    expect(row.battery ?? 0).toBeLessThanOrEqual(100);
    expect(row.after_2000).toBe(true);
    expect(row.before_tomorrow).toBe(true);
  });
});
