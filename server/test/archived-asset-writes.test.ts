import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { ARCHIVE_MESSAGES, RENTAL_STATUS } from '@fleet/domain';
import { makeAsset, makeRental } from '../src/demo/asset-factories';
import {
  assets,
  operatorAssignments,
  photos,
  positions,
  rentals,
  serviceRequests,
  shareLinks,
  smsMessages,
  trackerRequests,
  workOrders,
} from '../src/db/schema/index';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';
import { ARCHIVE, RESTORE, seedArchiveFixture, type ArchiveFixture } from './archive-fixture';
import { SAMPLE_FILES } from './sample-files';

const DAY = 86_400_000;
/** The GraphQL writes that name an asset (spec 2 §7). */
const GRAPHQL_WRITES: Record<string, string> = {
  shareLocation: `mutation Share($assetId: Int) {
    shareLocation(assetId: $assetId, message: "Here it is", phoneNumber: "+15735550188") { ok } }`,
  updateAsset: `mutation Update($assetId: Int!) {
    updateAsset(assetId: $assetId, input: { model: "X" }) }`,
  setAssetColor: `mutation Color($assetId: Int!) {
    setAssetColor(assetId: $assetId, markerColor: "#1c7ed6") }`,
};

/**
 * docs/ARCHIVE.md "Takes no new work": every write that takes an archived asset's id is refused
 * with one 409 sentence and writes nothing; its reads, and closing its old work order, still
 * answer; restored, it takes writes again.
 */
describe.skipIf(isPostgresUnavailable())('an archived asset takes no new work', () => {
  let t: TestApp;
  let f: ArchiveFixture;
  let manager: string;
  let managerId: number;
  let assetId: number;
  let photoId: number;
  let spareUploadId: number;
  let openOrderId: number;
  let groupId: number;
  let pastRentalId: number;
  let bookedRentalId: number;
  const refusal = () => ARCHIVE_MESSAGES.isArchived('EX-ARCHIVE');

  const call = (options: InjectOptions) => t.call(manager, options);
  const gql = (query: string, variables: Record<string, unknown>) =>
    call({ method: 'POST', url: '/api/fleet/graphql', payload: { query, variables } });

  async function uploadPhoto(name: string): Promise<number> {
    const asked = await call({ method: 'GET', url: `/api/uploads?file=${name}&purpose=photo` });
    const [target] = asked.json<{ uploads: Array<{ url: string }> }>().uploads;
    if (!target) throw new Error(`no upload target: ${asked.body}`);
    const sent = await call({
      method: 'PUT',
      url: target.url,
      payload: SAMPLE_FILES.png,
      headers: { 'content-type': 'application/octet-stream' },
    });
    return sent.json<{ upload_id: number }>().upload_id;
  }

  /** Everything a refused write could have left behind, for the asset and the company. */
  async function footprint() {
    await t.deps.devices.ingest.idle();
    const db = t.deps.db;
    const countOf = async (
      table:
        | typeof workOrders
        | typeof serviceRequests
        | typeof photos
        | typeof rentals
        | typeof operatorAssignments
        | typeof shareLinks
        | typeof trackerRequests
        | typeof positions,
    ) => {
      const [row] = await db.select({ n: count() }).from(table).where(eq(table.assetId, assetId));
      return row?.n ?? 0;
    };
    const [asset] = await db.select().from(assets).where(eq(assets.assetId, assetId));
    const [texts] = await db
      .select({ n: count() })
      .from(smsMessages)
      .where(eq(smsMessages.companyId, f.companyId));
    return {
      asset,
      workOrders: await countOf(workOrders),
      serviceRequests: await countOf(serviceRequests),
      photos: await countOf(photos),
      rentals: await countOf(rentals),
      assignments: await countOf(operatorAssignments),
      shareLinks: await countOf(shareLinks),
      trackerRequests: await countOf(trackerRequests),
      positions: await countOf(positions),
      texts: texts?.n ?? 0,
    };
  }

  beforeAll(async () => {
    t = await createTestApp();
    f = await seedArchiveFixture(t, 'writes');
    manager = await t.login(f.emails.manager);
    managerId = (await t.session(manager)).userId;
    assetId = f.excavator.asset.assetId;

    // Work it had before it was archived: a photo, an open work order, a service group, a
    // rental that ended; and another asset's booking that an edit could move onto it.
    const photo = await call({
      method: 'POST',
      url: '/api/photos-v2',
      payload: { upload_id: await uploadPhoto('before.png'), asset_id: assetId },
    });
    expect(photo.statusCode, photo.body).toBe(201);
    photoId = photo.json<{ photo_id: number }>().photo_id;
    spareUploadId = await uploadPhoto('after.png');
    const order = await call({
      method: 'POST',
      url: '/api/work-orders',
      payload: { asset_id: assetId, description: 'Replace the bucket teeth' },
    });
    expect(order.statusCode, order.body).toBe(201);
    openOrderId = order.json<{ work_order_id: number }>().work_order_id;
    const group = await call({
      method: 'POST',
      url: '/api/maintenance-groups',
      payload: { name: 'Excavators', intervals: [{ name: 'Monthly', time_days: 30 }] },
    });
    expect(group.statusCode, group.body).toBe(201);
    groupId = group.json<{ maintenance_group_id: number }>().maintenance_group_id;
    pastRentalId = (
      await makeRental(t.deps.db, f.companyId, assetId, {
        rentalStatusId: RENTAL_STATUS.completed,
        startDate: new Date(Date.now() - 9 * DAY),
        endDate: new Date(Date.now() - 7 * DAY),
      })
    ).rentalId;
    const spare = await makeAsset(t.deps.db, f.companyId, { customName: 'SPARE-LOADER' });
    bookedRentalId = (
      await makeRental(t.deps.db, f.companyId, spare.assetId, {
        rentalStatusId: RENTAL_STATUS.scheduled,
        startDate: new Date(Date.now() + 2 * DAY),
        endDate: new Date(Date.now() + 3 * DAY),
      })
    ).rentalId;

    const archived = await gql(ARCHIVE, { assetId, status: 'SOLD' });
    expect(archived.json(), archived.body).toEqual({ data: { archiveAsset: true } });
  });
  afterAll(async () => t?.close());

  const later = (days: number) => new Date(Date.now() + days * DAY).toISOString();
  const serviceRequest = () => ({ requesting_user_id: managerId, description: 'Leak', files: [] });

  /**
   * Each write that takes the asset's id, as a person or a script would send it; made when the
   * test runs, once the fixture's ids exist.
   */
  const WRITES: Record<string, () => InjectOptions> = {
    edit: () => ({ method: 'PATCH', url: `/api/assets/${assetId}`, payload: { model: 'X' } }),
    'marker colour': () => ({
      method: 'PUT',
      url: `/api/assets/${assetId}/marker-color`,
      payload: { marker_color: '#1c7ed6' },
    }),
    driver: () => ({
      method: 'PUT',
      url: `/api/assets/${assetId}/operator`,
      payload: { operator_id: f.driverId },
    }),
    'no driver': () => ({
      method: 'PUT',
      url: `/api/assets/${assetId}/operator`,
      payload: { operator_id: null },
    }),
    'service request': () => ({
      method: 'POST',
      url: `/api/assets/${assetId}/service-request`,
      payload: serviceRequest(),
    }),
    'service request for its old rental': () => ({
      method: 'POST',
      url: `/api/rentals/${pastRentalId}/service-request`,
      payload: serviceRequest(),
    }),
    'work order': () => ({
      method: 'POST',
      url: '/api/work-orders',
      payload: { asset_id: assetId, description: 'New work' },
    }),
    'manual location': () => ({
      method: 'POST',
      url: `/api/assets/${assetId}/locations/manual`,
      payload: { latitude: 38.95, longitude: -92.33 },
    }),
    photo: () => ({
      method: 'POST',
      url: '/api/photos-v2',
      payload: { upload_id: spareUploadId, asset_id: assetId },
    }),
    'main photo': () => ({
      method: 'PATCH',
      url: `/api/assets/${assetId}/photos/${photoId}`,
      payload: { is_primary: true },
    }),
    'photo removed': () => ({
      method: 'DELETE',
      url: `/api/assets/${assetId}/photos/${photoId}`,
    }),
    'service group': () => ({
      method: 'PUT',
      url: `/api/maintenance-groups/${groupId}/assets`,
      payload: { asset_ids: [assetId] },
    }),
    'tracker registered on it': () => ({
      method: 'POST',
      url: '/api/trackers',
      payload: { device_serial: 'ARC-NEW-writes', asset_id: assetId },
    }),
    'tracker installed on it': () => ({
      method: 'PUT',
      url: `/api/trackers/${f.excavator.tracker.trackerId}/asset`,
      payload: { asset_id: assetId },
    }),
    'tracker requested': () => ({
      method: 'POST',
      url: '/api/tracker-requests',
      payload: {
        asset_id: assetId,
        wants: 'tracker',
        contact_name: 'Pat',
        contact_email: 'pat@example.test',
      },
    }),
    'on rent': () => ({
      method: 'POST',
      url: '/api/fleet/inventory/on-rent',
      payload: {
        user_id: managerId,
        asset_id: assetId,
        start_date: later(1),
        end_date: later(2),
        location_id: 1,
      },
    }),
    'a booking moved onto it': () => ({
      method: 'PATCH',
      url: `/api/rsp/rentals/${bookedRentalId}`,
      payload: {
        user_id: managerId,
        asset_id: assetId,
        start_date: later(2),
        end_date: later(3),
        location_id: 1,
      },
    }),
  };

  it.each(Object.keys(WRITES))(
    'refuses “%s” with 409 and one sentence, writing nothing',
    async (what) => {
      const request = WRITES[what];
      if (!request) throw new Error(`no request for ${what}`);
      const before = await footprint();
      const answer = await call(request());
      expect(answer.statusCode, answer.body).toBe(409);
      expect(answer.json()).toEqual({ error: { code: 'CONFLICT', message: refusal() } });
      expect(await footprint()).toEqual(before);
      expect([before.photos, before.workOrders]).toEqual([1, 1]);
    },
  );

  it.each(Object.keys(GRAPHQL_WRITES))(
    'refuses GraphQL %s with 409 and the same sentence, writing nothing',
    async (name) => {
      const before = await footprint();
      const answer = await gql(GRAPHQL_WRITES[name] ?? '', { assetId });
      expect(answer.statusCode).toBe(409);
      expect(answer.json().errors).toEqual([
        expect.objectContaining({ message: refusal(), extensions: { code: 'CONFLICT' } }),
      ]);
      expect(await footprint()).toEqual(before);
    },
  );

  it('still answers its reads and lets its old work order be finished', async () => {
    for (const url of [
      `/api/assets/${assetId}`,
      `/api/assets/${assetId}/photos`,
      `/api/assets/${assetId}/trips?iso_start=${new Date(Date.now() - DAY).toISOString()}&iso_end=${new Date().toISOString()}`,
      `/api/work-orders?asset_id=${assetId}`,
      `/api/operators/current-asset/${assetId}`,
    ]) {
      const answer = await call({ method: 'GET', url });
      expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
    }
    const closed = await call({
      method: 'PATCH',
      url: `/api/work-orders/${openOrderId}`,
      payload: { work_order_status_id: 3, description: 'Teeth replaced before the sale' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({
      work_order_status_id: 3,
      description: 'Teeth replaced before the sale',
    });
  });

  it('answers another company’s asset as not found, not as archived', async () => {
    const theirs = await call({
      method: 'PATCH',
      url: `/api/assets/${f.otherAssetId}`,
      payload: { model: 'X' },
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('archived');
  });

  it('takes writes again once restored', async () => {
    const restored = await gql(RESTORE, { assetId });
    expect(restored.json()).toEqual({ data: { restoreAsset: true } });
    const edited = await call({
      method: 'PATCH',
      url: `/api/assets/${assetId}`,
      payload: { model: 'Back in service' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const order = await call({
      method: 'POST',
      url: '/api/work-orders',
      payload: { asset_id: assetId, description: 'Inspect after restore' },
    });
    expect(order.statusCode, order.body).toBe(201);
  });
});
