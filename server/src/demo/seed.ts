import type { Db } from '../db/client';
import { setCompanyFlag } from '../modules/flags/flags.repo';
import { insertMarket } from '../modules/reference/reference.repo';
import { seedDemoFleet } from './fleet/seed-fleet';
import { seedDemoQuotes } from './fleet/seed-quotes';
import { seedDemoService } from './fleet/seed-service';
import { seedDemoOperators } from './fleet/seed-operators';
import { seedDemoCameras } from './fleet/seed-cameras';
import { seedDemoCatalogue } from './catalogue/seed-catalogue';
import { seedDemoCompanyAdmin } from './fleet/seed-company-admin';
import { seedDemoBilling } from './fleet/seed-billing';
import { seedDemoAlerts } from './fleet/seed-alerts';
import { makeGeofence, makeRental, makeTrackedAsset } from './asset-factories';
import {
  DEMO_PASSWORD,
  isDatabaseEmpty,
  makeBranch,
  makeCompanyWithAdmin,
  makeUser,
} from './factories';

/** The demo sign-ins printed at start and listed in the README. */
export const DEMO_SIGN_INS = [
  { email: 'admin@demo.test', role: 'Admin (company owner)' },
  { email: 'manager@demo.test', role: 'Manager' },
  { email: 'pending@demo.test', role: 'Pending' },
  { email: 'sales@demo.test', role: 'Sales' },
  { email: 'user@demo.test', role: 'User' },
  { email: 'operations@demo.test', role: 'Operations' },
  { email: 'driver@demo.test', role: 'Driver' },
  { email: 'readonly@demo.test', role: 'Manager, read-only' },
  { email: 'admin@other.test', role: 'Admin of Other Paving LLC' },
] as const;

/** Loads the demo companies into an empty database; returns false when data was already there. */
export async function seedDemoData(db: Db): Promise<boolean> {
  if (!(await isDatabaseEmpty(db))) return false;
  await db.transaction(async (tx) => {
    const { company: demo, admin } = await makeCompanyWithAdmin(tx, {
      company: {
        name: 'Demo Construction Co.',
        timezone: 'America/Chicago',
        hasRentals: true,
        hasFleetCam: true,
      },
      admin: {
        email: 'admin@demo.test',
        firstName: 'Avery',
        lastName: 'Admin',
        canAccessCamera: true,
        serviceWorkOrderAccess: true,
        canGrantPermissions: true,
        canReadAssetFinancialRecords: true,
        canCreateAssetFinancialRecords: true,
        phoneNumber: '573-555-0100',
        cellPhoneNumber: '573-555-0101',
        password: DEMO_PASSWORD,
      },
    });
    const id = demo.companyId;
    const branchIdByName = new Map<string, number>();
    for (const name of ['Columbia', 'Jefferson City', 'Kansas City', 'St. Louis']) {
      const branch = await makeBranch(tx, id, { name, isPublic: name === 'Columbia' });
      branchIdByName.set(name, branch.branchId);
    }
    await makeBranch(tx, id, { name: 'Mid-Missouri Telematics (MSP)', isThirdPartyMsp: true });
    for (const name of ['Central Missouri', 'Kansas City Metro', 'St. Louis Metro']) {
      await insertMarket(tx, { companyId: id, name });
    }
    const people = [
      {
        email: 'manager@demo.test',
        firstName: 'Morgan',
        lastName: 'Manager',
        securityLevelId: 2,
        canRent: true,
        canAccessCamera: true,
      },
      { email: 'pending@demo.test', firstName: 'Pat', lastName: 'Pending', securityLevelId: 3 },
      {
        email: 'sales@demo.test',
        firstName: 'Sam',
        lastName: 'Sales',
        securityLevelId: 4,
        canRent: true,
      },
      { email: 'user@demo.test', firstName: 'Uma', lastName: 'User', securityLevelId: 5 },
      {
        email: 'operations@demo.test',
        firstName: 'Oscar',
        lastName: 'Operations',
        securityLevelId: 6,
        serviceWorkOrderAccess: true,
      },
      {
        email: 'driver@demo.test',
        firstName: 'Dana',
        lastName: 'Driver',
        securityLevelId: 7,
        cellPhoneNumber: '573-555-0177',
      },
      {
        email: 'readonly@demo.test',
        firstName: 'Riley',
        lastName: 'Readonly',
        securityLevelId: 2,
        readOnly: true,
      },
    ];
    // The admin and the people who can rent are the demo orders' contacts.
    const contactUserIds = [admin.userId];
    for (const person of people) {
      const user = await makeUser(tx, id, person);
      if (person.canRent) contactUserIds.push(user.userId);
    }
    await setCompanyFlag(tx, id, 'setup', true);
    // The asset archive (docs/ARCHIVE.md) is on for the demo company, off for the other.
    await setCompanyFlag(tx, id, 'asset-archive', true);
    // The camera page's Safety events tab (docs/CAMERAS.md): the demo's cameras film events.
    await setCompanyFlag(tx, id, 'safety-events', true);
    await seedDemoFleet(tx, id, branchIdByName, contactUserIds);
    await seedDemoCameras(tx, id);
    await seedDemoQuotes(tx, id, demo.timezone, admin.userId);
    await seedDemoCompanyAdmin(tx, { companyId: id, adminUserId: admin.userId });
    await seedDemoAlerts(tx, { companyId: id, adminUserId: admin.userId });

    const { company: other } = await makeCompanyWithAdmin(tx, {
      company: { name: 'Other Paving LLC', timezone: 'America/Denver' },
      admin: { email: 'admin@other.test', firstName: 'Olive', lastName: 'Other' },
    });
    const denver = await makeBranch(tx, other.companyId, { name: 'Denver' });
    for (const n of [1, 2]) {
      const { asset } = await makeTrackedAsset(tx, other.companyId, {
        customName: `Front Range Roller ${n}`,
        assetTypeId: 2,
        assetKind: 'equipment',
        deviceSerial: `OTHER-000${n}`,
      });
      if (n === 1) await makeRental(tx, other.companyId, asset.assetId);
    }
    await makeGeofence(tx, other.companyId, {
      name: 'Denver Yard',
      shape: { kind: 'circle', center: [-104.99, 39.74], radiusMeters: 300 },
    });
    await insertMarket(tx, { companyId: other.companyId, name: 'Front Range' });
    await seedDemoService(tx, { demoCompanyId: id, otherCompanyId: other.companyId });
    await seedDemoOperators(tx, [id, other.companyId]);
    await seedDemoCatalogue(tx, { demoCompanyId: id, otherCompanyId: other.companyId });
    await seedDemoBilling(tx, {
      companyId: id,
      otherCompanyId: other.companyId,
      branchId: branchIdByName.get('Columbia') ?? denver.branchId,
      otherBranchId: denver.branchId,
    });
  });
  return true;
}
