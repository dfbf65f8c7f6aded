import {
  rowStatusOf,
  type ImportFieldDraft,
  type ImportRow,
  type ImportRowFields,
  type ImportRowsPage,
} from '@fleet/domain/imports';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { badRequest, notFound } from '../../platform/errors';
import { assertMayCreateAssets } from '../asset-create/asset-create.service';
import { toImportJob, toImportRow } from './import-dto';
import { assertReviewable, requireJob } from './imports.service';
import {
  countImportIssues,
  countImportRowsByStatus,
  countJobAssets,
  countLiveOpenRows,
  findImportJob,
  findResourcesByIds,
  findVisibleProducts,
  listImportRows,
  lockImportRows,
  markRowsDeleted,
  setImportJob,
  updateImportRow,
} from './imports.repo';

/**
 * spec 2 §7 getAssetImportJobRows: a tab's rows (spec 2 §2: all, clean, with issues; completed
 * rows leave the list), the tabs' counts and the issue counts, all read in one transaction so
 * they agree with each other.
 */
export async function rowsPage(
  deps: AppDeps,
  auth: AuthContext,
  jobId: string,
  query: { tab: number; page_number: number; page_size: number },
): Promise<ImportRowsPage> {
  return deps.db.transaction(async (tx) => {
    const job = await findImportJob(tx, auth.companyId, jobId);
    if (!job) throw notFound('There is no such import.');
    const rows = await listImportRows(
      tx,
      jobId,
      query.tab,
      query.page_size,
      (query.page_number - 1) * query.page_size,
    );
    const byStatus = new Map(
      (await countImportRowsByStatus(tx, jobId)).map((row) => [row.status, row.rows]),
    );
    const of = (status: string) => byStatus.get(status) ?? 0;
    const issues = await countImportIssues(tx, jobId);
    const clean = of('READY');
    const withIssues = of('NEEDS_ATTENTION') + of('FAILED');
    return {
      job: toImportJob(job, of('COMPLETED')),
      rows: rows.map(toImportRow),
      counts: {
        all: clean + withIssues + of('PENDING'),
        clean,
        issues: withIssues,
        pending: of('PENDING'),
        completed: of('COMPLETED'),
      },
      issue_counts: issues,
    };
  });
}

interface FieldUpdate {
  field_name: 'productId' | 'resourceId';
  new_api_value: string;
  new_display_value?: string | undefined;
}

/**
 * spec 2 §7 updateAssetImportJobRowFields: one product or designation for many rows. The value
 * must be the company's to use (a visible product; a location designation, spec 2 §5), and the
 * label shown is the server's, not the caller's. A row changed here is never overwritten by a
 * late background match (its version moves on).
 */
export async function updateRowFields(
  deps: AppDeps,
  auth: AuthContext,
  jobId: string,
  body: { row_ids: number[]; field_updates: FieldUpdate[] },
): Promise<ImportRow[]> {
  await assertMayCreateAssets(deps, auth);
  // Another company's job answers 404 before its values are looked at.
  await requireJob(deps, auth, jobId);
  const drafts = await resolveUpdates(deps, auth, body.field_updates);
  return deps.db.transaction(async (tx) => {
    const job = await requireJob({ ...deps, db: tx }, auth, jobId, true);
    assertReviewable(job);
    const rows = await lockImportRows(tx, jobId, [...new Set(body.row_ids)]);
    if (rows.length !== new Set(body.row_ids).size)
      throw notFound('Some of these rows are not rows of this import.');
    const updated: ImportRow[] = [];
    for (const row of rows) {
      if (row.status === 'COMPLETED') continue;
      const fields = { ...row.fields, ...drafts } as ImportRowFields;
      const status = rowStatusOf(Object.values(fields).map((field) => field.status));
      await updateImportRow(tx, row.rowId, { fields, status });
      updated.push(toImportRow({ ...row, fields, status, version: row.version + 1 }));
    }
    return updated;
  });
}

async function resolveUpdates(deps: AppDeps, auth: AuthContext, updates: FieldUpdate[]) {
  const drafts: Partial<Record<'productId' | 'resourceId', ImportFieldDraft>> = {};
  for (const update of updates) {
    if (drafts[update.field_name])
      throw badRequest(`${update.field_name} is updated twice in one call.`);
    const id = Number(update.new_api_value);
    if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) {
      throw badRequest(`“${update.new_api_value.slice(0, 20)}” is not an id.`);
    }
    if (update.field_name === 'productId') {
      const label = (await findVisibleProducts(deps.db, auth.companyId, [id])).get(id);
      if (label === undefined) throw badRequest('No product in the catalogue has this id.');
      drafts.productId = {
        status: 'READY',
        issues: [],
        values: [{ displayValue: label, value: String(id) }],
      };
    } else {
      const [resource] = await findResourcesByIds(deps.db, auth.companyId, [id]);
      if (!resource) throw badRequest('No reporting designation of the company has this id.');
      if (resource.type !== 'location')
        throw badRequest('A location reporting designation must be selected.');
      drafts.resourceId = {
        status: 'READY',
        issues: [],
        values: [{ displayValue: resource.path, value: String(id) }],
      };
    }
  }
  return drafts;
}

/**
 * spec 2 §7 deleteImportJobRows: the rows leave the review; when none is left to import the job
 * ends (spec 2 §4 "Deleting all rows ends the job").
 */
export async function deleteRows(
  deps: AppDeps,
  auth: AuthContext,
  jobId: string,
  rowIds: number[],
): Promise<{ deleted: number; job: ReturnType<typeof toImportJob> }> {
  await assertMayCreateAssets(deps, auth);
  return deps.db.transaction(async (tx) => {
    const job = await requireJob({ ...deps, db: tx }, auth, jobId, true);
    assertReviewable(job);
    const deleted = await markRowsDeleted(tx, jobId, [...new Set(rowIds)]);
    const left = await countLiveOpenRows(tx, jobId);
    const after = left === 0 ? await setImportJob(tx, jobId, { status: 'ARCHIVED' }) : job;
    const created = await countJobAssets(tx, [jobId]);
    return { deleted: deleted.length, job: toImportJob(after, created.get(jobId) ?? 0) };
  });
}
