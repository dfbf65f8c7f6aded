import { ASSET_TYPE, INVENTORY_STATUS, RENTAL_STATUS } from '@fleet/domain';
import { makeBranch, makeCompanyWithAdmin } from '../src/demo/factories';
import { makeAsset, makeRental } from '../src/demo/asset-factories';
import {
  categories,
  companyPreferences,
  equipmentClasses,
  equipmentMakes,
  equipmentModels,
  locations,
  vendorEntities,
} from '../src/db/schema/index';
import type { TestApp } from './harness';

/**
 * Own Co's seven assets (two branches, a category, two classes, a make and model, rentals from
 * the provider, a vendor and internally; three assets named alike so paging breaks ties) and
 * Other Co's one, named so a tenancy leak would show. The inventory tests read them.
 */
export async function seedInventoryFixture(t: TestApp) {
  const ids: Record<string, number> = {};
  const db = t.deps.db;
  const { company, admin } = await makeCompanyWithAdmin(db, { company: { name: 'Own Co' } });
  const cid = company.companyId;
  const b1 = await makeBranch(db, cid, { name: 'North' });
  const b2 = await makeBranch(db, cid, { name: 'South' });
  const [cat] = await db
    .insert(categories)
    .values({ companyId: cid, name: 'Earthmoving' })
    .returning();
  const [k1] = await db
    .insert(equipmentClasses)
    .values({ companyId: cid, name: 'Dozers', categoryId: cat?.categoryId })
    .returning();
  const [k2] = await db
    .insert(equipmentClasses)
    .values({ companyId: cid, name: 'Lifts' })
    .returning();
  const [make] = await db
    .insert(equipmentMakes)
    .values({ companyId: cid, name: 'Caterpillar' })
    .returning();
  const [model] = await db
    .insert(equipmentModels)
    .values({ companyId: cid, name: 'D6', equipmentMakeId: make?.equipmentMakeId ?? 0 })
    .returning();
  const [vendor] = await db
    .insert(vendorEntities)
    .values({ companyId: cid, name: 'Acme Rentals' })
    .returning();
  const [site] = await db
    .insert(locations)
    .values({ companyId: cid, nickname: 'North Jobsite', jobsite: true })
    .returning();
  Object.assign(ids, {
    b1: b1.branchId,
    b2: b2.branchId,
    cat: cat?.categoryId,
    k1: k1?.equipmentClassId,
    k2: k2?.equipmentClassId,
  });

  const alpha = await makeAsset(db, cid, {
    customName: 'Alpha',
    inventoryBranchId: b1.branchId,
    categoryId: cat?.categoryId,
    equipmentClassId: k1?.equipmentClassId,
    equipmentMakeId: make?.equipmentMakeId,
    equipmentModelId: model?.equipmentModelId,
    inventoryStatusId: INVENTORY_STATUS.readyToRent,
  });
  const bravo = await makeAsset(db, cid, {
    customName: 'Bravo',
    assetTypeId: ASSET_TYPE.equipment,
    assetKind: 'equipment',
    inventoryBranchId: b2.branchId,
    equipmentClassId: k1?.equipmentClassId,
    inventoryStatusId: INVENTORY_STATUS.softDown,
    model: 'Scissor 19',
  });
  await makeRental(db, cid, bravo.assetId, { vendorType: 'es', locationId: site?.locationId });
  const charlie = await makeAsset(db, cid, {
    customName: 'Charlie',
    assetTypeId: ASSET_TYPE.equipment,
    assetKind: 'equipment',
    equipmentClassId: k2?.equipmentClassId,
    inventoryStatusId: INVENTORY_STATUS.hardDown,
  });
  await makeRental(db, cid, charlie.assetId, { vendorType: 'tp', vendorId: vendor?.entityId });
  const delta = await makeAsset(db, cid, {
    customName: 'Delta',
    inventoryBranchId: b1.branchId,
    inventoryStatusId: INVENTORY_STATUS.makeReady,
  });
  // Reserved, not yet on rent: a live rental that leaves the stored status as it is.
  await makeRental(db, cid, delta.assetId, {
    rentalStatusId: RENTAL_STATUS.scheduled,
    vendorType: 'o',
    locationId: site?.locationId,
    startDate: new Date(Date.now() + 5 * 86_400_000),
  });
  for (let i = 0; i < 3; i++) {
    await makeAsset(db, cid, {
      customName: 'Same',
      inventoryBranchId: b1.branchId,
      assetTypeId: ASSET_TYPE.equipment,
      assetKind: 'equipment',
    });
  }
  ids.alpha = alpha.assetId;
  ids.bravo = bravo.assetId;
  ids.charlie = charlie.assetId;
  ids.delta = delta.assetId;
  const token = await t.login(admin.email);

  // Another company, with names and a vendor that would show up if tenancy leaked.
  const other = await makeCompanyWithAdmin(db, { company: { name: 'Other Co' } });
  const ob = await makeBranch(db, other.company.companyId, { name: 'Elsewhere' });
  const oa = await makeAsset(db, other.company.companyId, {
    customName: 'Alpha Other',
    inventoryBranchId: ob.branchId,
  });
  await makeRental(db, other.company.companyId, oa.assetId, { vendorType: 'es' });
  ids.otherBranch = ob.branchId;
  ids.otherAsset = oa.assetId;
  await db
    .insert(companyPreferences)
    .values({ companyId: other.company.companyId, allowInternalRentalsVehicles: false });
  const otherToken = await t.login(other.admin.email);
  return { token, otherToken, ids };
}
