import { sql } from 'drizzle-orm';
import type { Position } from '@fleet/domain';
import type { Db } from '../db/client';
import type { StoredStatus } from './status/stored-status';
import { rowsOf } from '../db/rows';
import { idList } from '../db/id-list';

/** A position ready to store: the fix plus who sent it and when it arrived. */
export interface PositionRow {
  companyId: number;
  trackerId: number;
  assetId: number;
  receivedAt: number;
  locationSource: number;
  position: Position;
}

/**
 * Stores positions in one statement. The rows travel as one JSON parameter (jsonb_to_recordset):
 * a thousand fixes cost one parse instead of twenty thousand bound parameters. Returns the fixes
 * that were new (a resent fix, same tracker and fix time, is skipped).
 */
export async function insertPositions(
  db: Db,
  rows: PositionRow[],
): Promise<Array<{ position_id: number; tracker_id: number; fix_ms: number }>> {
  if (rows.length === 0) return [];
  const payload = JSON.stringify(
    rows.map(({ companyId, trackerId, assetId, receivedAt, locationSource, position: p }) => ({
      company_id: companyId,
      tracker_id: trackerId,
      asset_id: assetId,
      fix_time: new Date(p.fixTime).toISOString(),
      received_at: new Date(receivedAt).toISOString(),
      latitude: p.latitude,
      longitude: p.longitude,
      valid: p.valid,
      location_source: locationSource,
      speed_mph: p.speedMph ?? null,
      heading: p.heading ?? null,
      altitude_meters: p.altitudeMeters ?? null,
      accuracy_meters: p.accuracyMeters ?? null,
      battery_percent: p.batteryPercent ?? null,
      ignition: p.ignition ?? null,
      is_moving: p.isMoving ?? null,
      odometer_miles: p.odometerMiles ?? null,
      engine_hours: p.engineHours ?? null,
      attributes: Object.keys(p.attributes).length > 0 ? p.attributes : null,
    })),
  );
  const result = await db.execute(sql`
    insert into positions (company_id, tracker_id, asset_id, fix_time, received_at, latitude,
      longitude, valid, location_source, speed_mph, heading, altitude_meters, accuracy_meters,
      battery_percent, ignition, is_moving, odometer_miles, engine_hours, attributes)
    select * from jsonb_to_recordset(${payload}::jsonb) as r(company_id int, tracker_id int,
      asset_id int, fix_time timestamptz, received_at timestamptz, latitude float8,
      longitude float8, valid boolean, location_source smallint, speed_mph real, heading real,
      altitude_meters real, accuracy_meters real, battery_percent real, ignition boolean,
      is_moving boolean, odometer_miles float8, engine_hours float8, attributes jsonb)
    on conflict (tracker_id, fix_time) do nothing
    returning position_id::float8 as position_id, tracker_id,
      (extract(epoch from fix_time) * 1000)::float8 as fix_ms`);
  return rowsOf<{ position_id: number; tracker_id: number; fix_ms: number }>(result);
}

export interface StatusRecord {
  assetId: number;
  companyId: number;
  status: StoredStatus;
  lastFixMs: number | null;
}

/** The stored statuses of these assets; on PostgreSQL locked until the transaction ends. */
export async function selectStatusesForUpdate(
  db: Db,
  assetIds: number[],
  lock: boolean,
): Promise<Map<number, StatusRecord>> {
  const found = new Map<number, StatusRecord>();
  if (assetIds.length === 0) return found;
  const result = await db.execute(sql`
    select asset_id, company_id, status,
      (extract(epoch from last_fix_time) * 1000)::float8 as last_fix_ms
    from asset_statuses
    where asset_id in ${idList(assetIds)}
    ${lock ? sql`order by asset_id for update` : sql``}`);
  for (const row of rowsOf<{
    asset_id: number;
    company_id: number;
    status: StoredStatus | string;
    last_fix_ms: number | null;
  }>(result)) {
    found.set(row.asset_id, {
      assetId: row.asset_id,
      companyId: row.company_id,
      status:
        typeof row.status === 'string' ? (JSON.parse(row.status) as StoredStatus) : row.status,
      lastFixMs: row.last_fix_ms,
    });
  }
  return found;
}

/** Nulls are the defaults (withDefaults restores them): leaving them out halves each row. */
const dropNulls = (_key: string, value: unknown): unknown => (value === null ? undefined : value);

export async function upsertStatuses(db: Db, records: StatusRecord[]): Promise<void> {
  if (records.length === 0) return;
  const payload = JSON.stringify(
    records.map((r) => ({
      asset_id: r.assetId,
      company_id: r.companyId,
      status: r.status,
      last_fix_time: r.lastFixMs === null ? undefined : new Date(r.lastFixMs).toISOString(),
    })),
    dropNulls,
  );
  await db.execute(sql`
    insert into asset_statuses (asset_id, company_id, status, last_fix_time, updated_at)
    select asset_id, company_id, status, last_fix_time, now()
    from jsonb_to_recordset(${payload}::jsonb)
      as r(asset_id int, company_id int, status jsonb, last_fix_time timestamptz)
    on conflict (asset_id) do update set status = excluded.status,
      last_fix_time = excluded.last_fix_time, updated_at = excluded.updated_at`);
}

/** Devices that reported without being registered: counted, for admins to add. */
export async function recordUnknownDevices(db: Db, serials: Map<string, number>): Promise<void> {
  if (serials.size === 0) return;
  const payload = JSON.stringify([...serials].map(([serial, n]) => ({ serial, n })));
  await db.execute(sql`
    insert into unknown_devices (device_serial, message_count)
    select serial, n from jsonb_to_recordset(${payload}::jsonb) as r(serial text, n int)
    on conflict (device_serial) do update set last_seen_at = now(),
      message_count = unknown_devices.message_count + excluded.message_count`);
}

/** The write-behind watermark (ingest_state): 0 before the first write. */
export async function readStatusWatermark(db: Db): Promise<number> {
  const result = await db.execute(
    sql`select status_position_id::float8 as id from ingest_state where id = 1`,
  );
  return rowsOf<{ id: number }>(result)[0]?.id ?? 0;
}

export async function writeStatusWatermark(db: Db, positionId: number): Promise<void> {
  await db.execute(sql`
    insert into ingest_state (id, status_position_id) values (1, ${positionId})
    on conflict (id) do update set status_position_id = excluded.status_position_id`);
}

/** A stored position as `positionsAfter` reads it back. */
export interface StoredPositionRow {
  position_id: number;
  company_id: number;
  asset_id: number;
  asset_type_id: number;
  fix_ms: number;
  received_ms: number;
  latitude: number;
  longitude: number;
  valid: boolean;
  location_source: number;
  speed_mph: number | null;
  heading: number | null;
  battery_percent: number | null;
  ignition: boolean | null;
  is_moving: boolean | null;
  odometer_miles: number | null;
  engine_hours: number | null;
  attributes: Record<string, string | number | boolean> | null;
}

/** The inverse of what `insertPositions` writes: the fix as the gateway had it. */
export function toPosition(row: StoredPositionRow): Position {
  return {
    deviceSerial: '',
    fixTime: row.fix_ms,
    latitude: row.latitude,
    longitude: row.longitude,
    valid: row.valid,
    speedMph: row.speed_mph ?? undefined,
    heading: row.heading ?? undefined,
    batteryPercent: row.battery_percent ?? undefined,
    ignition: row.ignition ?? undefined,
    isMoving: row.is_moving ?? undefined,
    odometerMiles: row.odometer_miles ?? undefined,
    engineHours: row.engine_hours ?? undefined,
    attributes: row.attributes ?? {},
  };
}

/** Up to `limit` positions after the watermark with what status derivation needs, oldest first. */
export async function positionsAfter(db: Db, positionId: number, limit: number) {
  const result = await db.execute(sql`
    select p.position_id::float8 as position_id, p.company_id, p.asset_id, a.asset_type_id,
      (extract(epoch from p.fix_time) * 1000)::float8 as fix_ms,
      (extract(epoch from p.received_at) * 1000)::float8 as received_ms,
      p.latitude, p.longitude, p.valid, p.location_source, p.speed_mph, p.heading,
      p.battery_percent, p.ignition, p.is_moving, p.odometer_miles, p.engine_hours, p.attributes
    from positions p join assets a on a.asset_id = p.asset_id
    where p.position_id > ${positionId}
    order by p.position_id
    limit ${limit}`);
  return rowsOf<StoredPositionRow>(result);
}
