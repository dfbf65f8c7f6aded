import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_EDIT_MESSAGES } from '@fleet/domain';
import { makeAsset } from '../src/demo/asset-factories';
import { makeBranch, makeCompanyWithAdmin, makeUser } from '../src/demo/factories';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';

describe.skipIf(isPostgresUnavailable())('editing an asset (spec 1 §6, spec 2 §7)', () => {
  let t: TestApp;
  let companyId: number;
  let adminToken: string;
  let assetId: number;
  let branchId: number;
  let otherAssetId: number;
  let otherBranchId: number;
  const tokens = new Map<string, string>();
  const tokenOf = (name: string): string => {
    const token = tokens.get(name);
    if (!token) throw new Error(`no token for ${name}`);
    return token;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const { company, admin } = await makeCompanyWithAdmin(t.deps.db);
    companyId = company.companyId;
    adminToken = await t.login(admin.email);
    assetId = (await makeAsset(t.deps.db, companyId, { customName: 'Loader 7' })).assetId;
    branchId = (await makeBranch(t.deps.db, companyId)).branchId;
    for (const [name, securityLevelId, readOnly] of [
      ['operations', 6, false],
      ['user', 5, false],
      ['driver', 7, false],
      ['readOnlyAdmin', 1, true],
    ] as const) {
      const user = await makeUser(t.deps.db, companyId, { securityLevelId, readOnly });
      tokens.set(name, await t.login(user.email));
    }
    const other = await makeCompanyWithAdmin(t.deps.db);
    otherAssetId = (await makeAsset(t.deps.db, other.company.companyId)).assetId;
    otherBranchId = (await makeBranch(t.deps.db, other.company.companyId)).branchId;
  });
  afterAll(async () => t?.close());

  const patch = (token: string, payload: object, id = assetId) =>
    t.call(token, { method: 'PATCH', url: `/api/assets/${id}`, payload });

  it('changes only the fields sent, trimmed, and answers the asset as it now is', async () => {
    const saved = await patch(adminToken, {
      custom_name: '  Loader 7B ',
      serial_number: 'SN-1',
      vin: '1hgcm82633a004352',
      year: 2021,
      inventory_branch_id: branchId,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      custom_name: 'Loader 7B',
      serial_number: 'SN-1',
      vin: '1HGCM82633A004352',
      year: 2021,
      inventory_branch_id: branchId,
      marker_color: null,
    });
    const again = await patch(adminToken, { serial_number: '' });
    expect(again.json()).toMatchObject({
      custom_name: 'Loader 7B',
      serial_number: null,
      year: 2021,
    });
  });

  it('refuses bad fields with sentences, and writes nothing', async () => {
    const bad = await patch(adminToken, { custom_name: 'Kept?', vin: 'NOT-A-VIN' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(ASSET_EDIT_MESSAGES.vin);
    expect(
      (await patch(adminToken, { inventory_branch_id: otherBranchId })).json().error.message,
    ).toBe(ASSET_EDIT_MESSAGES.branchUnknown);
    expect((await patch(adminToken, { maintenance_group_id: 99999 })).json().error.message).toBe(
      ASSET_EDIT_MESSAGES.groupUnknown,
    );
    expect((await patch(adminToken, {})).statusCode).toBe(400);
    const asset = await t.call(adminToken, { method: 'GET', url: `/api/assets/${assetId}` });
    expect(asset.json().custom_name).toBe('Loader 7B');
  });

  it('sets and clears the marker colour', async () => {
    const url = `/api/assets/${assetId}/marker-color`;
    const set = await t.call(adminToken, {
      method: 'PUT',
      url,
      payload: { marker_color: '#1C7ED6' },
    });
    expect(set.json().marker_color).toBe('#1c7ed6');
    const bad = await t.call(adminToken, { method: 'PUT', url, payload: { marker_color: 'red' } });
    expect(bad.statusCode).toBe(400);
    const cleared = await t.call(adminToken, {
      method: 'PUT',
      url,
      payload: { marker_color: null },
    });
    expect(cleared.json().marker_color).toBeNull();
  });

  it('sets and clears the Bluetooth tag the card’s panel shows (spec 1 §2)', async () => {
    const tagged = await patch(adminToken, {
      ble_tag_type: ' Asset tag ',
      ble_tag_serial: 'BLE-9',
    });
    expect(tagged.statusCode, tagged.body).toBe(200);
    expect(tagged.json().ble_tag).toEqual({ type: 'Asset tag', serial: 'BLE-9' });
    const long = await patch(adminToken, { ble_tag_serial: 'x'.repeat(65) });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('At most 64 characters');
    expect((await patch(adminToken, { ble_tag_serial: '' })).json().ble_tag).toBeNull();
  });

  it('lets the edit ability edit, and everyone else only in an edit-only company', async () => {
    expect((await patch(tokenOf('operations'), { description: 'by operations' })).statusCode).toBe(
      200,
    );
    const refused = await patch(tokenOf('user'), { description: 'by a user' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(ASSET_EDIT_MESSAGES.notAllowed);

    const flag = await t.call(adminToken, {
      method: 'PUT',
      url: `/api/companies/${companyId}/feature-flags/asset-edit-company`,
      payload: { enabled: true },
    });
    expect(flag.statusCode, flag.body).toBe(204);
    expect((await patch(tokenOf('user'), { description: 'by a user' })).statusCode).toBe(200);
    expect((await patch(tokenOf('driver'), { description: 'by a driver' })).statusCode).toBe(403);
    expect((await patch(tokenOf('readOnlyAdmin'), { description: 'read only' })).statusCode).toBe(
      403,
    );
  });

  it('answers another company’s asset exactly like one that does not exist', async () => {
    const theirs = await patch(adminToken, { description: 'x' }, otherAssetId);
    const none = await patch(adminToken, { description: 'x' }, 2_000_000_000);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(none.json());
  });
});
