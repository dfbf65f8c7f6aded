import { and, asc, eq, sql } from 'drizzle-orm';
import { GEOFENCE_TYPE_IDS } from '@fleet/domain';
import type { Db } from '../../db/client';
import { geofences, jobs, locations, orders, states } from '../../db/schema/index';

export type JobRow = typeof jobs.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type LocationRow = typeof locations.$inferSelect;

/** The company's jobs and phases, by name. */
export async function listJobs(db: Db, companyId: number): Promise<JobRow[]> {
  return db
    .select()
    .from(jobs)
    .where(eq(jobs.companyId, companyId))
    .orderBy(asc(jobs.name), asc(jobs.jobId));
}

export async function insertJob(db: Db, values: typeof jobs.$inferInsert): Promise<JobRow> {
  const [row] = await db.insert(jobs).values(values).returning();
  if (!row) throw new Error('insert into jobs returned no row');
  return row;
}

export async function findJob(
  db: Db,
  companyId: number,
  jobId: number,
): Promise<JobRow | undefined> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.jobId, jobId)));
  return row;
}

/** The company's locations with their state's abbreviation, by nickname. */
export async function listLocations(db: Db, companyId: number) {
  return db
    .select({ location: locations, stateAbbreviation: states.abbreviation })
    .from(locations)
    .leftJoin(states, eq(states.stateId, locations.stateId))
    .where(eq(locations.companyId, companyId))
    .orderBy(asc(locations.nickname), asc(locations.locationId));
}

export async function findLocation(
  db: Db,
  companyId: number,
  locationId: number,
): Promise<LocationRow | undefined> {
  const [row] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.companyId, companyId), eq(locations.locationId, locationId)));
  return row;
}

/** A location of the company whose nickname has this key (locations_company_nickname_unique). */
export async function findLocationByNicknameKey(db: Db, companyId: number, key: string) {
  const [row] = await db
    .select({ locationId: locations.locationId })
    .from(locations)
    .where(
      and(
        eq(locations.companyId, companyId),
        sql`lower(regexp_replace(${locations.nickname}, '[[:space:]]', '', 'g')) = ${key}`,
      ),
    );
  return row;
}

/**
 * Serializes jobsite creation within a company until the transaction ends, so the name check
 * and the insert cannot interleave with another's (the unique index's expression in migration
 * 0007 strips the letter s, not whitespace, so it cannot be relied on for that).
 */
export async function lockCompanyJobsites(db: Db, companyId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${JOBSITE_LOCK_SPACE}, ${companyId})`);
}
const JOBSITE_LOCK_SPACE = 7_001;

export async function insertLocation(
  db: Db,
  values: typeof locations.$inferInsert,
): Promise<LocationRow> {
  const [row] = await db.insert(locations).values(values).returning();
  if (!row) throw new Error('insert into locations returned no row');
  return row;
}

export async function insertCircleGeofence(
  db: Db,
  companyId: number,
  name: string,
  center: [number, number],
  radiusMeters: number,
): Promise<number> {
  const [row] = await db
    .insert(geofences)
    // A rental jobsite's geofence is of the jobsite type (docs/GEOFENCES.md).
    .values({
      companyId,
      name,
      geofenceTypeId: GEOFENCE_TYPE_IDS.jobsite,
      shape: { kind: 'circle', center, radiusMeters },
    })
    .returning({ geofenceId: geofences.geofenceId });
  if (!row) throw new Error('insert into geofences returned no row');
  return row.geofenceId;
}

export async function stateExists(db: Db, stateId: number): Promise<boolean> {
  const [row] = await db
    .select({ stateId: states.stateId })
    .from(states)
    .where(eq(states.stateId, stateId));
  return row !== undefined;
}

export async function findOrder(
  db: Db,
  companyId: number,
  orderId: number,
): Promise<{ order: OrderRow; job: JobRow | null } | undefined> {
  const [row] = await db
    .select({ order: orders, job: jobs })
    .from(orders)
    .leftJoin(jobs, eq(jobs.jobId, orders.jobId))
    .where(and(eq(orders.companyId, companyId), eq(orders.orderId, orderId)));
  return row;
}

export async function insertOrder(db: Db, values: typeof orders.$inferInsert): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  if (!row) throw new Error('insert into orders returned no row');
  return row;
}

export async function updateOrder(
  db: Db,
  companyId: number,
  orderId: number,
  values: Partial<Pick<OrderRow, 'jobId' | 'userId'>>,
): Promise<void> {
  await db
    .update(orders)
    .set(values)
    .where(and(eq(orders.companyId, companyId), eq(orders.orderId, orderId)));
}
