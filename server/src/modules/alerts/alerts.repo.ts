import { sql, type SQL } from 'drizzle-orm';
import type { AlertListQuery } from '@fleet/domain';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

export interface AlertRow {
  alert_id: number;
  alert_rule_id: number | null;
  rule_name: string | null;
  asset_id: number;
  asset_name: string;
  incident_type_id: number;
  severity: string;
  geofence_id: number | null;
  geofence_name: string | null;
  fired_at: string;
  latitude: number | null;
  longitude: number | null;
  evidence: Record<string, unknown>;
  is_read: boolean;
}

/** The columns of an alert as Activity shows it, for one user (whether they read it). */
const alertSelect = (userId: number) => sql`
  select a.alert_id::float8 as alert_id, a.alert_rule_id, r.name as rule_name, a.asset_id,
    coalesce(s.custom_name, 'Asset ' || a.asset_id) as asset_name, a.incident_type_id,
    a.severity, a.geofence_id, g.name as geofence_name,
    to_char(a.fired_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as fired_at,
    a.latitude, a.longitude, a.evidence,
    exists (select 1 from alert_reads ar
      where ar.alert_id = a.alert_id and ar.user_id = ${userId}) as is_read
  from alerts a
  join assets s on s.asset_id = a.asset_id
  left join alert_rules r on r.alert_rule_id = a.alert_rule_id
  left join geofences g on g.geofence_id = a.geofence_id`;

const alertRowsOf = (result: unknown): AlertRow[] =>
  rowsOf<AlertRow>(result).map((row) => ({ ...row, alert_id: Number(row.alert_id) }));

/** Alerts the bell counts: of rules that tell in the app (or whose rule was deleted since). */
const IN_APP = sql`(r.alert_rule_id is null or coalesce((r.notify->>'in_app')::boolean, true))`;

function filtersOf(companyId: number, userId: number, query: Partial<AlertListQuery>): SQL {
  const parts: SQL[] = [sql`a.company_id = ${companyId}`];
  if (query.severity) parts.push(sql`a.severity = ${query.severity}`);
  if (query.asset_id) parts.push(sql`a.asset_id = ${query.asset_id}`);
  if (query.alert_rule_id) parts.push(sql`a.alert_rule_id = ${query.alert_rule_id}`);
  if (query.unread === 'true') {
    parts.push(sql`not exists (select 1 from alert_reads ar
      where ar.alert_id = a.alert_id and ar.user_id = ${userId})`);
  }
  return sql.join(parts, sql` and `);
}

/** A page of the company's alerts, newest first, with whether the user has read each. */
export async function listAlerts(
  db: Db,
  companyId: number,
  userId: number,
  query: AlertListQuery,
): Promise<{ rows: AlertRow[]; total: number }> {
  const where = filtersOf(companyId, userId, query);
  const [page, total] = await Promise.all([
    db.execute(sql`${alertSelect(userId)}
      where ${where}
      order by a.fired_at desc, a.alert_id desc
      limit ${query.page_size} offset ${(query.page - 1) * query.page_size}`),
    db.execute(sql`select count(*)::int as n from alerts a where ${where}`),
  ]);
  return {
    rows: alertRowsOf(page),
    total: rowsOf<{ n: number }>(total)[0]?.n ?? 0,
  };
}

/** What the bell shows: the company's in-app alerts the user has not read. */
export async function countUnread(db: Db, companyId: number, userId: number): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n from alerts a
    left join alert_rules r on r.alert_rule_id = a.alert_rule_id
    where a.company_id = ${companyId} and ${IN_APP}
      and not exists (select 1 from alert_reads ar
        where ar.alert_id = a.alert_id and ar.user_id = ${userId})`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/** Marks alerts read for the user: these ids (the company's only), or all of them. */
export async function markRead(
  db: Db,
  companyId: number,
  userId: number,
  alertIds: number[] | 'all',
): Promise<void> {
  const which =
    alertIds === 'all'
      ? sql`true`
      : sql`a.alert_id in (select value::bigint from jsonb_array_elements_text(${JSON.stringify(alertIds)}::jsonb))`;
  await db.execute(sql`
    insert into alert_reads (alert_id, user_id, company_id)
    select a.alert_id, ${userId}, a.company_id from alerts a
    where a.company_id = ${companyId} and ${which}
    on conflict do nothing`);
}

/** One alert of the company, or undefined. */
export async function findAlert(db: Db, companyId: number, userId: number, alertId: number) {
  const result = await db.execute(sql`${alertSelect(userId)}
    where a.company_id = ${companyId} and a.alert_id = ${alertId}`);
  return alertRowsOf(result)[0];
}
