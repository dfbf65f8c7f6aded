import type { TestApp } from '../harness';
import type { GenerateOptions } from './json-schema-arbitrary';
import { classFuzzSamples } from '../class-walk-samples';
import { workOrderFuzzSamples } from '../work-order-walk-samples';
import { catalogueFuzzSamples } from '../catalogue-walk-samples';
import { assetCreateFuzzSamples } from '../asset-create-samples';
import { groupFuzzSamples } from '../group-walk-samples';
import { quoteFuzzSamples } from '../quote-walk-samples';
import { billingFuzzSamples } from '../billing-walk-samples';
import { companyAdminFuzzSamples } from '../company-admin-walk-samples';
import { geofenceFuzzSamples } from '../geofence-walk-samples';
import { alertFuzzSamples } from '../alert-walk-samples';
import { cameraFuzzSamples } from '../camera-walk-samples';
import { safetyEventFuzzSamples } from '../safety-event-walk-samples';

interface AssetRow {
  asset_id: number;
  tracker_id: number | null;
  rental_id: number | null;
}

/**
 * Values that exist in the demo data, by the name of the parameter or field that takes them,
 * so a good share of the walk's requests reach the services (a real asset, a real rental, a
 * time window of the right length, a query the GraphQL schema knows) rather than a 404.
 */
export async function collectDemoSamples(
  t: TestApp,
  token: string,
): Promise<GenerateOptions['samples']> {
  const session = await t.session(token);
  const get = async <T>(url: string) => (await t.call(token, { method: 'GET', url })).json<T>();
  const users = await get<Array<{ user_id: number }>>(`/api/companies/${session.companyId}/users`);
  const branches = await get<Array<{ id: number }>>('/api/fleet/company/branches');
  const assets = await get<AssetRow[]>('/api/assets?limit=50');
  const trackers = await get<Array<{ tracker_id: number; device_serial: string }>>('/api/trackers');
  const onRent = await get<Array<{ rental_id: number }>>(
    `/api/companies/${session.companyId}/rentals?rental_status_id=5&limit=3`,
  );
  const operators = await get<Array<{ operator_id: number }>>('/api/operators');
  const untracked = assets.filter((asset) => asset.tracker_id === null).map((a) => a.asset_id);
  return {
    userId: users.slice(0, 3).map((u) => u.user_id),
    companyId: [session.companyId],
    branchId: branches.slice(0, 2).map((b) => b.id),
    assetId: assets.slice(0, 3).map((a) => a.asset_id),
    rentalId: assets.flatMap((a) => (a.rental_id === null ? [] : [a.rental_id])).slice(0, 2),
    trackerId: trackers.slice(0, 3).map((tr) => tr.tracker_id),
    orderId: [1, 2],
    ...(await classFuzzSamples(t, token)),
    ...(await workOrderFuzzSamples(t, token)),
    ...(await catalogueFuzzSamples(t, token)),
    ...(await groupFuzzSamples(t, token)),
    ...(await quoteFuzzSamples(t, token)),
    ...(await billingFuzzSamples(t, token)),
    ...(await companyAdminFuzzSamples(t, token)),
    ...(await geofenceFuzzSamples(t, token)),
    ...(await alertFuzzSamples(t, token)),
    ...(await cameraFuzzSamples(t, token)),
    ...(await safetyEventFuzzSamples(t, token)),
    // Drivers: the operator calls and the card's 'Assign driver' (null unassigns).
    operatorId: operators.slice(0, 2).map((o) => o.operator_id),
    operator_id: [...operators.slice(0, 2).map((o) => o.operator_id), null],
    t3_asset_id: assets.slice(0, 2).map((a) => a.asset_id),
    flag: ['quotes', 'map-v2'],
    // Uploads and service requests: names of the listed types, a requester of the company.
    file: ['leak.pdf', 'boom.png'],
    requesting_user_id: users.slice(0, 2).map((u) => u.user_id),
    asset_id: [...untracked.slice(0, 2), null],
    device_serial: ['FUZZ-0001', ...trackers.slice(0, 1).map((tr) => tr.device_serial)],
    // A new asset (POST /api/assets): its many optional links mostly left empty, so some bodies
    // pass every check and create one (docs/ASSET-CREATE.md).
    ...assetCreateFuzzSamples(branches.slice(0, 1).map((b) => b.id)),
    device_id: trackers.slice(0, 2).map((tr) => tr.device_serial),
    // Fixes a minute old fall inside the window the ingest accepts.
    timestamp: [new Date(Date.now() - 60_000).toISOString(), Date.now() - 120_000],
    // Rental writes and the jobsite: real rentals, a place a jobsite can be, dates both forms
    // the rental calls take (company days for utilization, moments for on-rent).
    rental_id: assets.flatMap((a) => (a.rental_id === null ? [] : [a.rental_id])).slice(0, 2),
    start_date: ['2026-11-01', new Date(Date.now() + 3_600_000).toISOString()],
    end_date: ['2026-11-20', new Date(Date.now() + 3 * 86_400_000).toISOString()],
    // A batch off-rent's items must each say now or when: one that does reaches the service.
    items: onRent.map((r) => [{ rental_id: r.rental_id, rental_status_id: 6 }]),
    city: ['Columbia'],
    // Tracker requests: the form's email is checked after trimming, so its schema has no format.
    contact_email: ['fuzz@example.test', 'not-an-email'],
    state_id: [26],
    latitude: [38.95],
    longitude: [-92.33],
    iso_start: ['2026-11-20T06:00:00Z'],
    iso_end: ['2026-11-21T06:00:00Z'],
    ids: [
      assets
        .slice(0, 3)
        .map((a) => a.asset_id)
        .join(','),
    ],
    timezone: ['America/Chicago', 'Europe/Berlin'],
    email: ['fuzz@demo.test', 'admin@other.test'],
    password: ['a long and unusual fuzz passphrase'],
    query: [
      '{ me { userId permissions { readOnly } } }',
      '{ __typename }',
      '{ me { nope } }',
      // The archive's mutations reach their service with ids no asset has: they write nothing.
      'mutation { archiveAsset(archivedStatus: STOLEN, assetId: 2147483647) }',
      'mutation { restoreAsset(assetId: 2147483647) }',
      // Groups and bulk edit (docs/GROUPS-BULK-EDIT.md): refused for their input, writing nothing.
      'mutation { createGroup(name: " ") { id } }',
      'mutation { bulkAssetsUpdateGroup(assetIds: [1], groupId: 2147483647) { failedAssets { id } } }',
      'mutation { bulkAssetsUpdateFields(assetIds: [1]) { error } }',
      // Sharing a place (docs/SHARING.md): one that is sent, and one refused for its number.
      'mutation { shareLocation(location: { latitude: 38.95, longitude: -92.33 }, phoneNumber: "5735550101") { ok } }',
      'mutation { shareLocation(location: { latitude: 38.95, longitude: -92.33 }, phoneNumber: "12") { ok } }',
    ],
    // A share link's token: the shape of one; the page of a token that is no link is a 404.
    token: ['A'.repeat(43)],
  };
}
