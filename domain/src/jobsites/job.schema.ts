import { z } from 'zod';
import { bodyId } from '../api-schemas';

const jobFields = {
  job_id: z.number(),
  name: z.string(),
  parent_job_id: z.number().nullable(),
  custom_id: z.string().nullable(),
  geofence_id: z.number().nullable(),
  work_codes: z.array(z.string()),
};

/** spec 1 §3 "Job": a top-level job (parent_job_id null) with its phases (child_jobs). */
export const job = z.object({
  ...jobFields,
  child_jobs: z.array(z.object(jobFields)),
});
export type Job = z.infer<typeof job>;

/** spec 1 §3 "Order": the contact and the job (or phase) a rental was ordered under. */
export const order = z.object({
  order_id: z.number(),
  user_id: z.number().nullable(),
  job_id: z.number().nullable(),
  purchase_order: z.string().nullable(),
  job: z
    .object({ job_id: z.number(), name: z.string(), parent_job_id: z.number().nullable() })
    .nullable(),
});
export type Order = z.infer<typeof order>;

/** spec 1 §7 PATCH rsp/orders/{id}: the job or phase, null to clear it. */
export const orderPatch = z.object({ job_id: bodyId.nullable() }).strict();

/**
 * The form's Job and Phase from an order's job (spec 1 §2 "Edit mode"): a job with a parent is
 * a phase, so its parent is the Job.
 */
export function jobAndPhase(orderJob: { job_id: number; parent_job_id: number | null } | null): {
  jobId: number | null;
  phaseId: number | null;
} {
  if (!orderJob) return { jobId: null, phaseId: null };
  if (orderJob.parent_job_id === null) return { jobId: orderJob.job_id, phaseId: null };
  return { jobId: orderJob.parent_job_id, phaseId: orderJob.job_id };
}
