import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  INCIDENT_TYPE,
  SAFETY_EVENT_MESSAGES,
  driverAnalytics,
  driverTrend,
  eventsPer1000Miles,
  safetyEvent,
  safetyEventsPage,
  startOfDateInZone,
  tripDay,
  type SafetyEventTypeId,
} from '@fleet/domain';
import { makeCompanyWithAdmin, makeUser } from '../src/demo/factories';
import { makeAsset } from '../src/demo/asset-factories';
import { makeCamera } from '../src/demo/camera-factories';
import { makeOperator } from '../src/demo/operator-factories';
import { insertAssignments } from '../src/demo/fleet/seed-operators.repo';
import { assetDailyUsage, safetyEvents } from '../src/db/schema/index';
import { NO_CAMERA_ACCESS } from '../src/modules/camera-access/camera-access';
import {
  recordSafetyEvents,
  type SafetyEventReport,
} from '../src/modules/safety-events/record-safety-events.service';
import { companyDays } from './company-days';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';

const HOUR = 3_600_000;
const NOW = Date.now();
const ZONE = 'America/Chicago';
/** Company days relative to today (-1 yesterday), and hours of them. */
const { day, dayAt } = companyDays(ZONE, NOW);
/** How long a company day is (23 to 25 hours around a clock change); today only up to NOW. */
const dayLength = (offset: number) =>
  Math.min(startOfDateInZone(day(offset + 1), ZONE), NOW) - startOfDateInZone(day(offset), ZONE);
/** The share of a company day from `hour` hours after its midnight to its end. */
const shareFrom = (offset: number, hour: number) => 1 - (hour * HOUR) / dayLength(offset);
/** The share of a company day from its midnight until `hour` hours after it. */
const shareUntil = (offset: number, hour: number) => (hour * HOUR) / dayLength(offset);

/** docs/CAMERAS.md "Safety events": the list, coaching, driver analytics and the trip history. */
describe.skipIf(isPostgresUnavailable())('camera safety events', () => {
  let t: TestApp;
  const tokens = { admin: '', manager: '', readOnly: '', noCamera: '', other: '', noService: '' };
  const ids = {
    company: 0,
    otherCompany: 0,
    truck1: 0,
    truck2: 0,
    otherTruck: 0,
    camera1: 0,
    camera2: 0,
    otherCamera: 0,
    spareCamera: 0,
    ann: 0,
    bob: 0,
    dee: 0,
    otherDriver: 0,
  };
  /** Event ids by a name for each, filled after recording. */
  const events = new Map<string, number>();
  let reports: Array<SafetyEventReport & { name: string }> = [];

  const get = (url: string, token = tokens.admin) => t.call(token, { method: 'GET', url });
  const coach = (eventId: number, payload: object, token = tokens.admin) =>
    t.call(token, {
      method: 'POST',
      url: `/api/camera/safety-events/${eventId}/coaching`,
      payload,
    });
  const list = async (query: string, token = tokens.admin) => {
    const response = await get(`/api/camera/safety-events?${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return safetyEventsPage.parse(response.json());
  };
  const names = (page: { events: Array<{ safety_event_id: number }> }) => {
    const byId = new Map([...events].map(([name, id]) => [id, name]));
    return page.events.map((event) => byId.get(event.safety_event_id));
  };
  const message = (response: { json: () => unknown }) =>
    (response.json() as { error: { message: string } }).error.message;
  const eventRow = async (id: number) =>
    (await t.deps.db.select().from(safetyEvents).where(eq(safetyEvents.safetyEventId, id)))[0];
  const eventId = (name: string) => {
    const id = events.get(name);
    if (id === undefined) throw new Error(`no event ${name}`);
    return id;
  };

  const report = (
    name: string,
    cameraId: number,
    typeId: SafetyEventTypeId,
    at: Date,
    speeds: { speedMph: number; postedSpeedLimit: number | null } = {
      speedMph: 35,
      postedSpeedLimit: null,
    },
  ) => ({
    name,
    cameraId,
    typeId,
    at,
    latitude: 38.9,
    longitude: -92.3,
    ...speeds,
    feed: 'outside' as const,
    clipStart: new Date(at.getTime() - 10_000),
    clipEnd: new Date(at.getTime() + 10_000),
  });

  beforeAll(async () => {
    t = await createTestApp();
    t.deps.now = () => NOW;
    const db = t.deps.db;
    const made = await makeCompanyWithAdmin(db, {
      company: { hasFleetCam: true, timezone: ZONE },
      admin: { email: 'se-admin@example.test', canAccessCamera: true },
    });
    ids.company = made.company.companyId;
    const people = [
      [
        'manager',
        { securityLevelId: 2, canAccessCamera: true, firstName: 'Mo', lastName: 'Coach' },
      ],
      ['readOnly', { securityLevelId: 2, canAccessCamera: true, readOnly: true }],
      ['noCamera', { securityLevelId: 2, canAccessCamera: false }],
    ] as const;
    for (const [key, overrides] of people) {
      await makeUser(db, ids.company, { email: `se-${key}@example.test`, ...overrides });
    }
    const other = await makeCompanyWithAdmin(db, {
      company: { hasFleetCam: true },
      admin: { email: 'se-other@example.test', canAccessCamera: true },
    });
    ids.otherCompany = other.company.companyId;
    await makeCompanyWithAdmin(db, {
      company: { hasFleetCam: false },
      admin: { email: 'se-noService@example.test', canAccessCamera: true },
    });
    for (const key of Object.keys(tokens) as Array<keyof typeof tokens>) {
      tokens[key] = await t.login(`se-${key}@example.test`);
    }

    ids.truck1 = (await makeAsset(db, ids.company, { customName: 'SE Truck 1' })).assetId;
    ids.truck2 = (await makeAsset(db, ids.company, { customName: 'SE Truck 2' })).assetId;
    ids.otherTruck = (await makeAsset(db, ids.otherCompany, { customName: 'Elsewhere' })).assetId;
    // On their trucks since before every event below (docs/CAMERAS.md "Install history").
    const installedAt = dayAt(-20, 0);
    ids.camera1 = (
      await makeCamera(db, ids.company, { assetId: ids.truck1, installedAt })
    ).cameraId;
    ids.camera2 = (
      await makeCamera(db, ids.company, { assetId: ids.truck2, installedAt })
    ).cameraId;
    ids.spareCamera = (await makeCamera(db, ids.company)).cameraId;
    ids.otherCamera = (
      await makeCamera(db, ids.otherCompany, { assetId: ids.otherTruck, installedAt })
    ).cameraId;
    const driver = async (companyId: number, firstName: string) =>
      (await makeOperator(db, companyId, { firstName, lastName: 'Driver' })).operatorId;
    ids.ann = await driver(ids.company, 'Ann');
    ids.bob = await driver(ids.company, 'Bob');
    ids.dee = await driver(ids.company, 'Dee');
    await driver(ids.company, 'Carl'); // never drove: in no analytics
    ids.otherDriver = await driver(ids.otherCompany, 'Olive');

    const shift = (
      companyId: number,
      operatorId: number,
      assetId: number,
      from: Date,
      to?: Date,
    ) => ({
      companyId,
      operatorId,
      assetId,
      source: 'manual',
      dateAssigned: from,
      dateUnassigned: to ?? null,
    });
    await insertAssignments(db, [
      shift(ids.company, ids.ann, ids.truck1, dayAt(-13, 12), dayAt(-10, 12)),
      shift(ids.company, ids.bob, ids.truck1, dayAt(-10, 12)),
      shift(ids.company, ids.dee, ids.truck2, dayAt(-13, 1), dayAt(-7, 12)),
      shift(ids.company, ids.ann, ids.truck2, dayAt(-5, 12)),
      shift(ids.otherCompany, ids.otherDriver, ids.otherTruck, dayAt(-20, 0)),
    ]);
    // Truck 1 drives 100 miles a day, truck 2 fifty, for the last two weeks.
    const usage = [];
    for (let offset = -13; offset <= 0; offset += 1) {
      usage.push(
        { assetId: ids.truck1, companyId: ids.company, day: day(offset), miles: 100 },
        { assetId: ids.truck2, companyId: ids.company, day: day(offset), miles: 50 },
        { assetId: ids.otherTruck, companyId: ids.otherCompany, day: day(offset), miles: 80 },
      );
    }
    await db.insert(assetDailyUsage).values(usage);

    const { aggressiveDeceleration: braking, impact, overSpeed } = INCIDENT_TYPE;
    reports = [
      // The week before this one: Ann on truck 1, then Bob.
      report('ann-12', ids.camera1, braking, dayAt(-12, 14)),
      report('ann-11', ids.camera1, overSpeed, dayAt(-11, 15), {
        speedMph: 70,
        postedSpeedLimit: 55,
      }),
      report('bob-9a', ids.camera1, braking, dayAt(-9, 10)),
      report('bob-9b', ids.camera1, braking, dayAt(-9, 11)),
      report('bob-8', ids.camera1, impact, dayAt(-8, 10)),
      report('bob-7', ids.camera1, overSpeed, dayAt(-7, 9), { speedMph: 61, postedSpeedLimit: 45 }),
      // This week: truck 2 with nobody, then Ann; Bob still on truck 1.
      report('nobody-6', ids.camera2, braking, dayAt(-6, 10)),
      report('ann-3', ids.camera2, braking, dayAt(-3, 15)),
      report('ann-2', ids.camera2, braking, dayAt(-2, 9)),
      report('ann-1', ids.camera2, overSpeed, dayAt(-1, 16), {
        speedMph: 64,
        postedSpeedLimit: 45,
      }),
      report('bob-1', ids.camera1, impact, dayAt(-1, 10)),
      report('other-1', ids.otherCamera, braking, dayAt(-1, 12)),
    ];
    expect(await recordSafetyEvents(db, reports)).toBe(reports.length);
    const rows = await db.select().from(safetyEvents);
    for (const sent of reports) {
      const row = rows.find(
        (r) => r.cameraId === sent.cameraId && r.occurredAt.getTime() === sent.at.getTime(),
      );
      if (row) events.set(sent.name, row.safetyEventId);
    }
  });
  afterAll(async () => t?.close());

  describe('recording', () => {
    it('stores each report once, with the driver assigned at the moment', async () => {
      expect(await recordSafetyEvents(t.deps.db, reports)).toBe(0);
      expect(await t.deps.db.select().from(safetyEvents)).toHaveLength(reports.length);
      const driverOf = async (name: string) => (await eventRow(eventId(name)))?.operatorId;
      expect(await driverOf('ann-12')).toBe(ids.ann);
      expect(await driverOf('bob-9a')).toBe(ids.bob);
      expect(await driverOf('ann-1')).toBe(ids.ann);
      expect(await driverOf('nobody-6')).toBeNull();
      expect(await driverOf('other-1')).toBe(ids.otherDriver);
      expect((await eventRow(eventId('other-1')))?.companyId).toBe(ids.otherCompany);
    });

    it('drops the reports of unknown cameras and of cameras on no asset then', async () => {
      const stray = [
        report('x', 2_000_000_000, INCIDENT_TYPE.impact, dayAt(-1, 3)),
        report('y', ids.spareCamera, INCIDENT_TYPE.impact, dayAt(-1, 3)),
        // Filmed before the camera went on truck 1.
        report('z', ids.camera1, INCIDENT_TYPE.impact, dayAt(-25, 3)),
      ];
      expect(await recordSafetyEvents(t.deps.db, stray)).toBe(0);
      expect(await t.deps.db.select().from(safetyEvents)).toHaveLength(reports.length);
    });
  });

  describe('the list', () => {
    it('answers the last 7 company days, newest first, with names and the clip', async () => {
      const page = await list('');
      expect(names(page)).toEqual(['ann-1', 'bob-1', 'ann-2', 'ann-3', 'nobody-6']);
      expect(page.total).toBe(5);
      const [first] = page.events;
      expect(first).toEqual({
        safety_event_id: eventId('ann-1'),
        tracking_incident_type_id: INCIDENT_TYPE.overSpeed,
        report_timestamp: dayAt(-1, 16).toISOString(),
        asset_id: ids.truck2,
        asset_name: 'SE Truck 2',
        operator: { operator_id: ids.ann, name: 'Ann Driver' },
        speed_mph: 64,
        posted_speed_limit: 45,
        latitude: 38.9,
        longitude: -92.3,
        camera_event_media: {
          camera_id: ids.camera2,
          feed_id: 'outside',
          start_timestamp: dayAt(-1, 16).getTime() - 10_000,
          end_timestamp: dayAt(-1, 16).getTime() + 10_000,
          event_timestamp: dayAt(-1, 16).getTime(),
        },
        coaching: null,
      });
      expect(page.events.at(-1)?.operator).toBeNull();
    });

    it('takes company days from..to, and a default for the one left out', async () => {
      const span = (await list(`from=${day(-13)}&to=${day(-7)}`)).total;
      expect(span).toBe(6);
      expect((await list(`to=${day(-7)}`)).total).toBe(6);
      expect(names(await list(`from=${day(-3)}`))).toEqual(['ann-1', 'bob-1', 'ann-2', 'ann-3']);
      expect(names(await list(`from=${day(-9)}&to=${day(-9)}`))).toEqual(['bob-9b', 'bob-9a']);
    });

    it('narrows by type, driver, asset and coaching; total counts the filter', async () => {
      const since = `from=${day(-13)}`;
      expect(names(await list(`${since}&type=${INCIDENT_TYPE.overSpeed}`))).toEqual([
        'ann-1',
        'bob-7',
        'ann-11',
      ]);
      expect((await list(`${since}&operator_id=${ids.bob}`)).total).toBe(5);
      expect(names(await list(`asset_id=${ids.truck2}`))).toEqual([
        'ann-1',
        'ann-2',
        'ann-3',
        'nobody-6',
      ]);
      expect((await list(`${since}&coached=false`)).total).toBe(11);
      expect((await list(`${since}&coached=true`)).total).toBe(0);
    });

    it('pages with limit and offset', async () => {
      const page = await list('limit=2&offset=1');
      expect(names(page)).toEqual(['bob-1', 'ann-2']);
      expect(page.total).toBe(5);
      expect((await list('offset=10')).events).toEqual([]);
    });

    it('never shows or counts another company’s events', async () => {
      const mine = await list(`from=${day(-13)}`);
      expect(mine.total).toBe(11);
      expect(names(mine)).not.toContain('other-1');
      expect(mine.events.every((e) => e.asset_name !== 'Elsewhere')).toBe(true);
      expect((await list(`operator_id=${ids.otherDriver}`)).total).toBe(0);
      expect((await list(`asset_id=${ids.otherTruck}`)).total).toBe(0);
      const theirs = await list('', tokens.other);
      expect(theirs.total).toBe(1);
      expect(theirs.events[0]?.safety_event_id).toBe(eventId('other-1'));
    });

    it('refuses bad input with the schema’s sentence', async () => {
      const cases: Array<[string, RegExp]> = [
        ['type=3', /^type: type must be one of 15, 16, 2/],
        ['limit=0', /^limit: limit must be a whole number from 1 to 200/],
        ['limit=201', /^limit: /],
        ['offset=-1', /^offset: /],
        ['from=2026-13-01', /^from: from must be a date/],
        [`from=${day(0)}&to=${day(-1)}`, /^from: from must be on or before to/],
        [`from=${day(1)}`, /^from: from must be on or before to/],
        [`from=${day(-400)}`, /^Ask for at most 366 days of safety events at a time\.$/],
        ['coached=yes', /^coached: /],
        ['operator_id=abc', /^operator_id: /],
        ['nope=1', /nope/],
      ];
      for (const [query, expected] of cases) {
        const response = await get(`/api/camera/safety-events?${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(message(response), query).toMatch(expected);
      }
    });
  });

  describe('coaching', () => {
    it('records who coached and what was said, once', async () => {
      const id = eventId('nobody-6');
      const response = await coach(
        id,
        { note: '  Talked it through on the radio.  ' },
        tokens.manager,
      );
      expect(response.statusCode, response.body).toBe(200);
      const coached = safetyEvent.parse(response.json());
      expect(coached.safety_event_id).toBe(id);
      expect(coached.coaching).toEqual({
        coached_at: new Date(NOW).toISOString(),
        coached_by_name: 'Mo Coach',
        note: 'Talked it through on the radio.',
      });
      expect(names(await list('coached=true'))).toEqual(['nobody-6']);

      const again = await coach(id, { note: 'Me too' });
      expect(again.statusCode).toBe(409);
      expect(message(again)).toBe(SAFETY_EVENT_MESSAGES.alreadyCoached);
      expect((await eventRow(id))?.coachingNote).toBe('Talked it through on the radio.');
    });

    it('refuses a read-only user, and writes nothing', async () => {
      const id = eventId('ann-3');
      const response = await coach(id, { note: 'Read only' }, tokens.readOnly);
      expect(response.statusCode).toBe(403);
      expect((await eventRow(id))?.coachedAt).toBeNull();
    });

    it('answers 404 for another company’s event or none, and writes nothing', async () => {
      const theirs = eventId('other-1');
      for (const id of [theirs, 2_000_000_000]) {
        const response = await coach(id, { note: 'Not mine' });
        expect(response.statusCode).toBe(404);
        expect(message(response)).toBe(SAFETY_EVENT_MESSAGES.notFound);
      }
      expect((await eventRow(theirs))?.coachedAt).toBeNull();
    });

    it('refuses bad bodies and ids with a sentence', async () => {
      const id = eventId('ann-3');
      const long = await coach(id, { note: 'x'.repeat(1001) });
      expect(long.statusCode).toBe(400);
      expect(message(long)).toMatch(/^note: Keep the note under 1,000 characters/);
      expect((await coach(id, { note: 'ok', coached_by: 1 })).statusCode).toBe(400);
      expect((await coach(id, {})).statusCode).toBe(400);
      const badId = await t.call(tokens.admin, {
        method: 'POST',
        url: '/api/camera/safety-events/abc/coaching',
        payload: { note: 'x' },
      });
      expect(badId.statusCode).toBe(400);
      expect(message(badId)).toMatch(/^safetyEventId: /);
      expect((await eventRow(id))?.coachedAt).toBeNull();
    });
  });

  describe('camera access', () => {
    it('is needed for every call: the user’s and the company’s', async () => {
      for (const token of [tokens.noCamera, tokens.noService]) {
        for (const url of ['/api/camera/safety-events', '/api/camera/driver-analytics']) {
          const response = await get(url, token);
          expect(response.statusCode, url).toBe(403);
          expect(message(response)).toBe(NO_CAMERA_ACCESS);
        }
      }
      const id = eventId('ann-3');
      const refused = await coach(id, { note: 'No camera' }, tokens.noCamera);
      expect(refused.statusCode).toBe(403);
      expect((await eventRow(id))?.coachedAt).toBeNull();
    });
  });

  describe('driver analytics', () => {
    const analytics = async (days: number) => {
      const response = await get(`/api/camera/driver-analytics?days=${days}`);
      expect(response.statusCode, response.body).toBe(200);
      return driverAnalytics.parse(response.json());
    };

    /** A driver's row as the analytics should give it, from their miles and events. */
    const score = (
      person: { operator_id: number; name: string },
      window: { miles: number; events: number; byType: [number, number, number] },
      before: { miles: number; events: number },
      uncoached: number,
    ) => {
      const rate = eventsPer1000Miles(window.events, window.miles);
      const previous = eventsPer1000Miles(before.events, before.miles);
      const [hardBraking, impact, overSpeed] = window.byType;
      return {
        ...person,
        miles: Math.round(window.miles * 10) / 10,
        events: window.events,
        events_by_type: { hard_braking: hardBraking, impact, over_speed: overSpeed },
        events_per_1000_miles: rate,
        previous_events_per_1000_miles: previous,
        trend: driverTrend(rate, previous),
        uncoached,
      };
    };
    // Each asset-day's miles go to the drivers assigned that day, by the part of it each had:
    // a driver alone on a truck that day gets all of it, whatever hours the assignment named.
    const miles = {
      // Truck 2 alone from noon of day -5 to today (open).
      ann7: 6 * 50,
      // Truck 1 alone from noon of day -13 to noon of day -10, which Bob has from then on.
      annBefore: 3 * 100 + 100 * shareUntil(-10, 12),
      bob7: 7 * 100,
      bobBefore: 100 * shareFrom(-10, 12) + 3 * 100,
      // Truck 2 alone from 1 am of day -13 to noon of day -7.
      deeBefore: 7 * 50,
    };

    it('shares each asset-day’s miles among its drivers by time, worst rate first', async () => {
      // Coached events still count; they are no longer 'uncoached'.
      expect((await coach(eventId('ann-2'), { note: 'Eyes up' })).statusCode).toBe(200);
      const result = await analytics(7);
      expect(result.days).toBe(7);
      const ann = { operator_id: ids.ann, name: 'Ann Driver' };
      const bob = { operator_id: ids.bob, name: 'Bob Driver' };
      const dee = { operator_id: ids.dee, name: 'Dee Driver' };
      expect(result.drivers).toEqual([
        // 3 events on about 275 miles; the week before 2 on about 350: worse.
        score(
          ann,
          { miles: miles.ann7, events: 3, byType: [2, 0, 1] },
          { miles: miles.annBefore, events: 2 },
          2,
        ),
        // 1 event on 700 miles; the week before 4 on about 350 (day -10 shared with Ann).
        score(
          bob,
          { miles: miles.bob7, events: 1, byType: [0, 1, 0] },
          { miles: miles.bobBefore, events: 4 },
          1,
        ),
        score(
          dee,
          { miles: 0, events: 0, byType: [0, 0, 0] },
          { miles: miles.deeBefore, events: 0 },
          0,
        ),
      ]);
      const [first, second] = result.drivers;
      expect([first?.trend, second?.trend]).toEqual(['worse', 'better']);
    });

    it('compares a longer window with the one before it', async () => {
      const result = await analytics(30);
      const round = (value: number) => Math.round(value * 10) / 10;
      const ann = miles.ann7 + miles.annBefore;
      const bob = miles.bob7 + miles.bobBefore;
      expect(
        result.drivers.map((d) => [
          d.name,
          d.miles,
          d.events,
          d.events_per_1000_miles,
          d.previous_events_per_1000_miles,
          d.trend,
        ]),
      ).toEqual([
        ['Ann Driver', round(ann), 5, eventsPer1000Miles(5, ann), null, 'new'],
        ['Bob Driver', round(bob), 5, eventsPer1000Miles(5, bob), null, 'new'],
        ['Dee Driver', round(miles.deeBefore), 0, 0, null, 'new'],
      ]);
      const theirs = driverAnalytics.parse(
        (await get('/api/camera/driver-analytics?days=7', tokens.other)).json(),
      );
      expect(theirs.drivers.map((d) => [d.name, d.miles, d.events])).toEqual([
        ['Olive Driver', 560, 1],
      ]);
    });

    it('refuses a window it does not offer', async () => {
      for (const query of ['days=14', 'days=', 'days=7&x=1']) {
        const response = await get(`/api/camera/driver-analytics?${query}`);
        expect(response.statusCode, query).toBe(400);
      }
      expect(message(await get('/api/camera/driver-analytics?days=14'))).toMatch(
        /^days: days must be 7, 30 or 90/,
      );
    });
  });

  describe('the trip history', () => {
    const tripsOf = async (token: string) => {
      const window = `iso_start=${dayAt(-1, 0).toISOString()}&iso_end=${dayAt(0, 0).toISOString()}`;
      const response = await get(`/api/assets/${ids.truck2}/trips?${window}`, token);
      expect(response.statusCode, response.body).toBe(200);
      return tripDay.parse(response.json());
    };

    it('carries the asset’s safety events as incidents with their clip', async () => {
      const { incidents } = await tripsOf(tokens.admin);
      const id = eventId('ann-1');
      expect(incidents).toEqual([
        {
          tracking_incident_id: `camera-${id}`,
          tracking_incident_type_id: INCIDENT_TYPE.overSpeed,
          tracking_event_id: null,
          report_timestamp: dayAt(-1, 16).toISOString(),
          duration: 0,
          severity: 'critical',
          optional_fields: { vehicle_speed: 64, posted_speed_limit: 45, speed_unit: 'mph' },
          geofence: null,
          asset_incident_threshold: null,
          camera_event_medias: [
            {
              camera_id: ids.camera2,
              feed_id: 'outside',
              start_timestamp: dayAt(-1, 16).getTime() - 10_000,
              end_timestamp: dayAt(-1, 16).getTime() + 10_000,
              event_timestamp: dayAt(-1, 16).getTime(),
            },
          ],
          latitude: 38.9,
          longitude: -92.3,
        },
      ]);
    });

    it('shows the incident without its clip to a user without camera access', async () => {
      const { incidents } = await tripsOf(tokens.noCamera);
      expect(incidents.map((i) => [i.tracking_incident_id, i.camera_event_medias])).toEqual([
        [`camera-${eventId('ann-1')}`, []],
      ]);
    });
  });
});
