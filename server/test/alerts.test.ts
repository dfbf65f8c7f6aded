import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  WORK_ORDER_STATUS,
  type AlertItem,
  type AlertPage,
  type AlertRule,
  type MaintenanceGroup,
  type Position,
} from '@fleet/domain';
import { makeCompanyWithAdmin, makeUser } from '../src/demo/factories';
import { makeGeofence, makeTrackedAsset } from '../src/demo/asset-factories';
import { createDevices } from '../src/devices/devices';
import { deviceLookups } from '../src/device-lookups';
import { createInProcessBus } from '../src/platform/events';
import {
  notifyFired,
  sweepLostContact,
  sweepServiceDueAlerts,
} from '../src/modules/alerts/alert-background';
import { sweepServiceDue } from '../src/modules/service/service-due-sweep';
import { alerts, emailMessages, smsMessages } from '../src/db/schema/index';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';

/** The yard: a 500 m circle; "in" and "out" are points inside and 2 km east of it. */
const YARD = { lon: -92.3273, lat: 38.9498 };
const IN = { latitude: YARD.lat, longitude: YARD.lon };
const OUT = { latitude: YARD.lat, longitude: YARD.lon + 0.025 };

describe.skipIf(isPostgresUnavailable())('alerts (issue 12: rules, the ingest, Activity)', () => {
  let t: TestApp;
  let companyId: number;
  let admin: string;
  let readOnly: string;
  let plainUser: string;
  let other: string;
  let yardId: number;
  let foreignYardId: number;
  let dispatcherId: number;
  const base = Date.now() - 3_600_000;

  beforeAll(async () => {
    t = await createTestApp();
    const made = await makeCompanyWithAdmin(t.deps.db, { admin: { email: 'alerts@example.test' } });
    companyId = made.company.companyId;
    await makeUser(t.deps.db, companyId, {
      email: 'alerts-ro@example.test',
      securityLevelId: 2,
      readOnly: true,
    });
    await makeUser(t.deps.db, companyId, { email: 'alerts-user@example.test', securityLevelId: 5 });
    dispatcherId = (
      await makeUser(t.deps.db, companyId, {
        email: 'alerts-dispatch@example.test',
        securityLevelId: 2,
        cellPhoneNumber: '5735550142',
      })
    ).userId;
    const theirs = await makeCompanyWithAdmin(t.deps.db, {
      admin: { email: 'alerts-other@example.test' },
    });
    yardId = (
      await makeGeofence(t.deps.db, companyId, {
        name: 'Columbia Yard',
        shape: { kind: 'circle', center: [YARD.lon, YARD.lat], radiusMeters: 500 },
      })
    ).geofenceId;
    foreignYardId = (await makeGeofence(t.deps.db, theirs.company.companyId)).geofenceId;
    await t.deps.devices.geofences.reload();
    admin = await t.login('alerts@example.test');
    readOnly = await t.login('alerts-ro@example.test');
    plainUser = await t.login('alerts-user@example.test');
    other = await t.login('alerts-other@example.test');
  });
  afterAll(async () => t?.close());

  const rule = async (body: object, token = admin) => {
    const response = await t.call(token, {
      method: 'POST',
      url: '/api/alert-rules',
      payload: body,
    });
    await t.deps.devices.alertRules.reload();
    return response;
  };
  const notify = { in_app: true, sms: false, email: false, user_ids: [] };
  const exitRule = { name: 'Left the yard', kind: 'geofence_exit', geofence_id: 0, notify };

  /** One tracked asset of the company with its own serial: tests do not share fixes. */
  const truck = async () => {
    const { asset, tracker } = await makeTrackedAsset(t.deps.db, companyId);
    const send = async (
      minutes: number,
      place: { latitude: number; longitude: number },
      extra: Partial<Position> = {},
      ingest = t.deps.devices.ingest,
      receivedAt?: number,
    ) => {
      const [outcome] = await ingest.submit(
        [
          {
            deviceSerial: tracker.deviceSerial,
            fixTime: base + minutes * 60_000,
            valid: true,
            speedMph: 20,
            attributes: {},
            ...place,
            ...extra,
          },
        ],
        { receivedAt },
      );
      return outcome?.kind;
    };
    const fired = async () =>
      t.deps.db.select().from(alerts).where(eq(alerts.assetId, asset.assetId));
    return { asset, send, fired };
  };

  describe('rules', () => {
    it('adds, reads, replaces and deletes a rule; refuses what is not the company’s', async () => {
      const created = await rule({ ...exitRule, geofence_id: yardId });
      expect(created.statusCode, created.body).toBe(201);
      const body = created.json<AlertRule>();
      expect(body).toMatchObject({ kind: 'geofence_exit', geofence_id: yardId, active: true });
      const foreign = await rule({ ...exitRule, geofence_id: foreignYardId });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().error.message).toBe('That geofence is not one of your company’s.');
      const replaced = await t.call(admin, {
        method: 'PUT',
        url: `/api/alert-rules/${body.alert_rule_id}`,
        payload: { ...exitRule, geofence_id: yardId, name: 'Out of the yard', active: false },
      });
      expect(replaced.json<AlertRule>()).toMatchObject({ name: 'Out of the yard', active: false });
      const theirs = await t.call(other, {
        method: 'GET',
        url: `/api/alert-rules/${body.alert_rule_id}`,
      });
      expect(theirs.statusCode).toBe(404);
      const deleted = await t.call(admin, {
        method: 'DELETE',
        url: `/api/alert-rules/${body.alert_rule_id}`,
      });
      expect(deleted.statusCode).toBe(204);
    });

    it('says what is wrong with a rule, in a sentence', async () => {
      const cases: Array<[object, string]> = [
        [{ ...exitRule, geofence_id: null }, 'Choose one geofence or one group of geofences.'],
        [
          { name: 'Fast', kind: 'over_speed', params: { speed_mph: 300 }, notify },
          'The speed must be at most 150 mph.',
        ],
        [
          { name: 'Fast', kind: 'over_speed', params: {}, notify, geofence_id: yardId },
          'Only geofence alerts name a geofence.',
        ],
        [
          {
            name: 'Text me',
            kind: 'idle',
            params: { minutes: 15 },
            notify: { ...notify, sms: true },
          },
          'Choose who gets the text or email.',
        ],
        [
          {
            name: 'Hours',
            kind: 'threshold',
            params: { reading: 'hours', min: null, max: null },
            notify,
          },
          'Give a lowest or a highest value (or both).',
        ],
      ];
      for (const [body, message] of cases) {
        const response = await rule(body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.body).toContain(message);
      }
      const stranger = await rule({
        name: 'Tell them',
        kind: 'idle',
        params: { minutes: 10 },
        notify: { ...notify, sms: true, user_ids: [999_999] },
      });
      expect(stranger.json().error.message).toBe(
        'Someone chosen to be told is not one of your company’s users.',
      );
    });

    it('is for admins and managers; read-only ones only read', async () => {
      expect((await rule({ ...exitRule, geofence_id: yardId }, readOnly)).statusCode).toBe(403);
      expect((await t.call(readOnly, { method: 'GET', url: '/api/alert-rules' })).statusCode).toBe(
        200,
      );
      expect((await t.call(plainUser, { method: 'GET', url: '/api/alert-rules' })).statusCode).toBe(
        403,
      );
      expect((await t.call(plainUser, { method: 'GET', url: '/api/alerts' })).statusCode).toBe(403);
    });
  });

  describe('the ingest', () => {
    let exitRuleId: number;
    let enterRuleId: number;
    beforeAll(async () => {
      exitRuleId = (await rule({ ...exitRule, geofence_id: yardId })).json<AlertRule>()
        .alert_rule_id;
      enterRuleId = (
        await rule({ ...exitRule, name: 'Back in', kind: 'geofence_enter', geofence_id: yardId })
      ).json<AlertRule>().alert_rule_id;
    });

    it('fires once per crossing, however often the fixes come', async () => {
      const { send, fired } = await truck();
      await send(0, IN);
      await send(1, IN);
      expect(await fired()).toEqual([]);
      await send(2, OUT);
      await send(2, OUT); // the tracker sends it again
      await send(3, OUT);
      const exits = (await fired()).filter((a) => a.alertRuleId === exitRuleId);
      expect(exits).toHaveLength(1);
      expect(exits[0]).toMatchObject({ incidentTypeId: 1, severity: 'info', geofenceId: yardId });
      expect(exits[0]?.evidence).toMatchObject({ crossed: 'outside Columbia Yard' });
      await send(4, IN);
      await send(5, OUT);
      const all = await fired();
      expect(all.filter((a) => a.alertRuleId === exitRuleId)).toHaveLength(2);
      expect(all.filter((a) => a.alertRuleId === enterRuleId)).toHaveLength(1);
    });

    it('finds what a late fix reveals, and never repeats what it only refines', async () => {
      const { send, fired } = await truck();
      await send(0, IN);
      await send(10, IN);
      expect(await fired()).toEqual([]);
      // Out and back between two fixes inside: only the late fix shows it.
      expect(await send(5, OUT)).toBe('stored');
      const revealed = await fired();
      expect(revealed.map((a) => a.alertRuleId).sort()).toEqual([exitRuleId, enterRuleId].sort());
      // Another late fix outside, inside the same brackets: the same exit and entry.
      await send(6, OUT);
      await send(3, IN);
      expect(await fired()).toHaveLength(2);

      const second = await truck();
      await second.send(0, IN);
      await second.send(10, OUT);
      expect(await second.fired()).toHaveLength(1);
      // The exit happened earlier than the first fix outside showed: still the same exit.
      await second.send(4, OUT);
      await second.send(2, IN);
      expect(await second.fired()).toHaveLength(1);
    });

    it('neither loses nor repeats an alert across a restart', async () => {
      const { send, fired } = await truck();
      await send(0, IN);
      await send(1, OUT);
      expect(await fired()).toHaveLength(1);
      // A second process on the same database, as after kill -9; the tracker sends again
      // what it had no answer for, then moves on.
      const restarted = await createDevices(
        t.database,
        createInProcessBus(),
        deviceLookups(t.database.db),
      );
      try {
        await send(1, OUT, {}, restarted.ingest);
        expect(await fired()).toHaveLength(1);
        await send(2, IN, {}, restarted.ingest);
        await send(3, OUT, {}, restarted.ingest);
        await restarted.ingest.idle();
        expect(await fired()).toHaveLength(3);
      } finally {
        await restarted.close();
      }
    });

    it('fires over speed at the start of each spell above the limit', async () => {
      await rule({ name: 'Speeding', kind: 'over_speed', params: { speed_mph: 65 }, notify });
      const { send, fired } = await truck();
      await send(0, OUT, { speedMph: 40 });
      await send(1, OUT, { speedMph: 70 });
      await send(2, OUT, { speedMph: 72 });
      await send(3, OUT, { speedMph: 50 });
      await send(4, OUT, { speedMph: 80 });
      const speeding = (await fired()).filter((a) => a.incidentTypeId === 2);
      expect(speeding).toHaveLength(2);
      expect(speeding[0]).toMatchObject({ severity: 'critical' });
      expect(speeding[0]?.evidence).toMatchObject({
        crossed: '70 mph > 65 mph',
        fixes: [{ value: 40 }, { value: 70 }],
      });
    });
  });

  describe('Activity, the bell, lost contact and texts', () => {
    it('lists alerts newest first with why they fired, counts unread, marks read', async () => {
      const page = await t.call(admin, { method: 'GET', url: '/api/alerts?page_size=5' });
      expect(page.statusCode, page.body).toBe(200);
      const body = page.json<AlertPage>();
      expect(body.items.length).toBeGreaterThan(0);
      expect(body.unread).toBe(body.total);
      const [first, second] = body.items;
      expect(Date.parse(first?.fired_at ?? '')).toBeGreaterThanOrEqual(
        Date.parse(second?.fired_at ?? ''),
      );
      const one = await t.call(admin, { method: 'GET', url: `/api/alerts/${first?.alert_id}` });
      expect(one.json<AlertItem>()).toMatchObject({ alert_id: first?.alert_id, is_read: false });
      const read = await t.call(admin, {
        method: 'POST',
        url: '/api/alerts/read',
        payload: { alert_ids: [first?.alert_id] },
      });
      expect(read.json()).toEqual({ unread: body.total - 1 });
      // Reading is one's own: the read-only manager still has it unread.
      const theirs = await t.call(readOnly, { method: 'GET', url: '/api/alerts/unread-count' });
      expect(theirs.json()).toEqual({ unread: body.total });
      // Another company sees none of them, not even a count.
      const stranger = await t.call(other, { method: 'GET', url: '/api/alerts' });
      expect(stranger.json<AlertPage>()).toMatchObject({ items: [], total: 0, unread: 0 });
      expect(
        (await t.call(other, { method: 'GET', url: `/api/alerts/${first?.alert_id}` })).statusCode,
      ).toBe(404);
      const all = await t.call(admin, {
        method: 'POST',
        url: '/api/alerts/read',
        payload: { all: true },
      });
      expect(all.json()).toEqual({ unread: 0 });
    });

    it('fires lost contact once per silence', async () => {
      await rule({ name: 'Silent', kind: 'lost_contact', params: { minutes: 30 }, notify });
      const { send, fired, asset } = await truck();
      await send(0, IN);
      await t.deps.devices.ingest.idle();
      const later = Date.now() + 3 * 3_600_000;
      expect(await sweepLostContact(t.deps, later)).toBeGreaterThan(0);
      expect(await sweepLostContact(t.deps, later + 60_000)).toBe(0);
      const silent = (await fired()).filter((a) => a.incidentTypeId === 27);
      expect(silent).toHaveLength(1);
      expect(silent[0]?.assetId).toBe(asset.assetId);
    });

    it('reads the fleet a window at a time and fires once per silence, again after the next', async () => {
      const created = await rule({
        name: 'Silent a while',
        kind: 'lost_contact',
        params: { minutes: 30 },
        notify,
      });
      const ruleId = created.json<AlertRule>().alert_rule_id;
      const trucks = [await truck(), await truck(), await truck()];
      for (const each of trucks) await each.send(0, IN);
      await t.deps.devices.ingest.idle();
      const silences = async (each: (typeof trucks)[number]) =>
        (await each.fired()).filter((a) => a.alertRuleId === ruleId).length;
      const later = Date.now() + 3 * 3_600_000;
      // A window of one status: every truck is still found, each in its own statement.
      expect(await sweepLostContact(t.deps, later, 1)).toBeGreaterThanOrEqual(trucks.length);
      expect(await sweepLostContact(t.deps, later + 60_000, 1)).toBe(0);
      for (const each of trucks) expect(await silences(each)).toBe(1);
      // The first truck checks in again and falls silent again: a new silence, new alerts.
      const [first] = trucks;
      if (!first) throw new Error('no truck');
      await first.send(10, IN, {}, t.deps.devices.ingest, later);
      await t.deps.devices.ingest.idle();
      expect(await sweepLostContact(t.deps, later + 3 * 3_600_000, 1)).toBeGreaterThanOrEqual(1);
      expect(await silences(first)).toBe(2);
      expect(await sweepLostContact(t.deps, later + 3 * 3_600_000 + 60_000, 1)).toBe(0);
    });

    it('fires service due once per interval and service, again once the next one falls due', async () => {
      const created = await rule({
        name: 'Oil overdue',
        kind: 'service_due',
        params: { when: 'overdue' },
        notify,
      });
      expect(created.statusCode, created.body).toBe(201);
      const ruleId = created.json<AlertRule>().alert_rule_id;
      const { send, fired, asset } = await truck();
      await send(0, IN, { odometerMiles: 1200 });
      await t.deps.devices.ingest.idle();
      const group = await t.call(admin, {
        method: 'POST',
        url: '/api/maintenance-groups',
        payload: { name: 'Trucks', intervals: [{ name: 'Oil change', miles: 1000 }] },
      });
      expect(group.statusCode, group.body).toBe(201);
      const { maintenance_group_id: groupId, intervals } = group.json<MaintenanceGroup>();
      await t.call(admin, {
        method: 'PUT',
        url: `/api/maintenance-groups/${groupId}/assets`,
        payload: { asset_ids: [asset.assetId] },
      });
      const ruleAlerts = async () =>
        (await fired()).filter((alert) => alert.alertRuleId === ruleId);
      // The server's own sweeps may run meanwhile: what counts is what is written, not who did.
      const sweep = async () => {
        await sweepServiceDue(t.deps, Date.now());
        await sweepServiceDueAlerts(t.deps, Date.now());
      };
      await sweep();
      await sweep();
      const [first, ...more] = await ruleAlerts();
      expect(more).toHaveLength(0);
      expect(first).toMatchObject({ incidentTypeId: 32, assetId: asset.assetId });
      expect(first?.evidence).toMatchObject({ crossed: 'Oil change: 200 miles overdue' });

      // The oil is changed at 1,200 miles: a new cycle, nothing due until 2,200.
      const order = await t.call(admin, {
        method: 'POST',
        url: '/api/work-orders',
        payload: {
          asset_id: asset.assetId,
          description: 'Oil and filter',
          maintenance_group_interval_id: intervals[0]?.maintenance_group_interval_id,
        },
      });
      await t.call(admin, {
        method: 'PATCH',
        url: `/api/work-orders/${order.json<{ work_order_id: number }>().work_order_id}`,
        payload: { work_order_status_id: WORK_ORDER_STATUS.closed },
      });
      await sweep();
      expect(await ruleAlerts()).toHaveLength(1);
      await send(30, IN, { odometerMiles: 2300 });
      await t.deps.devices.ingest.idle();
      await sweep();
      await sweep();
      const again = await ruleAlerts();
      expect(again).toHaveLength(2);
      expect(again.map((alert) => alert.evidence.crossed)).toContain(
        'Oil change: 100 miles overdue',
      );
    });

    it('refuses a service-due rule without when it fires, with a sentence', async () => {
      const response = await rule({ name: 'Service', kind: 'service_due', params: {}, notify });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('Choose when the alert fires.');
    });

    it('texts and emails the people a rule names, once per alert', async () => {
      await rule({
        name: 'Idle too long',
        kind: 'over_speed',
        params: { speed_mph: 90 },
        notify: { in_app: true, sms: true, email: true, user_ids: [dispatcherId] },
      });
      const { send } = await truck();
      await send(0, OUT, { speedMph: 30 });
      await send(1, OUT, { speedMph: 95 });
      // The server's own notifier and these two calls race for it: one of them sends it.
      await notifyFired(t.deps);
      await notifyFired(t.deps);
      const textsSent = () =>
        t.deps.db
          .select()
          .from(smsMessages)
          .where(sql`${smsMessages.purpose} = 'alert' and ${smsMessages.companyId} = ${companyId}`);
      await expect.poll(async () => (await textsSent()).length, { timeout: 5000 }).toBe(1);
      const texts = await textsSent();
      expect(texts[0]).toMatchObject({ toNumber: '5735550142', status: 'outbox' });
      expect(texts[0]?.body).toContain('Idle too long');
      const emailsSent = () =>
        t.deps.db
          .select()
          .from(emailMessages)
          .where(
            sql`${emailMessages.purpose} = 'alert' and ${emailMessages.companyId} = ${companyId}`,
          );
      await expect.poll(async () => (await emailsSent()).length, { timeout: 5000 }).toBe(1);
      const emails = await emailsSent();
      expect(emails[0]).toMatchObject({
        toAddress: 'alerts-dispatch@example.test',
        subject: expect.stringContaining('Idle too long') as string,
      });
    });
  });
});
