import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, isNotNull, sql } from 'drizzle-orm';
import { INCIDENT_TYPE, safetyEventsPage } from '@fleet/domain';
import { makeCompanyWithAdmin } from '../src/demo/factories';
import { makeAsset } from '../src/demo/asset-factories';
import { makeCamera } from '../src/demo/camera-factories';
import { makeOperator } from '../src/demo/operator-factories';
import { insertAssignments } from '../src/demo/fleet/seed-operators.repo';
import { cameraInstalls, cameras, safetyEvents } from '../src/db/schema/index';
import { setCompanyFlag } from '../src/modules/flags/flags.repo';
import { recordSafetyEvents } from '../src/modules/safety-events/record-safety-events.service';
import { ARCHIVE } from './archive-fixture';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const NOW = Date.now();
const ago = (ms: number) => new Date(NOW - ms);

/**
 * docs/CAMERAS.md "Install history": every install, move and take-off is kept, and a safety
 * event goes on the asset (and that asset's driver) the camera was on when it was filmed, not
 * the one it is on when the upload arrives.
 */
describe.skipIf(isPostgresUnavailable())('camera install history', () => {
  let t: TestApp;
  let token = '';
  let otherToken = '';
  let companyId = 0;
  let otherCompanyId = 0;

  /** Runs the call as if made at `at` (the stays begin and end at the server's now). */
  const callAt = async (
    at: Date,
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: object,
  ) => {
    t.deps.now = () => at.getTime();
    try {
      const response = await t.call(token, { method, url, ...(body ? { payload: body } : {}) });
      expect(response.statusCode, response.body).toBeLessThan(300);
      return response;
    } finally {
      t.deps.now = () => NOW;
    }
  };
  const moveAt = (at: Date, cameraId: number, assetId: number | null) =>
    callAt(at, 'PUT', `/api/cameras/${cameraId}/asset`, { asset_id: assetId });
  const staysOf = async (cameraId: number) =>
    (
      await t.deps.db
        .select()
        .from(cameraInstalls)
        .where(eq(cameraInstalls.cameraId, cameraId))
        .orderBy(asc(cameraInstalls.installedAt), asc(cameraInstalls.cameraInstallId))
    ).map((s) => ({
      companyId: s.companyId,
      assetId: s.assetId,
      installedAt: s.installedAt.getTime(),
      removedAt: s.removedAt?.getTime() ?? null,
    }));
  const stay = (assetId: number, from: Date, to: Date | null) => ({
    companyId,
    assetId,
    installedAt: from.getTime(),
    removedAt: to?.getTime() ?? null,
  });

  beforeAll(async () => {
    t = await createTestApp();
    t.deps.now = () => NOW;
    const made = await makeCompanyWithAdmin(t.deps.db, {
      company: { hasFleetCam: true },
      admin: { email: 'stay-admin@example.test', canAccessCamera: true },
    });
    companyId = made.company.companyId;
    await setCompanyFlag(t.deps.db, companyId, 'asset-archive', true);
    const other = await makeCompanyWithAdmin(t.deps.db, {
      company: { hasFleetCam: true },
      admin: { email: 'stay-other@example.test', canAccessCamera: true },
    });
    otherCompanyId = other.company.companyId;
    token = await t.login('stay-admin@example.test');
    otherToken = await t.login('stay-other@example.test');
  });
  afterAll(async () => t?.close());

  it('keeps every stay: registered on an asset, moved, taken off, archived, removed', async () => {
    const truckA = (await makeAsset(t.deps.db, companyId, { customName: 'Stay A' })).assetId;
    const truckB = (await makeAsset(t.deps.db, companyId, { customName: 'Stay B' })).assetId;
    const created = await callAt(ago(5 * HOUR), 'POST', '/api/cameras', {
      camera_vendor_id: 3,
      vendor_camera_id: 'STAY-1',
      asset_id: truckA,
    });
    const cameraId = created.json<{ camera_id: number }>().camera_id;
    expect(await staysOf(cameraId)).toEqual([stay(truckA, ago(5 * HOUR), null)]);

    await moveAt(ago(4 * HOUR), cameraId, truckB);
    // Installing it where it is changes nothing.
    await moveAt(ago(3 * HOUR), cameraId, truckB);
    await moveAt(ago(2 * HOUR), cameraId, null);
    await moveAt(ago(HOUR), cameraId, truckA);
    expect(await staysOf(cameraId)).toEqual([
      stay(truckA, ago(5 * HOUR), ago(4 * HOUR)),
      stay(truckB, ago(4 * HOUR), ago(2 * HOUR)),
      stay(truckA, ago(HOUR), null),
    ]);

    // Archiving the asset takes its camera off (docs/ARCHIVE.md): the stay ends then.
    t.deps.now = () => NOW;
    const archived = await t.call(token, {
      method: 'POST',
      url: '/api/fleet/graphql',
      payload: { query: ARCHIVE, variables: { assetId: truckA, status: 'SOLD' } },
    });
    expect(archived.json(), archived.body).toMatchObject({ data: { archiveAsset: true } });
    const [, , last] = await staysOf(cameraId);
    expect(last?.removedAt).not.toBeNull();
    expect(last?.removedAt ?? 0).toBeGreaterThanOrEqual(NOW - MINUTE);

    // Removing the camera takes its history with it; its events would stay.
    await callAt(new Date(NOW), 'DELETE', `/api/cameras/${cameraId}`);
    expect(await staysOf(cameraId)).toEqual([]);
  });

  it('puts a late upload on the asset and driver of the moment it was filmed', async () => {
    const truckA = (await makeAsset(t.deps.db, companyId, { customName: 'Film A' })).assetId;
    const truckB = (await makeAsset(t.deps.db, companyId, { customName: 'Film B' })).assetId;
    const pat = (await makeOperator(t.deps.db, companyId, { firstName: 'Pat' })).operatorId;
    const quinn = (await makeOperator(t.deps.db, companyId, { firstName: 'Quinn' })).operatorId;
    await insertAssignments(t.deps.db, [
      {
        companyId,
        operatorId: pat,
        assetId: truckA,
        source: 'manual',
        dateAssigned: ago(48 * HOUR),
      },
      {
        companyId,
        operatorId: quinn,
        assetId: truckB,
        source: 'manual',
        dateAssigned: ago(48 * HOUR),
      },
    ]);
    const camera = await makeCamera(t.deps.db, companyId, {
      assetId: truckA,
      installedAt: ago(10 * HOUR),
    });
    // Moved to truck B, then taken off; the camera uploads only afterwards.
    await moveAt(ago(6 * HOUR), camera.cameraId, truckB);
    await moveAt(ago(3 * HOUR), camera.cameraId, null);

    const filmed = (at: Date) => ({
      cameraId: camera.cameraId,
      typeId: INCIDENT_TYPE.aggressiveDeceleration,
      at,
      latitude: 38.9,
      longitude: -92.3,
      speedMph: 30,
      postedSpeedLimit: null,
      feed: 'outside' as const,
      clipStart: new Date(at.getTime() - 10_000),
      clipEnd: new Date(at.getTime() + 10_000),
    });
    const reports = [
      filmed(ago(12 * HOUR)), // before it was installed anywhere: dropped
      filmed(ago(8 * HOUR)), // on truck A, Pat driving
      filmed(ago(6 * HOUR)), // the moment of the move: already on truck B
      filmed(ago(4 * HOUR)), // on truck B, Quinn driving
      filmed(ago(2 * HOUR)), // taken off: dropped
    ];
    expect(await recordSafetyEvents(t.deps.db, reports)).toBe(3);
    const rows = await t.deps.db
      .select()
      .from(safetyEvents)
      .where(eq(safetyEvents.cameraId, camera.cameraId))
      .orderBy(asc(safetyEvents.occurredAt));
    expect(rows.map((r) => [r.occurredAt.getTime(), r.companyId, r.assetId, r.operatorId])).toEqual(
      [
        [ago(8 * HOUR).getTime(), companyId, truckA, pat],
        [ago(6 * HOUR).getTime(), companyId, truckB, quinn],
        [ago(4 * HOUR).getTime(), companyId, truckB, quinn],
      ],
    );

    // The list says the same, to this company only.
    const list = async (who: string) =>
      safetyEventsPage.parse(
        (await t.call(who, { method: 'GET', url: '/api/camera/safety-events' })).json(),
      );
    const mine = await list(token);
    expect(mine.events.map((e) => [e.asset_name, e.operator?.operator_id])).toEqual([
      ['Film B', quinn],
      ['Film B', quinn],
      ['Film A', pat],
    ]);
    expect((await list(otherToken)).total).toBe(0);
    expect(otherCompanyId).not.toBe(companyId);
  });

  it('backfills one open stay per installed camera from its creation (migration 0020)', async () => {
    const migration = readFileSync(
      new URL('../src/db/migrations/0020_camera_installs.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').at(-1) ?? '';
    expect(backfill).toMatch(/INSERT INTO "camera_installs"/);
    const truck = (await makeAsset(t.deps.db, otherCompanyId, { customName: 'Old' })).assetId;
    await makeCamera(t.deps.db, otherCompanyId, { assetId: truck });
    await makeCamera(t.deps.db, otherCompanyId);
    // As the database stood before 0020: cameras on assets, no history.
    await t.deps.db.delete(cameraInstalls);
    await t.deps.db.execute(sql.raw(backfill));
    const installed = await t.deps.db
      .select({
        companyId: cameras.companyId,
        assetId: cameras.assetId,
        installedAt: cameras.createdAt,
        cameraId: cameras.cameraId,
      })
      .from(cameras)
      .where(isNotNull(cameras.assetId))
      .orderBy(asc(cameras.cameraId));
    const stays = await t.deps.db
      .select({
        companyId: cameraInstalls.companyId,
        assetId: cameraInstalls.assetId,
        installedAt: cameraInstalls.installedAt,
        cameraId: cameraInstalls.cameraId,
        removedAt: cameraInstalls.removedAt,
      })
      .from(cameraInstalls)
      .orderBy(asc(cameraInstalls.cameraId));
    expect(installed.length).toBeGreaterThan(0);
    expect(stays).toEqual(installed.map((camera) => ({ ...camera, removedAt: null })));
  });
});
