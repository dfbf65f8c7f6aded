import { sql } from 'drizzle-orm';
import type { Db } from '../../server/src/db/client';

/**
 * A shared catalogue of `count` products (100 makes × count/1,000 models × 10 years) written by the database itself, varied as real ones
 * are: 100 makes with made-up names, models coded like real ones (two letters and a number,
 * some with a suffix), ten years each; and a location designation for the company.
 */
export async function seedBenchCatalogue(db: Db, companyId: number, count: number): Promise<void> {
  await db.execute(sql`insert into product_categories (name, path) values ('Bench', 'Bench')`);
  await db.execute(sql`insert into equipment_makes (name)
    select initcap(translate(substr(md5('make' || g), 1, 7), '0123456789', 'aeiouyrstl'))
    from generate_series(1, 100) g`);
  const models = sql.raw(String(Math.ceil(count / 1000)));
  await db.execute(sql`insert into products (equipment_make_id, product_category_id, model, year, match_text)
    select mk.equipment_make_id, (select max(product_category_id) from product_categories),
      m.code, 2015 + y, lower(mk.name || ' ' || m.code)
    from (select equipment_make_id, name from equipment_makes where company_id is null
          order by equipment_make_id desc limit 100) mk
      cross join lateral (
        select upper(translate(substr(md5(mk.name || g), 1, 2), '0123456789', 'ghjkmnpqvw'))
          || (100 + (g * 37) % 900)::text
          || (case when g % 3 = 0 then ' ' || upper(substr(md5('v' || g), 1, 2)) else '' end) as code
        from generate_series(1, ${models}) g
      ) m
      cross join generate_series(0, 9) y`);
  await db.execute(sql`insert into resources (company_id, hierarchy_id, hierarchy_map_type, value, path)
    values (${companyId}, 1, 'location', 'Bench Yard', 'Bench Yard')`);
}

/** Some of the catalogue's products, spread over it: what an import file names. */
export async function sampleProducts(db: Db, count: number) {
  const result = await db.execute(sql`
    select mk.name as make, p.model, p.year from products p
    join equipment_makes mk on mk.equipment_make_id = p.equipment_make_id
    where p.company_id is null and mk.company_id is null
    order by md5(p.product_id::text) limit ${count}`);
  return (result as { rows: Array<{ make: string; model: string; year: number }> }).rows;
}

/** An import file of `rows` assets over those products: nine in ten exact, one in ten near. */
export function benchCsv(
  rows: number,
  prefix: string,
  products: ReadonlyArray<{ make: string; model: string; year: number }>,
): string {
  const lines = ['Unit,Make,Model,Year,Serial,Home base'];
  for (let i = 0; i < rows; i += 1) {
    const product = products[i % products.length];
    if (!product) break;
    const near = i % 10 === 9 ? 'Z' : '';
    lines.push(
      `${prefix}-${i},${product.make},${product.model}${near},${product.year},${prefix}-SN-${i},Bench Yard`,
    );
  }
  return `${lines.join('\n')}\n`;
}
