import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, EquipmentClass, ModelsListPage } from '@fleet/domain';
import { makeAsset } from '../src/demo/asset-factories';
import { makeCompanyWithAdmin, makeUser } from '../src/demo/factories';
import {
  insertCategory,
  insertEquipmentClass,
  insertEquipmentMakes,
  insertEquipmentModel,
} from '../src/demo/fleet/seed-fleet.repo';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';

/** spec 2 §7 "Classes, categories, bulk edit, groups": the reads. */
describe.skipIf(isPostgresUnavailable())('categories, classes and models: reads', () => {
  let t: TestApp;
  let admin: string;
  let driver: string;
  let other: string;
  let companyId: number;
  let vehicles: number;
  let pickup: number;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.deps.db;
    const mine = await makeCompanyWithAdmin(db);
    companyId = mine.company.companyId;
    admin = await t.login(mine.admin.email);
    driver = await t.login((await makeUser(db, companyId, { securityLevelId: 7 })).email);
    const theirs = await makeCompanyWithAdmin(db);
    other = await t.login(theirs.admin.email);
    vehicles = (await insertCategory(db, { companyId, name: 'Vehicles' }))?.categoryId ?? 0;
    await insertCategory(db, { companyId, name: 'Trucks', parentCategoryId: vehicles });
    await insertCategory(db, { companyId, name: 'Gone', dateDeactivated: new Date() });
    await insertCategory(db, { companyId: theirs.company.companyId, name: 'Secret Category' });
    pickup =
      (await insertEquipmentClass(db, { companyId, categoryId: vehicles, name: 'Pickup' }))
        ?.equipmentClassId ?? 0;
    await insertEquipmentClass(db, { companyId: theirs.company.companyId, name: 'Secret Class' });
    await makeAsset(db, companyId, { equipmentClassId: pickup, categoryId: vehicles });
    await makeAsset(db, companyId, { equipmentClassId: pickup, categoryId: vehicles });
    await makeAsset(db, companyId, {
      equipmentClassId: pickup,
      categoryId: vehicles,
      archivedStatus: 'SOLD',
      archivedAt: new Date(),
    });
    const [ford, deere] = await insertEquipmentMakes(db, ['Ford Test', 'Deere Test']);
    for (const name of ['F-150', 'F-250', 'Ranger']) {
      await insertEquipmentModel(db, { equipmentMakeId: ford?.equipmentMakeId ?? 0, name });
    }
    await insertEquipmentModel(db, { equipmentMakeId: deere?.equipmentMakeId ?? 0, name: '310L' });
    await insertEquipmentModel(db, {
      equipmentMakeId: deere?.equipmentMakeId ?? 0,
      companyId: theirs.company.companyId,
      name: 'Their Own 9000',
    });
  });
  afterAll(async () => t?.close());

  const get = async <T>(token: string, url: string, headers: Record<string, string> = {}) => {
    const response = await t.call(token, { method: 'GET', url, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };

  it('lists the company’s active categories as a tree, with asset counts in service', async () => {
    const list = await get<Category[]>(driver, '/api/categories');
    expect(list.map((c) => c.name)).toEqual(['Trucks', 'Vehicles']);
    const trucks = list.find((c) => c.name === 'Trucks');
    expect(trucks?.parent_category_id).toBe(vehicles);
    expect(list.find((c) => c.name === 'Vehicles')).toMatchObject({
      company_id: companyId,
      date_deactivated: null,
      parent_category_id: null,
      asset_count: 2,
    });
    expect(JSON.stringify(await get(other, '/api/categories'))).not.toContain('Vehicles');
  });

  it('lists classes with counts, filtered by category, and X-Fields picks fields', async () => {
    const [row] = await get<EquipmentClass[]>(admin, '/api/equipment-classes');
    expect(row).toMatchObject({
      equipment_class_id: pickup,
      name: 'Pickup',
      category_id: vehicles,
      asset_count: 2,
      photo: null,
      equipment_models: [],
    });
    expect(await get(admin, `/api/equipment-classes?category_id=${vehicles + 1}`)).toEqual([]);
    const picked = await get(admin, '/api/equipment-classes', {
      'x-fields': 'equipment_class_id,name',
    });
    expect(picked).toEqual([{ equipment_class_id: pickup, name: 'Pickup' }]);
    const typo = await t.call(admin, {
      method: 'GET',
      url: '/api/equipment-classes',
      headers: { 'x-fields': 'nmae' },
    });
    expect(typo.statusCode).toBe(400);
    expect(JSON.stringify(await get(other, '/api/equipment-classes'))).not.toContain('Pickup');
  });

  it('finds catalogue models by make or name, a page at a time', async () => {
    const ford = await get<ModelsListPage>(admin, '/api/models?query=ford%20f-&page_size=1');
    expect(ford.total_items).toBe(2);
    expect(ford.items.map((m) => `${m.make.name} ${m.name}`)).toEqual(['Ford Test F-150']);
    const second = await get<ModelsListPage>(
      admin,
      '/api/models?query=ford%20f-&page_size=1&page=2',
    );
    expect(second.items.map((m) => m.name)).toEqual(['F-250']);
    const byMake = await get<ModelsListPage>(
      admin,
      `/api/models?make_id=${ford.items[0]?.make.equipment_make_id}`,
    );
    expect(byMake.total_items).toBe(3);
    // Another company's own model is not in the catalogue this company sees.
    const deere = await get<ModelsListPage>(admin, '/api/models?query=deere');
    expect(deere.items.map((m) => m.name)).toEqual(['310L']);
    const wildcard = await get<ModelsListPage>(admin, '/api/models?query=%25');
    expect(wildcard.total_items).toBe(0);
    const bad = await t.call(admin, { method: 'GET', url: '/api/models?page_size=1000' });
    expect(bad.statusCode).toBe(400);
  });
});
