import type { Db } from '../db/client';
import { ASSET_TYPE, RENTAL_STATUS } from '@fleet/domain';
import {
  insertAssets,
  insertTrackers,
  type AssetRow,
  type NewAssetRow,
  type TrackerRow,
} from '../modules/assets/assets.repo';
import {
  insertGeofences,
  type GeofenceRow,
  type NewGeofenceRow,
} from '../modules/geofences/geofences.repo';
import { insertRentals, type NewRentalRow, type RentalRow } from '../modules/rentals/rentals.repo';
import {
  insertThirdPartyAsset,
  insertThirdPartyRental,
  insertVendorEntity,
} from '../modules/third-party/third-party.repo';

let sequence = 0;
const next = (): number => ++sequence;

/** An asset of the company (a vehicle unless told otherwise), without a tracker. */
export async function makeAsset(
  db: Db,
  companyId: number,
  overrides: Partial<Omit<NewAssetRow, 'companyId'>> = {},
): Promise<AssetRow> {
  const n = next();
  const [row] = await insertAssets(db, [
    {
      assetTypeId: ASSET_TYPE.vehicle,
      assetKind: 'vehicle',
      customName: `Asset ${n}`,
      ...overrides,
      companyId,
    },
  ]);
  if (!row) throw new Error('asset insert returned nothing');
  return row;
}

/** An asset with a tracker installed; the serial is unique per call unless given. */
export async function makeTrackedAsset(
  db: Db,
  companyId: number,
  overrides: Partial<Omit<NewAssetRow, 'companyId' | 'trackerId'>> & { deviceSerial?: string } = {},
): Promise<{ asset: AssetRow; tracker: TrackerRow }> {
  const { deviceSerial = `T${Date.now().toString(36)}${next()}`, ...assetOverrides } = overrides;
  const [tracker] = await insertTrackers(db, [{ companyId, deviceSerial }]);
  if (!tracker) throw new Error('tracker insert returned nothing');
  const asset = await makeAsset(db, companyId, { ...assetOverrides, trackerId: tracker.trackerId });
  return { asset, tracker };
}

/** A circular geofence (metres) around a point. */
export async function makeGeofence(
  db: Db,
  companyId: number,
  overrides: Partial<Omit<NewGeofenceRow, 'companyId'>> = {},
): Promise<GeofenceRow> {
  const [row] = await insertGeofences(db, [
    {
      name: `Geofence ${next()}`,
      shape: { kind: 'circle', center: [-92.3273, 38.9498], radiusMeters: 500 },
      ...overrides,
      companyId,
    },
  ]);
  if (!row) throw new Error('geofence insert returned nothing');
  return row;
}

/** A rental of the asset, on rent since yesterday unless told otherwise. */
export async function makeRental(
  db: Db,
  companyId: number,
  assetId: number,
  overrides: Partial<Omit<NewRentalRow, 'companyId' | 'assetId'>> = {},
): Promise<RentalRow> {
  const [row] = await insertRentals(db, [
    {
      rentalStatusId: RENTAL_STATUS.onRent,
      startDate: new Date(Date.now() - 86_400_000),
      ...overrides,
      companyId,
      assetId,
    },
  ]);
  if (!row) throw new Error('rental insert returned nothing');
  return row;
}

/**
 * A machine rented in from a vendor (spec 1 §3 "Third-party rental"), on rent since yesterday
 * unless told otherwise; the vendor is made for it.
 */
export async function makeThirdPartyRental(
  db: Db,
  companyId: number,
  overrides: Partial<Omit<Parameters<typeof insertThirdPartyRental>[1], 'companyId'>> & {
    customName?: string;
    equipmentClassId?: number | null;
    locationId?: number | null;
  } = {},
) {
  const { customName, equipmentClassId = null, locationId = null, ...rental } = overrides;
  const n = next();
  const vendor = await insertVendorEntity(db, { companyId, name: `Vendor ${n}` });
  const machine = await insertThirdPartyAsset(db, {
    companyId,
    customName: customName ?? `Rented machine ${n}`,
    equipmentClassId,
    locationId,
  });
  return insertThirdPartyRental(db, {
    thirdPartyAssetId: machine.thirdPartyAssetId,
    vendorId: vendor.entityId,
    rentalStatusId: RENTAL_STATUS.onRent,
    startDate: new Date(Date.now() - 86_400_000),
    ...rental,
    companyId,
  });
}
