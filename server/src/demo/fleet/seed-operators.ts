import { ASSET_TYPE } from '@fleet/domain';
import type { Db } from '../../db/client';
import {
  planAssignments,
  planCameraCrewShifts,
  planKeypadEntries,
  type DemoAssignmentChange,
} from './plan-operators';
import { syncDriverNames } from '../../modules/operators/operators.repo';
import { seededRandom } from './random';
import {
  findCompanyOwner,
  insertAssignments,
  insertKeypadCodes,
  insertKeypadEntries,
  insertOperators,
  insertPendingOperators,
  listCompanyAssetFacts,
} from './seed-operators.repo';

const CHUNK = 500;
const HOUR_MS = 3_600_000;

/** A dozen drivers per demo company; the first list is Demo Construction Co.'s. */
const CREWS: ReadonlyArray<ReadonlyArray<readonly [string, string]>> = [
  [
    ['Marcus', 'Bennett'],
    ['Alicia', 'Romero'],
    ['Derek', 'Olson'],
    ['Tanya', 'Whitfield'],
    ['Luis', 'Navarro'],
    ['Kendra', 'Pruitt'],
    ['Brandon', 'Kowalski'],
    ['Shawna', 'Delgado'],
    ['Travis', 'Hoffman'],
    ['Megan', 'Stroud'],
    ['Rafael', 'Ortiz'],
    ['Cody', 'Lindqvist'],
  ],
  [
    ['Hector', 'Vigil'],
    ['Jenna', 'Archuleta'],
    ['Wade', 'Sorensen'],
    ['Lacey', 'Trujillo'],
    ['Dustin', 'Pike'],
    ['Carmen', 'Maestas'],
    ['Garrett', 'Nyberg'],
    ['Rosa', 'Quintana'],
    ['Kyle', 'Brandt'],
    ['Amber', 'Salazar'],
    ['Nolan', 'Fairbanks'],
    ['Tessa', 'Gurule'],
  ],
];
/** Codes of the shop, not of a driver: typing them assigns nobody. */
const SHOP_CODES = ['Shop - Service Tech', 'Yard Lead'];
/** Keypad assets past this many are left without entries: enough to browse, quick to seed. */
const MAX_KEYPAD_ASSETS = 400;
/** Drivers the office assigned by hand to a vehicle in the last day. */
const MANUAL_ASSIGNMENTS = 3;
/** The first drivers of a company with cameras drive its camera trucks, never a keypad asset. */
const CAMERA_CREW = 6;

/**
 * Each demo company's drivers (docs/OPERATORS.md): a dozen operators with a keypad code each,
 * two shop codes, keypad entries over the last four weeks on the assets with keypads (any of
 * the company's assets when none has one), the assignments those entries made, the camera
 * crew's weekly shifts on the camera trucks, a few drivers assigned by hand, and one or two
 * drivers a camera saw but nobody named ('Unidentified Driver').
 */
export async function seedDemoOperators(db: Db, companyIds: readonly number[]): Promise<void> {
  for (const [index, companyId] of companyIds.entries()) {
    await seedCompanyOperators(db, companyId, index, Date.now());
  }
}

async function seedCompanyOperators(db: Db, companyId: number, index: number, now: number) {
  const random = seededRandom(1_000 + index);
  const owner = await findCompanyOwner(db, companyId);
  const assets = await listCompanyAssetFacts(db, companyId);
  if (assets.length === 0) return;
  const crew = CREWS[index % CREWS.length] ?? [];
  const people = await insertOperators(
    db,
    crew.map(([firstName, lastName], i) => ({
      companyId,
      firstName,
      lastName,
      // Some drivers are known to the camera vendor (driver score and coaching links).
      ftsDriverId: i % 3 === 0 ? `fts-${companyId}-${String(4100 + i * 37)}` : null,
    })),
  );
  const codes = await insertKeypadCodes(db, [
    ...people.map((person, i) => ({
      companyId,
      name: `${person.firstName} ${person.lastName}`,
      code: String(2000 + i * 173 + index * 11).padStart(4, '0'),
      operatorId: person.operatorId,
    })),
    ...SHOP_CODES.map((name, i) => ({ companyId, name, code: `90${i}${index}` })),
  ]);

  // The camera crew keeps off the keypads: a code typed elsewhere would take them off their
  // truck, and the camera trucks' safety events need their drivers (docs/CAMERAS.md).
  const cameraAssets = assets.filter((asset) => asset.cameraId !== null);
  const cameraCrew = cameraAssets.length > 0 ? people.slice(0, CAMERA_CREW) : [];
  const crewIds = new Set(cameraCrew.map((person) => person.operatorId));
  const withKeypad = assets.filter((asset) => asset.hasKeypad);
  const keypadAssets = (withKeypad.length > 0 ? withKeypad : assets).slice(0, MAX_KEYPAD_ASSETS);
  const entries = planKeypadEntries(
    random,
    keypadAssets.map((asset) => asset.assetId),
    codes
      .filter((code) => code.operatorId === null || !crewIds.has(code.operatorId))
      .map((code) => ({ keypadCodeId: code.keypadCodeId, operatorId: code.operatorId })),
    now,
  );
  for (let i = 0; i < entries.length; i += CHUNK) {
    await insertKeypadEntries(
      db,
      entries.slice(i, i + CHUNK).map((entry) => ({
        companyId,
        assetId: entry.assetId,
        keypadCodeId: entry.keypadCodeId,
        keypadTimestamp: new Date(entry.at),
        isLocalCode: entry.isLocal,
      })),
    );
  }

  const changes: DemoAssignmentChange[] = entries.flatMap((entry) =>
    entry.operatorId === null
      ? []
      : [
          {
            assetId: entry.assetId,
            operatorId: entry.operatorId,
            source: 'keypad',
            by: null,
            at: entry.at,
          },
        ],
  );
  changes.push(
    ...planCameraCrewShifts(
      cameraAssets.map((asset) => asset.assetId),
      cameraCrew.map((person) => person.operatorId),
      owner,
      now,
    ),
  );
  // The last few drivers were put on a vehicle by the office this morning.
  // Tracked vehicles: the trucks that carry cameras and report where they drive.
  const vehicles = assets.filter(
    (asset) => asset.assetTypeId === ASSET_TYPE.vehicle && asset.trackerId !== null,
  );
  for (let i = 0; i < MANUAL_ASSIGNMENTS; i += 1) {
    const person = people[people.length - 1 - i];
    const vehicle = (vehicles.length > 0 ? vehicles : assets)[i * 5];
    if (!person || !vehicle) continue;
    changes.push({
      assetId: vehicle.assetId,
      operatorId: person.operatorId,
      source: 'manual',
      by: owner,
      at: now - (3 + i * 2) * HOUR_MS,
    });
  }
  const rows = planAssignments(changes).map((row) => ({
    companyId,
    operatorId: row.operatorId,
    assetId: row.assetId,
    source: row.source,
    assignedBy: row.assignedBy,
    dateAssigned: new Date(row.dateAssigned),
    dateUnassigned: row.dateUnassigned === null ? null : new Date(row.dateUnassigned),
    unassignedSource: row.unassignedSource,
    unassignedBy: row.unassignedBy,
  }));
  for (let i = 0; i < rows.length; i += CHUNK) {
    await insertAssignments(db, rows.slice(i, i + CHUNK));
  }
  // The driven assets' driver name is their driver's, as an assignment made in the app leaves it.
  const driven = [...new Set(rows.filter((row) => !row.dateUnassigned).map((row) => row.assetId))];
  for (let i = 0; i < driven.length; i += CHUNK) {
    await syncDriverNames(db, companyId, driven.slice(i, i + CHUNK));
  }

  // Drivers a camera saw: on camera assets, else on vehicles ('Unidentified Driver' shows).
  const seen = (
    cameraAssets.length > 0 ? cameraAssets : vehicles.length > 0 ? vehicles : assets
  ).slice(1, index === 0 ? 3 : 2);
  await insertPendingOperators(
    db,
    seen.map((asset, i) => ({
      companyId,
      assetId: asset.assetId,
      ftsAiProfileId: `ai-profile-${companyId}-${String(7301 + i * 19)}`,
      vendorCameraId: asset.vendorCameraId,
      eventDate: new Date(now - (2 + i * 20) * HOUR_MS),
      identifiedOperatorId: null,
    })),
  );
}
