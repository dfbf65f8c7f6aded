import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/**
 * spec 2 §7 searchMakes / searchModels (paged): the makes and models assets carry
 * (equipment_makes, equipment_models), shared or the company's own; archived makes left out.
 */
const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

interface Page {
  query?: string | undefined;
  limit: number;
  offset: number;
}

export async function searchEquipmentMakes(db: Db, companyId: number, page: Page) {
  const where: SQL[] = [
    sql`(company_id is null or company_id = ${companyId})`,
    sql`not is_deleted`,
  ];
  if (page.query) where.push(sql`name ilike ${likeOf(page.query)}`);
  const condition = sql.join(where, sql` and `);
  const result = await db.execute(sql`
    select equipment_make_id, name, count(*) over ()::int as total
    from equipment_makes where ${condition}
    order by lower(name), equipment_make_id
    limit ${page.limit} offset ${page.offset}`);
  const rows = rowsOf<{ equipment_make_id: number; name: string; total: number }>(result);
  const total = rows[0]?.total ?? (await countOf(db, sql`equipment_makes`, condition));
  return {
    items: rows.map((row) => ({ equipment_make_id: row.equipment_make_id, name: row.name })),
    total_items: Number(total),
  };
}

async function countOf(db: Db, table: SQL, condition: SQL): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from ${table} where ${condition}`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

export async function searchEquipmentModels(
  db: Db,
  companyId: number,
  page: Page & { makeIds?: number[] | undefined },
) {
  const where: SQL[] = [
    sql`(m.company_id is null or m.company_id = ${companyId})`,
    sql`(mk.company_id is null or mk.company_id = ${companyId})`,
    sql`not mk.is_deleted`,
  ];
  if (page.query) where.push(sql`m.name ilike ${likeOf(page.query)}`);
  if (page.makeIds && page.makeIds.length > 0) {
    where.push(
      sql`m.equipment_make_id in (${sql.join(
        page.makeIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  }
  const condition = sql.join(where, sql` and `);
  const from = sql`equipment_models m join equipment_makes mk
    on mk.equipment_make_id = m.equipment_make_id`;
  const result = await db.execute(sql`
    select m.equipment_model_id, m.equipment_make_id, mk.name as make_name, m.name,
      count(*) over ()::int as total
    from ${from} where ${condition}
    order by lower(mk.name), lower(m.name), m.equipment_model_id
    limit ${page.limit} offset ${page.offset}`);
  const rows = rowsOf<{
    equipment_model_id: number;
    equipment_make_id: number;
    make_name: string;
    name: string;
    total: number;
  }>(result);
  const total = rows[0]?.total ?? (await countOf(db, from, condition));
  return {
    items: rows.map(({ total: _total, ...row }) => row),
    total_items: Number(total),
  };
}
