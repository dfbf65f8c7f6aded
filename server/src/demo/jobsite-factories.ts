import type { Db } from '../db/client';
import type { jobs, locations } from '../db/schema/index';
import {
  insertJob,
  insertLocation,
  insertOrder,
  type JobRow,
} from '../modules/jobsites/jobsites.repo';

let sequence = 0;
const next = () => ++sequence;

/** A jobsite of the company (spec 1 §5: jobsite true, location type 1), pinned in Columbia, MO. */
export async function makeLocation(
  db: Db,
  companyId: number,
  overrides: Partial<Omit<typeof locations.$inferInsert, 'companyId'>> = {},
) {
  return insertLocation(db, {
    nickname: `Jobsite ${next()}`,
    street1: '1 Main St',
    city: 'Columbia',
    zipCode: '65201',
    latitude: 38.9498,
    longitude: -92.3273,
    jobsite: true,
    ...overrides,
    companyId,
  });
}

/** A job, or a phase of one when parentJobId is given. */
export async function makeJob(
  db: Db,
  companyId: number,
  overrides: Partial<Omit<typeof jobs.$inferInsert, 'companyId'>> = {},
): Promise<JobRow> {
  return insertJob(db, { name: `Job ${next()}`, ...overrides, companyId });
}

export async function makeOrder(
  db: Db,
  companyId: number,
  overrides: { userId?: number | null; jobId?: number | null } = {},
) {
  return insertOrder(db, { ...overrides, companyId });
}
