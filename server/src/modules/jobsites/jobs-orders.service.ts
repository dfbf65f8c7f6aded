import type { z } from 'zod';
import type { Job, Order, orderPatch } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { badRequest, notFound } from '../../platform/errors';
import { findJob, findOrder, listJobs, updateOrder, type JobRow } from './jobsites.repo';

const jobFields = (row: JobRow) => ({
  job_id: row.jobId,
  name: row.name,
  parent_job_id: row.parentJobId,
  custom_id: row.customId,
  geofence_id: row.geofenceId,
  work_codes: row.workCodes,
});

/** spec 1 §7 GET /jobs: top-level jobs, each with its phases (child_jobs), by name. */
export async function listCompanyJobs(deps: AppDeps, auth: AuthContext): Promise<Job[]> {
  const rows = await listJobs(deps.db, auth.companyId);
  const phases = new Map<number, JobRow[]>();
  for (const row of rows) {
    if (row.parentJobId === null) continue;
    phases.set(row.parentJobId, [...(phases.get(row.parentJobId) ?? []), row]);
  }
  return rows
    .filter((row) => row.parentJobId === null)
    .map((row) => ({
      ...jobFields(row),
      child_jobs: (phases.get(row.jobId) ?? []).map(jobFields),
    }));
}

/** The job refused the same way whether it is missing or another company's (DESIGN §4). */
export async function requireCompanyJob(deps: AppDeps, companyId: number, jobId: number) {
  const job = await findJob(deps.db, companyId, jobId);
  if (!job) {
    throw badRequest('That job does not exist.', {
      issues: [{ path: ['job_id'], message: 'That job does not exist.' }],
    });
  }
  return job;
}

/** spec 1 §7 GET rsp/orders/{id}. */
export async function getOrder(deps: AppDeps, auth: AuthContext, orderId: number): Promise<Order> {
  const row = await findOrder(deps.db, auth.companyId, orderId);
  if (!row) throw notFound();
  return {
    order_id: row.order.orderId,
    user_id: row.order.userId,
    job_id: row.order.jobId,
    purchase_order: row.order.purchaseOrder,
    job: row.job
      ? { job_id: row.job.jobId, name: row.job.name, parent_job_id: row.job.parentJobId }
      : null,
  };
}

/** spec 1 §7 PATCH rsp/orders/{id}: the job or phase the order is for, or none. */
export async function patchOrder(
  deps: AppDeps,
  auth: AuthContext,
  orderId: number,
  body: z.infer<typeof orderPatch>,
): Promise<Order> {
  if (!(await findOrder(deps.db, auth.companyId, orderId))) throw notFound();
  if (body.job_id !== null) await requireCompanyJob(deps, auth.companyId, body.job_id);
  await updateOrder(deps.db, auth.companyId, orderId, { jobId: body.job_id });
  return getOrder(deps, auth, orderId);
}
