import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARCHIVE_MESSAGES, MESSAGES, archivedAsset } from '@fleet/domain';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';
import { ARCHIVE, RESTORE, seedArchiveFixture, type ArchiveFixture } from './archive-fixture';

const INVENTORY = `{ inventory(pageSize: 50) { total items { customName }
  facets { identifier entries { key count } } classes { total } } }`;

/** spec 2 §7 archiveAsset / restoreAsset and the archive page's list (docs/ARCHIVE.md). */
describe.skipIf(isPostgresUnavailable())('asset archive: calls, permissions, messages', () => {
  let t: TestApp;
  let f: ArchiveFixture;
  const tokens: Record<keyof ArchiveFixture['emails'], string> = {
    admin: '',
    manager: '',
    readOnly: '',
    user: '',
    other: '',
  };

  const gql = async (token: string, query: string, variables: Record<string, unknown>) => {
    const response = await t.call(token, {
      method: 'POST',
      url: '/api/fleet/graphql',
      payload: { query, variables },
    });
    return { status: response.statusCode, body: response.json() };
  };
  const archive = (token: string, assetId: number, status = 'SOLD') =>
    gql(token, ARCHIVE, { assetId, status });
  const restore = (token: string, assetId: number) => gql(token, RESTORE, { assetId });
  const refusal = (answer: {
    body: { errors?: Array<{ message: string; extensions?: object }> };
  }) => answer.body.errors?.[0];
  const get = async (token: string, url: string) => t.call(token, { method: 'GET', url });
  const archivedList = async (token = tokens.manager) =>
    archivedAsset.array().parse((await get(token, '/api/assets/archived')).json());
  const listedIds = async (token = tokens.manager) =>
    (await get(token, '/api/assets?limit=1000'))
      .json<Array<{ asset_id: number }>>()
      .map((a) => a.asset_id);

  beforeAll(async () => {
    t = await createTestApp();
    f = await seedArchiveFixture(t, 'api');
    for (const key of Object.keys(tokens) as Array<keyof typeof tokens>) {
      tokens[key] = await t.login(f.emails[key]);
    }
  });
  afterAll(async () => t?.close());

  it('refuses a read-only manager’s writes and a user’s every call, with sentences', async () => {
    const id = f.excavator.asset.assetId;
    for (const answer of [await archive(tokens.readOnly, id), await restore(tokens.readOnly, id)]) {
      expect(answer.status).toBe(403);
      expect(refusal(answer)).toMatchObject({
        message: MESSAGES.readOnly,
        extensions: { code: 'READ_ONLY' },
      });
    }
    // A read-only manager may still look at the archive.
    expect((await get(tokens.readOnly, '/api/assets/archived')).statusCode).toBe(200);
    const userArchive = await archive(tokens.user, id);
    expect(userArchive.status).toBe(403);
    expect(refusal(userArchive)?.message).toBe(ARCHIVE_MESSAGES.notAllowed);
    const userList = await get(tokens.user, '/api/assets/archived');
    expect(userList.statusCode).toBe(403);
    expect(userList.json().error.message).toBe(ARCHIVE_MESSAGES.notAllowed);
    expect(await listedIds()).toContain(id);
  });

  it('refuses a company without the asset-archive flag', async () => {
    const answer = await archive(tokens.other, f.otherAssetId);
    expect(answer.status).toBe(403);
    expect(refusal(answer)?.message).toBe(ARCHIVE_MESSAGES.flagOff);
    expect((await get(tokens.other, '/api/assets/archived')).json().error.message).toBe(
      ARCHIVE_MESSAGES.flagOff,
    );
    expect(await listedIds(tokens.other)).toContain(f.otherAssetId);
  });

  it('answers another company’s asset exactly like an id that does not exist', async () => {
    const theirs = await archive(tokens.admin, f.otherAssetId);
    const none = await archive(tokens.admin, 2_000_000_000);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(none.body);
    expect(refusal(theirs)?.message).toBe(ARCHIVE_MESSAGES.notFound);
    expect((await restore(tokens.admin, f.otherAssetId)).body).toEqual(
      (await restore(tokens.admin, 2_000_000_000)).body,
    );
    expect(JSON.stringify(theirs.body)).not.toContain('LOT-SECRET');
    expect(await listedIds(tokens.other)).toContain(f.otherAssetId);
  });

  it('refuses an asset on rent, or with a rental ahead, with a 409 sentence', async () => {
    const onRent = await archive(tokens.manager, f.rentedId);
    expect(onRent.status).toBe(409);
    expect(refusal(onRent)?.message).toBe(ARCHIVE_MESSAGES.onRent('LIFT-ON-RENT'));
    const booked = await archive(tokens.manager, f.bookedId);
    expect(refusal(booked)?.message).toBe(ARCHIVE_MESSAGES.rentalAhead('LIFT-BOOKED'));
    expect(await listedIds()).toEqual(expect.arrayContaining([f.rentedId, f.bookedId]));
    expect(await archivedList()).toEqual([]);
  });

  it('refuses a reason that is not one, and ids that are not ids, with a 400 sentence', async () => {
    const id = f.excavator.asset.assetId;
    const deleted = await gql(tokens.manager, ARCHIVE, { assetId: id, status: 'DELETED' });
    expect(deleted.status).toBe(400);
    expect(refusal(deleted)?.message).toMatch(/DELETED.*AssetArchivedStatus/);
    const tooBig = await gql(tokens.manager, ARCHIVE, { assetId: 2 ** 31, status: 'SOLD' });
    expect(tooBig.status).toBe(400);
    expect(refusal(tooBig)?.message).toMatch(/Int cannot represent/);
    const text = await gql(tokens.manager, RESTORE, { assetId: 'one' });
    expect(text.status).toBe(400);
    expect((await archive(tokens.manager, 0)).status).toBe(404);
    expect((await archive(tokens.manager, -5)).status).toBe(404);
    expect(await listedIds()).toContain(id);
  });

  it('archives with a reason: off every list, its tracker, camera and driver taken off', async () => {
    const id = f.excavator.asset.assetId;
    const assigned = await t.call(tokens.manager, {
      method: 'PUT',
      url: `/api/assets/${id}/operator`,
      payload: { operator_id: f.driverId },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const before = (await gql(tokens.manager, INVENTORY, {})).body.data.inventory;

    const answer = await archive(tokens.manager, id, 'SOLD');
    expect(answer.body).toEqual({ data: { archiveAsset: true } });

    expect(await listedIds()).not.toContain(id);
    const byIds = await get(tokens.manager, `/api/assets?ids=${id}`);
    expect(byIds.json()).toEqual([]);
    const statuses = await get(
      tokens.manager,
      `/api/users/${(await t.session(tokens.manager)).userId}/assets/statuses`,
    );
    expect(statuses.json().map((s: { asset_id: number }) => s.asset_id)).not.toContain(id);
    const after = (await gql(tokens.manager, INVENTORY, {})).body.data.inventory;
    expect(after.total).toBe(before.total - 1);
    expect(after.items.map((i: { customName: string }) => i.customName)).not.toContain(
      'EX-ARCHIVE',
    );
    const typeCount = (page: typeof before) =>
      page.facets
        .find((facet: { identifier: string }) => facet.identifier === 'ASSET_TYPE_ID')
        .entries.reduce((sum: number, e: { count: number }) => sum + e.count, 0);
    expect(typeCount(after)).toBe(typeCount(before) - 1);

    // The card still answers (history stays viewable), without its assignments.
    const card = (await get(tokens.manager, `/api/assets/${id}`)).json();
    expect(card).toMatchObject({ asset_id: id, tracker_id: null, camera: null, driver_name: null });
    const trackers = (await get(tokens.manager, '/api/trackers')).json<
      Array<{ device_serial: string; asset: unknown }>
    >();
    expect(trackers.find((tr) => tr.device_serial === 'ARC-EX-api')?.asset).toBeNull();
    const driver = await get(tokens.manager, `/api/operators/current-asset/${id}`);
    expect(driver.json()).toBeNull();

    const [line] = await archivedList();
    expect(line).toMatchObject({
      asset_id: id,
      custom_name: 'EX-ARCHIVE',
      serial_number: 'SN-EX-1',
      device_serial: null,
      archived_status: 'SOLD',
      archived_by: { name: expect.stringMatching(/^Test User/) },
    });
    expect(Date.now() - Date.parse(line?.archived_at ?? '')).toBeLessThan(60_000);
  });

  it('refuses to archive twice, to install a tracker on or rent an archived asset', async () => {
    const id = f.excavator.asset.assetId;
    const again = await archive(tokens.manager, id, 'SCRAPPED');
    expect(again.status).toBe(409);
    expect(refusal(again)?.message).toBe(ARCHIVE_MESSAGES.alreadyArchived('EX-ARCHIVE'));
    const trackerId = f.excavator.tracker.trackerId;
    const install = await t.call(tokens.manager, {
      method: 'PUT',
      url: `/api/trackers/${trackerId}/asset`,
      payload: { asset_id: id },
    });
    expect(install.statusCode).toBe(409);
    expect(install.json().error.message).toBe(ARCHIVE_MESSAGES.isArchived('EX-ARCHIVE'));
    expect((await archivedList())[0]?.archived_status).toBe('SOLD');
  });

  it('keeps a stolen asset’s tracker (Assignments Retained), still off the lists', async () => {
    const id = f.truck.asset.assetId;
    expect((await archive(tokens.admin, id, 'STOLEN')).body.data.archiveAsset).toBe(true);
    expect(await listedIds()).not.toContain(id);
    const card = (await get(tokens.manager, `/api/assets/${id}`)).json();
    expect(card.tracker_id).toBe(f.truck.tracker.trackerId);
    const line = (await archivedList()).find((a) => a.asset_id === id);
    expect(line).toMatchObject({
      archived_status: 'STOLEN',
      device_serial: 'ARC-TR-api',
      archived_by: { name: 'Yara Admin' },
    });
  });

  it('restores: back on the lists, without the tracker it lost', async () => {
    const id = f.excavator.asset.assetId;
    const restored = await restore(tokens.manager, id);
    expect(restored.body).toEqual({ data: { restoreAsset: true } });
    expect(await listedIds()).toContain(id);
    expect((await get(tokens.manager, `/api/assets/${id}`)).json().tracker_id).toBeNull();
    expect((await archivedList()).map((a) => a.asset_id)).toEqual([f.truck.asset.assetId]);
    const again = await restore(tokens.manager, id);
    expect(again.status).toBe(409);
    expect(refusal(again)?.message).toBe(ARCHIVE_MESSAGES.notArchived('EX-ARCHIVE'));
  });
});
