import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Connects an asset to a product: the asset's make, model and year follow the product, and its
 * catalogue model when the company sees one of that name under the make. False when the
 * company has no such asset.
 */
export async function updateAssetProduct(
  db: Db,
  companyId: number,
  assetId: number,
  product: { productId: number; makeId: number; model: string; year: number | null },
): Promise<boolean> {
  const result = await db.execute(sql`
    update assets set
      product_id = ${product.productId},
      equipment_make_id = ${product.makeId},
      model = ${product.model},
      year = coalesce(${product.year}::int, year),
      equipment_model_id = (
        select m.equipment_model_id from equipment_models m
        where m.equipment_make_id = ${product.makeId}
          and lower(m.name) = lower(${product.model})
          and (m.company_id is null or m.company_id = ${companyId})
        order by m.company_id nulls last, m.equipment_model_id
        limit 1)
    where asset_id = ${assetId} and company_id = ${companyId}
    returning asset_id`);
  return (result as { rows: unknown[] }).rows.length > 0;
}
