import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { equipmentMakes } from '../../db/schema/index';

/** Writes only the demo catalogue makes: linking the demo fleet to products and designations. */

/** The shared makes by name, inserting those missing (the demo fleet inserted some already). */
export async function ensureSharedMakes(db: Db, names: string[]): Promise<Map<string, number>> {
  const existing = await db.execute(
    sql`select equipment_make_id, name from equipment_makes where company_id is null`,
  );
  const ids = new Map<string, number>();
  for (const row of (existing as { rows: Array<{ equipment_make_id: number; name: string }> })
    .rows) {
    ids.set(row.name, Number(row.equipment_make_id));
  }
  const missing = names.filter((name) => !ids.has(name));
  if (missing.length > 0) {
    const rows = await db
      .insert(equipmentMakes)
      .values(missing.map((name) => ({ name })))
      .returning();
    for (const row of rows) ids.set(row.name, row.equipmentMakeId);
  }
  return ids;
}

export async function insertOwnMake(
  db: Db,
  companyId: number,
  name: string,
  isDeleted: boolean,
): Promise<number> {
  const [row] = await db
    .insert(equipmentMakes)
    .values({ companyId, name, isDeleted })
    .returning({ id: equipmentMakes.equipmentMakeId });
  if (!row) throw new Error('make insert returned nothing');
  return row.id;
}

/**
 * Connects the company's assets to the shared product of their make, catalogue model and year
 * (the plain product, no variant). The pairs are worked out first (a small hash join), then
 * written with one update by asset id: joining products inside the update made PGlite compare
 * every asset with every product.
 */
export async function linkAssetsToProducts(db: Db, companyId: number): Promise<void> {
  await db.execute(sql`
    with pair as materialized (
      select m.equipment_model_id, p.year, min(p.product_id) as product_id
      from equipment_models m
      join products p on p.equipment_make_id = m.equipment_make_id
        and lower(p.model) = lower(m.name)
      where p.company_id is null and not p.is_deleted and p.variant is null
      group by m.equipment_model_id, p.year
    )
    update assets a set product_id = pair.product_id
    from pair
    where a.company_id = ${companyId}
      and a.equipment_model_id = pair.equipment_model_id
      and a.year = pair.year`);
}

/** Gives each of the company's assets the location designation named after its branch's yard. */
export async function linkAssetsToYards(db: Db, companyId: number): Promise<void> {
  await db.execute(sql`
    insert into asset_resources (asset_id, resource_id, company_id)
    select a.asset_id, r.resource_id, a.company_id
    from assets a
    join branches b on b.branch_id = a.inventory_branch_id
    join resources r on r.company_id = a.company_id
      and r.hierarchy_map_type = 'location' and r.value = b.name || ' Yard'
    where a.company_id = ${companyId}`);
}
