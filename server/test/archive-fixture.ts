import { makeCompanyWithAdmin, makeUser } from '../src/demo/factories';
import { makeAsset, makeRental, makeTrackedAsset } from '../src/demo/asset-factories';
import { makeOperator } from '../src/demo/operator-factories';
import { setCompanyFlag } from '../src/modules/flags/flags.repo';
import type { TestApp } from './harness';

/** The archive's calls over GraphQL, as the web client sends them. */
export const ARCHIVE = `mutation Archive($status: AssetArchivedStatus!, $assetId: Int!) {
  archiveAsset(archivedStatus: $status, assetId: $assetId) }`;
export const RESTORE = `mutation Restore($assetId: Int!) { restoreAsset(assetId: $assetId) }`;

/**
 * Yard Co (archive flag on) with a manager, a read-only manager and a user; a tracked asset
 * with a camera and a driver, a stolen one to be, one on rent and one with a rental ahead;
 * Lot Co (flag off) with one tracked asset. Names a tenancy leak would show.
 */
export async function seedArchiveFixture(t: TestApp, tag: string) {
  const db = t.deps.db;
  const { company, admin } = await makeCompanyWithAdmin(db, {
    company: { name: 'Yard Co' },
    admin: { email: `yard-admin-${tag}@example.test`, firstName: 'Yara', lastName: 'Admin' },
  });
  const cid = company.companyId;
  await setCompanyFlag(db, cid, 'asset-archive', true);
  const emails = {
    admin: admin.email,
    manager: `yard-manager-${tag}@example.test`,
    readOnly: `yard-reader-${tag}@example.test`,
    user: `yard-user-${tag}@example.test`,
    other: `lot-admin-${tag}@example.test`,
  };
  await makeUser(db, cid, { email: emails.manager, securityLevelId: 2 });
  await makeUser(db, cid, { email: emails.readOnly, securityLevelId: 2, readOnly: true });
  await makeUser(db, cid, { email: emails.user, securityLevelId: 5 });
  const excavator = await makeTrackedAsset(db, cid, {
    customName: 'EX-ARCHIVE',
    deviceSerial: `ARC-EX-${tag}`,
    serialNumber: 'SN-EX-1',
    cameraId: 77,
    cameraVendorId: 1,
  });
  const truck = await makeTrackedAsset(db, cid, {
    customName: 'TRUCK-STOLEN',
    deviceSerial: `ARC-TR-${tag}`,
  });
  const rented = await makeAsset(db, cid, { customName: 'LIFT-ON-RENT' });
  await makeRental(db, cid, rented.assetId);
  const booked = await makeAsset(db, cid, { customName: 'LIFT-BOOKED' });
  await makeRental(db, cid, booked.assetId, {
    rentalStatusId: 4,
    startDate: new Date(Date.now() + 86_400_000),
  });
  const driver = await makeOperator(db, cid, { firstName: 'Dee', lastName: 'Driver' });

  const other = await makeCompanyWithAdmin(db, {
    company: { name: 'Lot Co' },
    admin: { email: emails.other },
  });
  const otherAsset = await makeTrackedAsset(db, other.company.companyId, {
    customName: 'LOT-SECRET',
    deviceSerial: `ARC-LOT-${tag}`,
  });
  return {
    companyId: cid,
    emails,
    excavator,
    truck,
    rentedId: rented.assetId,
    bookedId: booked.assetId,
    driverId: driver.operatorId,
    otherAssetId: otherAsset.asset.assetId,
  };
}
export type ArchiveFixture = Awaited<ReturnType<typeof seedArchiveFixture>>;
