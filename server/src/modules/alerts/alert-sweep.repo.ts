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

/**
 * The company's tracked assets (not archived) whose tracker last checked in before `since`:
 * the lost-contact rule's candidates.
 */
export async function findSilentAssets(
  db: Db,
  companyId: number,
  since: number,
): Promise<SilentAsset[]> {
  const result = await db.execute(sql`
    select s.asset_id,
      (extract(epoch from (s.status->>'last_checkin_timestamp')::timestamptz) * 1000)::float8
        as last_checkin_ms,
      (s.status->'location'->>'latitude')::float8 as latitude,
      (s.status->'location'->>'longitude')::float8 as longitude
    from asset_statuses s
    join assets a on a.asset_id = s.asset_id
    where s.company_id = ${companyId} and a.archived_at is null
      and s.status->>'last_checkin_timestamp' is not null
      and (s.status->>'last_checkin_timestamp')::timestamptz < ${new Date(since).toISOString()}`);
  return rowsOf<{
    asset_id: number;
    last_checkin_ms: number;
    latitude: number | null;
    longitude: number | null;
  }>(result).map((row) => ({
    assetId: row.asset_id,
    lastCheckinMs: Number(row.last_checkin_ms),
    latitude: row.latitude,
    longitude: row.longitude,
  }));
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
 * The company's assets a service-due rule has not yet alerted on for their current service
 * cycle, as the service-due sweep judged them (`asset_service_due`): overdue ones only, or due
 * soon ones too. An alert's key is the rule, the asset and the interval (dedupeKeyOf's shape
 * with the interval after it), its bracket the cycle's start, so each interval fires once per
 * service, whatever the number of sweeps; the key is made here so the check and the alert agree.
 */
export async function findUnalertedServiceDue(
  db: Db,
  companyId: number,
  rule: { alertRuleId: number; isOverdueOnly: boolean; assetIds: number[] | null },
  limit: number,
): Promise<DueService[]> {
  const members = rule.assetIds === null ? sql`true` : sql`d.asset_id in ${idList(rule.assetIds)}`;
  const result = await db.execute(sql`
    select * from (
      select d.asset_id, d.interval_name, d.is_overdue, d.remaining, d.unit, d.baseline_at,
        (extract(epoch from d.baseline_at) * 1000)::float8 as baseline_ms,
        (s.status->'location'->>'latitude')::float8 as latitude,
        (s.status->'location'->>'longitude')::float8 as longitude,
        ${String(rule.alertRuleId)} || ':' || d.asset_id || ':-:' || d.maintenance_group_interval_id
          as dedupe_key
      from asset_service_due d
      left join asset_statuses s on s.asset_id = d.asset_id
      where d.company_id = ${companyId} and (d.is_overdue or not ${rule.isOverdueOnly})
        and ${members}) due
    where not exists (
      select 1 from alerts a
      where a.company_id = ${companyId} and a.dedupe_key = due.dedupe_key
        and a.window_start <= due.baseline_at and a.window_end >= due.baseline_at)
    order by due.asset_id
    limit ${limit}`);
  return rowsOf<{
    asset_id: number;
    interval_name: string;
    is_overdue: boolean;
    remaining: number;
    unit: ServiceDueUnit;
    baseline_ms: number;
    latitude: number | null;
    longitude: number | null;
    dedupe_key: string;
  }>(result).map((row) => ({
    assetId: row.asset_id,
    intervalName: row.interval_name,
    isOverdue: row.is_overdue,
    remaining: Number(row.remaining),
    unit: row.unit,
    baselineMs: Number(row.baseline_ms),
    latitude: row.latitude,
    longitude: row.longitude,
    dedupeKey: row.dedupe_key,
  }));
}
