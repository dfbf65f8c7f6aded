import { sql } from 'drizzle-orm';
import type { Db } from '../../server/src/db/client';

/**
 * A large inventory in one company, written by the database itself (generate_series), so
 * 100,000 assets take seconds: 20 branches, 10 categories, 50 classes, 20 makes with a model
 * each, 200 jobsites, 10 vendors, every status, one asset in five on rent from the company,
 * the provider or a third-party vendor. Names repeat (`{prefix}-{n % 40,000}`), as real
 * fleets' do, so paging must break ties.
 */
export async function seedInventory(
  db: Db,
  companyId: number,
  count: number,
  prefix = 'INV',
): Promise<void> {
  const c = sql.raw(String(companyId));
  const n = sql.raw(String(count));
  const p = prefix.replace(/[^A-Z0-9-]/gi, '');
  const min = (table: string, id: string) =>
    sql.raw(`(select min(${id}) from ${table} where company_id = ${companyId})`);
  await db.execute(sql`insert into branches (company_id, name)
    select ${c}, 'Branch ' || g from generate_series(1, 20) g`);
  await db.execute(sql`insert into categories (company_id, name)
    select ${c}, 'Category ' || g from generate_series(1, 10) g`);
  await db.execute(sql`insert into equipment_classes (company_id, category_id, name)
    select ${c}, ${min('categories', 'category_id')} + g % 10, 'Class ' || lpad(g::text, 2, '0')
    from generate_series(1, 50) g`);
  await db.execute(sql`insert into equipment_makes (company_id, name)
    select ${c}, 'Make ' || g from generate_series(1, 20) g`);
  await db.execute(sql`insert into equipment_models (company_id, equipment_make_id, name)
    select ${c}, equipment_make_id, 'M' || equipment_make_id from equipment_makes
    where company_id = ${c}`);
  await db.execute(sql`insert into locations (company_id, nickname, jobsite)
    select ${c}, 'Jobsite ' || g, true from generate_series(1, 200) g`);
  await db.execute(sql`insert into vendor_entities (company_id, name)
    select ${c}, 'Vendor ' || g from generate_series(1, 10) g`);
  await db.execute(sql`insert into assets (company_id, asset_type_id, asset_kind, custom_name,
      equipment_make_id, equipment_model_id, equipment_class_id, category_id,
      inventory_branch_id, inventory_status_id)
    select ${c}, 1 + g % 2, case when g % 2 = 0 then 'vehicle' else 'equipment' end,
      ${p} || '-' || lpad((g % 40000)::text, 5, '0'),
      ${min('equipment_makes', 'equipment_make_id')} + g % 20,
      ${min('equipment_models', 'equipment_model_id')} + g % 20,
      ${min('equipment_classes', 'equipment_class_id')} + g % 50,
      ${min('categories', 'category_id')} + g % 10,
      case when g % 23 = 0 then null else ${min('branches', 'branch_id')} + g % 20 end,
      1 + g % 10
    from generate_series(1, ${n}) g`);
  await db.execute(sql`insert into rentals (company_id, asset_id, rental_status_id, start_date,
      vendor_type, vendor_id, location_id)
    select ${c}, asset_id, 5, now() - (asset_id % 30) * interval '1 day',
      (array['o', 'es', 'tp'])[1 + asset_id % 3],
      case when asset_id % 3 = 2 then ${min('vendor_entities', 'entity_id')} + asset_id % 10 end,
      ${min('locations', 'location_id')} + asset_id % 200
    from assets where company_id = ${c} and asset_id % 5 = 0 and custom_name like ${`${p}-%`}`);
  await db.execute(sql`analyze`);
}
