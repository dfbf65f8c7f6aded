import { expect } from 'vitest';
import { makeCompanyWithAdmin, makeUser } from '../src/demo/factories';
import { makeAsset } from '../src/demo/asset-factories';
import {
  equipmentMakes,
  productCategories,
  products,
  resources,
  trackers,
} from '../src/db/schema/index';
import type { TestApp } from './harness';

/**
 * Build Co with a small catalogue (two makes, four products), a reporting tree (a region over
 * two yards), a spare tracker, one asset with serial SN-TAKEN and a known VIN; Other Co with an
 * own product nobody else may see. The import tests read them.
 */
export async function seedImportFixture(t: TestApp) {
  const db = t.deps.db;
  const { company, admin } = await makeCompanyWithAdmin(db, { company: { name: 'Build Co' } });
  const companyId = company.companyId;
  const other = await makeCompanyWithAdmin(db, { company: { name: 'Other Co' } });
  const [category] = await db
    .insert(productCategories)
    .values({ name: 'Excavators', path: 'Earthmoving|Excavators' })
    .returning();
  const makes = await db
    .insert(equipmentMakes)
    .values([{ name: 'Caterpillar' }, { name: 'Bobcat' }])
    .returning();
  const [cat, bobcat] = makes;
  if (!category || !cat || !bobcat) throw new Error('fixture insert returned nothing');
  const product = (
    makeId: number,
    model: string,
    year: number,
    companyOwner: number | null = null,
  ) => ({
    equipmentMakeId: makeId,
    productCategoryId: category.productCategoryId,
    model,
    year,
    companyId: companyOwner,
    matchText: `${makeId === cat.equipmentMakeId ? 'caterpillar' : 'bobcat'} ${model.toLowerCase()}`,
  });
  const inserted = await db
    .insert(products)
    .values([
      product(cat.equipmentMakeId, '320', 2021),
      product(cat.equipmentMakeId, '320', 2019),
      product(bobcat.equipmentMakeId, 'E35', 2022),
      product(bobcat.equipmentMakeId, 'S650', 2020),
      product(bobcat.equipmentMakeId, 'T770', 2023, other.company.companyId),
    ])
    .returning({ productId: products.productId });
  const productIds = inserted.map((row) => row.productId);
  const [region] = await db
    .insert(resources)
    .values({
      companyId,
      hierarchyId: 1,
      hierarchyMapType: 'region',
      value: 'Midwest',
      path: 'Midwest',
    })
    .returning();
  if (!region) throw new Error('fixture insert returned nothing');
  const yards = await db
    .insert(resources)
    .values([
      {
        companyId,
        parentResourceId: region.resourceId,
        hierarchyId: 1,
        hierarchyMapType: 'location',
        value: 'North Yard',
        path: 'Midwest|North Yard',
      },
      {
        companyId,
        parentResourceId: region.resourceId,
        hierarchyId: 1,
        hierarchyMapType: 'location',
        value: 'South Yard',
        path: 'Midwest|South Yard',
      },
    ])
    .returning();
  await db.insert(trackers).values({ companyId, deviceSerial: 'TRK-SPARE-1' });
  await makeAsset(db, companyId, {
    customName: 'Old loader',
    serialNumber: 'SN-TAKEN',
    vin: '1FTFW1E59JFA00001',
  });
  const readOnly = await makeUser(db, companyId, { securityLevelId: 1, readOnly: true });
  return {
    companyId,
    admin: await t.login(admin.email),
    readOnly: await t.login(readOnly.email),
    other: await t.login(other.admin.email),
    productIds,
    regionId: region.resourceId,
    yardIds: yards.map((yard) => yard.resourceId),
  };
}

/** Uploads a file with the import's purpose; answers the upload id. */
export async function uploadSheet(t: TestApp, token: string, name: string, bytes: Buffer | string) {
  const asked = await t.call(token, {
    method: 'GET',
    url: `/api/uploads?file=${encodeURIComponent(name)}&purpose=asset-import`,
  });
  expect(asked.statusCode, asked.body).toBe(200);
  const [target] = asked.json().uploads;
  const put = await t.call(token, {
    method: 'PUT',
    url: target.url,
    payload: typeof bytes === 'string' ? Buffer.from(bytes) : bytes,
    headers: { 'content-type': 'application/octet-stream' },
  });
  expect(put.statusCode, put.body).toBe(200);
  return put.json().upload_id as number;
}
