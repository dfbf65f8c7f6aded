import { GEOFENCE_TYPE_IDS } from '@fleet/domain';
import type { Db } from '../../db/client';
import { insertAssets, insertTrackers, type NewAssetRow } from '../../modules/assets/assets.repo';
import { insertGeofences, replaceLinks } from '../../modules/geofences/geofences.repo';
import { DEMO_KINDS } from './catalogue';
import { DEMO_PLACES } from './places';
import { planDemoFleet, type DemoAssetPlan } from './plan';
import { demoInventoryStatus, planDemoRentals } from './seed-rentals';
import { seedDemoRentalRecords } from './seed-rental-records';
import { seedDemoBranchAssignments } from './seed-branch-assignments';
import { seededRandom } from './random';
import {
  insertCategory,
  insertEquipmentClass,
  insertEquipmentMakes,
  insertEquipmentModel,
  insertGroupMemberships,
  insertGroups,
} from './seed-fleet.repo';

const CHUNK = 500;
const YARD_HALF_SIDE_METERS = 250;
const JOBSITE_RADIUS_METERS = 450;

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** A square around a yard, as a GeoJSON polygon (lon, lat). */
function squareAround(latitude: number, longitude: number, halfSideMeters: number) {
  const dLat = halfSideMeters / 111_320;
  const dLon = halfSideMeters / (111_320 * Math.cos((latitude * Math.PI) / 180));
  const ring = [
    [longitude - dLon, latitude - dLat],
    [longitude + dLon, latitude - dLat],
    [longitude + dLon, latitude + dLat],
    [longitude - dLon, latitude + dLat],
    [longitude - dLon, latitude - dLat],
  ];
  return { type: 'Polygon', coordinates: [ring] };
}

/**
 * The demo company's fleet: catalogue, ~2,000 assets (most with trackers), groups and a geofence
 * around every yard and jobsite. Where the assets stand is told through the gateway afterwards
 * (see place-fleet.ts), like any tracker would.
 */
export async function seedDemoFleet(
  db: Db,
  companyId: number,
  branchIdByName: Map<string, number>,
  contactUserIds: number[],
): Promise<void> {
  const plans = planDemoFleet();
  const rentals = planDemoRentals(plans, Date.now());
  const rentalByPlan = new Map(rentals.map((rental) => [rental.planIndex, rental]));
  const statusRandom = seededRandom(11);

  const makeIds = new Map<string, number>();
  const modelIds = new Map<string, number>();
  const makeNames = [...new Set(DEMO_KINDS.flatMap((kind) => kind.models.map(([make]) => make)))];
  for (const row of await insertEquipmentMakes(db, makeNames)) {
    makeIds.set(row.name, row.equipmentMakeId);
  }
  const modelPairs = [...new Set(DEMO_KINDS.flatMap((k) => k.models.map((m) => m.join('|'))))];
  for (const pair of modelPairs) {
    const [make = '', name = ''] = pair.split('|');
    const equipmentMakeId = makeIds.get(make);
    if (equipmentMakeId === undefined) continue;
    const row = await insertEquipmentModel(db, { equipmentMakeId, name });
    if (row) modelIds.set(pair, row.equipmentModelId);
  }

  const categoryIds = new Map<string, number>();
  const classIds = new Map<string, number>();
  for (const kind of DEMO_KINDS) {
    let categoryId = categoryIds.get(kind.category);
    if (categoryId === undefined) {
      const row = await insertCategory(db, { companyId, name: kind.category });
      if (!row) throw new Error('category insert returned nothing');
      categoryId = row.categoryId;
      categoryIds.set(kind.category, categoryId);
    }
    const row = await insertEquipmentClass(db, { companyId, categoryId, name: kind.className });
    if (row) classIds.set(kind.className, row.equipmentClassId);
  }

  const trackerIdBySerial = new Map<string, number>();
  const serials = plans.flatMap((plan) => (plan.trackerSerial ? [plan.trackerSerial] : []));
  for (const part of chunks(serials)) {
    const rows = await insertTrackers(
      db,
      part.map((deviceSerial) => ({ companyId, deviceSerial, trackerTypeId: 1 })),
    );
    for (const row of rows) trackerIdBySerial.set(row.deviceSerial, row.trackerId);
  }

  const assetRows: NewAssetRow[] = plans.map((plan) => {
    const branchId = branchIdByName.get(plan.home.branch) ?? null;
    return {
      companyId,
      assetTypeId: plan.kind.assetTypeId,
      assetKind: plan.kind.assetKind,
      customName: plan.name,
      description: `${plan.year} ${plan.make} ${plan.model}`,
      serialNumber: plan.serialNumber,
      vin: plan.vin,
      equipmentMakeId: makeIds.get(plan.make) ?? null,
      equipmentModelId: modelIds.get(`${plan.make}|${plan.model}`) ?? null,
      year: plan.year,
      equipmentClassId: classIds.get(plan.kind.className) ?? null,
      categoryId: categoryIds.get(plan.kind.category) ?? null,
      trackerId: plan.trackerSerial ? (trackerIdBySerial.get(plan.trackerSerial) ?? null) : null,
      driverName: plan.kind.drives && plan.index % 3 === 0 ? demoDriver(plan.index) : null,
      hasKeypad: plan.kind.assetKind === 'equipment' && plan.index % 4 === 0,
      isBleNode: plan.kind.isBleNode ?? false,
      // A Bluetooth node carries the tag a nearby tracker hears (spec 1 §2 Bluetooth panel).
      ...(plan.kind.isBleNode
        ? { bleTagType: 'Asset tag', bleTagSerial: `BLE-${String(plan.index).padStart(6, '0')}` }
        : {}),
      inventoryBranchId: branchId,
      serviceBranchId: branchId,
      // Rentals go out from the yard the asset lives at.
      rentalBranchId: branchId,
      inventoryStatusId: demoInventoryStatus(plan, rentalByPlan.get(plan.index), statusRandom),
    };
  });
  const assetIds: number[] = [];
  for (const part of chunks(assetRows)) {
    for (const row of await insertAssets(db, part)) assetIds.push(row.assetId);
  }

  await seedDemoBranchAssignments(
    db,
    companyId,
    assetRows.flatMap((row, i) => {
      const assetId = assetIds[i];
      return assetId === undefined ? [] : [{ assetId, branchId: row.inventoryBranchId ?? null }];
    }),
    [...branchIdByName.values()],
  );

  // Groups: one per class family, so the map's group filter has something to hold.
  const groupNames = ['Earthmoving Crew', 'Aerial Fleet', 'Road Fleet', 'Night Work'];
  const groups = await insertGroups(
    db,
    groupNames.map((name) => ({ companyId, name })),
  );
  const groupFor = (plan: DemoAssetPlan): number | undefined => {
    if (plan.kind.category === 'Earthmoving') return groups[0]?.organizationId;
    if (plan.kind.category === 'Aerial & Material Handling') return groups[1]?.organizationId;
    if (plan.kind.category === 'Vehicles') return groups[2]?.organizationId;
    if (plan.kind.category === 'Power & Lighting') return groups[3]?.organizationId;
    return undefined;
  };
  const memberships = plans.flatMap((plan, i) => {
    const organizationId = groupFor(plan);
    const assetId = assetIds[i];
    return organizationId && assetId ? [{ organizationId, assetId, companyId }] : [];
  });
  for (const part of chunks(memberships)) await insertGroupMemberships(db, part);
  const geofences = await insertGeofences(
    db,
    DEMO_PLACES.map((place) => ({
      companyId,
      name: place.name,
      geofenceTypeId: place.kind === 'yard' ? GEOFENCE_TYPE_IDS.yard : GEOFENCE_TYPE_IDS.jobsite,
      shape:
        place.kind === 'yard'
          ? {
              kind: 'polygon',
              geometry: squareAround(place.latitude, place.longitude, YARD_HALF_SIDE_METERS),
            }
          : {
              kind: 'circle',
              center: [place.longitude, place.latitude],
              radiusMeters: JOBSITE_RADIUS_METERS,
            },
      alertEnter: place.kind === 'jobsite',
      alertExit: place.kind === 'jobsite',
    })),
  );
  // The earthmoving crew works the jobsites: its group holds their geofences (docs/GEOFENCES.md).
  const crew = groups[0]?.organizationId;
  if (crew !== undefined) {
    const jobsites = geofences.filter((row) => row.geofenceTypeId === GEOFENCE_TYPE_IDS.jobsite);
    await replaceLinks(
      db,
      companyId,
      { organizationId: crew },
      jobsites.map((row) => row.geofenceId),
    );
  }
  await seedDemoRentalRecords(db, {
    companyId,
    plans,
    assetIds,
    rentals,
    geofenceIdByPlace: new Map(geofences.map((row) => [row.name, row.geofenceId])),
    contactUserIds,
    classIdByName: classIds,
  });
}

const FIRST = ['Jordan', 'Casey', 'Taylor', 'Drew', 'Jamie', 'Reese', 'Quinn', 'Logan'];
const LAST = ['Miller', 'Hughes', 'Parker', 'Brooks', 'Reed', 'Foster', 'Hayes', 'Price'];
function demoDriver(index: number): string {
  return `${FIRST[index % FIRST.length] ?? 'Jordan'} ${LAST[Math.floor(index / 8) % LAST.length] ?? 'Reed'}`;
}
