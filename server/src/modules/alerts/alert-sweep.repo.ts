import { sql } from 'drizzle-orm';
import type { ServiceDueUnit } from '@fleet/domain';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { idList } from '../../db/id-list';

export interface SilentAsset {
  assetId: number;
  lastCheckinMs: number;
  latitude: number | null;
  longitude: number | null;
}

/** One window of an alert sweep's candidates, and where the next window starts. */
export interface SweepWindow<Row> {
  rows: Row[];
  /** The window's last asset: the next starts after it; null when no row was left. */
  lastAssetId: number | null;
}

/**
 * A window read's one row: the window's last asset and its rows, built as `Row` by json_agg
 * (PGlite hands JSON over as text, node-postgres parsed).
 */
function windowOf<Row>(result: unknown): SweepWindow<Row> {
  const [row] = rowsOf<{ last_asset_id: number | null; rows: string | Row[] }>(result);
  const rows = typeof row?.rows === 'string' ? (JSON.parse(row.rows) as Row[]) : (row?.rows ?? []);
  return { rows, lastAssetId: row?.last_asset_id ?? null };
}

/**
 * One window of the company's statuses (up to `size`, from `afterAssetId` on, in asset order):
 * the tracked assets (not archived) whose tracker last checked in before `since` and whose
 * silence the rule has not alerted yet (its alert's bracket is the last check-in, under the key
 * of `dedupeKeyOf`, devices/alerts/alert-evaluator.ts).
 *
 * Windowed because on PGlite a statement runs on the server's event loop: one read of a
 * 20,000-asset fleet held it 0.76 s every minute (bench/README.md "Background jobs"). Leaving
 * out what is already alerted keeps a fleet that stays silent from being drafted again every
 * minute.
 */
export async function findSilentAssets(
  db: Db,
  companyId: number,
  query: { alertRuleId: number; since: number; afterAssetId: number; size: number },
): Promise<SweepWindow<SilentAsset>> {
  const result = await db.execute(sql`
    with w as materialized (
      select asset_id, status from asset_statuses
      where company_id = ${companyId} and asset_id > ${query.afterAssetId}
      order by asset_id limit ${query.size}),
    checkins as (
      select w.asset_id, w.status, (w.status->>'last_checkin_timestamp')::timestamptz as last_checkin
      from w where w.status->>'last_checkin_timestamp' is not null)
    select (select max(asset_id) from w) as last_asset_id,
      coalesce((select json_agg(json_build_object('assetId', c.asset_id,
          'lastCheckinMs', (extract(epoch from c.last_checkin) * 1000)::float8,
          'latitude', (c.status->'location'->>'latitude')::float8,
          'longitude', (c.status->'location'->>'longitude')::float8) order by c.asset_id)
        from checkins c join assets a on a.asset_id = c.asset_id
        where c.last_checkin < ${new Date(query.since).toISOString()} and a.archived_at is null
          and not exists (
            select 1 from alerts x
            where x.company_id = ${companyId}
              and x.dedupe_key = ${`${query.alertRuleId}:`} || c.asset_id || ':-'
              and x.window_start <= c.last_checkin and x.window_end >= c.last_checkin)),
        '[]') as rows`);
  return windowOf<SilentAsset>(result);
}

export interface AlertToNotify {
  alert_id: number;
  company_id: number;
  rule_name: string | null;
  notify: { sms?: boolean; email?: boolean; user_ids?: number[] } | null;
  asset_name: string;
  crossed: string | null;
  fired_at: string;
}

/**
 * Takes up to `limit` alerts nobody has notified yet, marking them notified in the same
 * statement: of several instances, exactly one takes each (texts and emails go at most once).
 */
export async function claimUnnotifiedAlerts(db: Db, limit: number): Promise<AlertToNotify[]> {
  const result = await db.execute(sql`
    with taken as (
      update alerts set notified_at = now()
      where alert_id in (
        select alert_id from alerts where notified_at is null
        order by alert_id limit ${limit} for update skip locked)
      returning alert_id, company_id, alert_rule_id, asset_id, fired_at, evidence)
    select t.alert_id::float8 as alert_id, t.company_id, r.name as rule_name, r.notify,
      coalesce(a.custom_name, 'Asset ' || t.asset_id) as asset_name,
      t.evidence->>'crossed' as crossed,
      to_char(t.fired_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as fired_at
    from taken t
    join assets a on a.asset_id = t.asset_id
    left join alert_rules r on r.alert_rule_id = t.alert_rule_id`);
  return rowsOf<AlertToNotify>(result).map((row) => ({ ...row, alert_id: Number(row.alert_id) }));
}

export interface Recipient {
  userId: number;
  email: string;
  phone: string | null;
}

/** The company's active users among these ids, with where to reach them. */
export async function findRecipients(
  db: Db,
  companyId: number,
  userIds: number[],
): Promise<Recipient[]> {
  if (userIds.length === 0) return [];
  const result = await db.execute(sql`
    select user_id, email, cell_phone_number, sms_opted_out from users
    where company_id = ${companyId} and active
      and user_id in ${idList(userIds)}`);
  return rowsOf<{
    user_id: number;
    email: string;
    cell_phone_number: string | null;
    sms_opted_out: boolean;
  }>(result).map((row) => ({
    userId: row.user_id,
    email: row.email,
    phone: row.sms_opted_out ? null : row.cell_phone_number,
  }));
}

export interface DueService {
  assetId: number;
  intervalName: string;
  isOverdue: boolean;
  remaining: number;
  unit: ServiceDueUnit;
  baselineMs: number;
  latitude: number | null;
  longitude: number | null;
  dedupeKey: string;
}

/**
 * One window of the company's service-due rows (up to `size` matching the rule, from
 * `afterAssetId` on, in asset order): those the rule has not yet alerted on for their current
 * service cycle, as the service-due sweep judged them (`asset_service_due`): overdue ones only,
 * or due soon ones too. An alert's key is the rule, the asset and the interval (dedupeKeyOf's
 * shape with the interval after it), its bracket the cycle's start, so each interval fires once
 * per service, whatever the number of sweeps; the key is made here so the check and the alert
 * agree. Windowed as `findSilentAssets` is: a rule new to a large fleet fires in steps, and
 * later sweeps read a window at a time.
 */
export async function findUnalertedServiceDue(
  db: Db,
  companyId: number,
  rule: { alertRuleId: number; isOverdueOnly: boolean; assetIds: number[] | null },
  window: { afterAssetId: number; size: number },
): Promise<SweepWindow<DueService>> {
  const members = rule.assetIds === null ? sql`true` : sql`d.asset_id in ${idList(rule.assetIds)}`;
  const result = await db.execute(sql`
    with w as materialized (
      select d.asset_id, d.interval_name, d.is_overdue, d.remaining, d.unit, d.baseline_at,
        ${String(rule.alertRuleId)} || ':' || d.asset_id || ':-:' || d.maintenance_group_interval_id
          as dedupe_key
      from asset_service_due d
      where d.company_id = ${companyId} and d.asset_id > ${window.afterAssetId}
        and (d.is_overdue or not ${rule.isOverdueOnly}) and ${members}
      order by d.asset_id limit ${window.size})
    select (select max(asset_id) from w) as last_asset_id,
      coalesce((select json_agg(json_build_object('assetId', w.asset_id,
          'intervalName', w.interval_name, 'isOverdue', w.is_overdue,
          'remaining', w.remaining, 'unit', w.unit,
          'baselineMs', (extract(epoch from w.baseline_at) * 1000)::float8,
          'latitude', (s.status->'location'->>'latitude')::float8,
          'longitude', (s.status->'location'->>'longitude')::float8,
          'dedupeKey', w.dedupe_key) order by w.asset_id)
        from w left join asset_statuses s on s.asset_id = w.asset_id
        where not exists (
          select 1 from alerts a
          where a.company_id = ${companyId} and a.dedupe_key = w.dedupe_key
            and a.window_start <= w.baseline_at and a.window_end >= w.baseline_at)),
        '[]') as rows`);
  return windowOf<DueService>(result);
}
