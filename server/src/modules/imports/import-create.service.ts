import { IMPORT_MESSAGES, type CreateAssetsResult } from '@fleet/domain/imports';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { conflict, notFound } from '../../platform/errors';
import { assertMayCreateAssets } from '../asset-create/asset-create.service';
import { createAssets } from '../asset-create/create-assets';
import { publishAssetsCreated } from '../notifications/asset-notifications';
import { toImportJob } from './import-dto';
import { rowInputs } from './import-assets';
import { assertReviewable, isImporting, requireJob } from './imports.service';
import {
  countJobAssets,
  countLiveOpenRows,
  deleteImportAssets,
  findImportAssetsWithHistory,
  findImportJob,
  lockImportRows,
  setImportJob,
  updateImportRow,
  type ImportRowRecord,
} from './imports.repo';

/** Rows per transaction: one batch of creation, all of it or none. */
const BATCH = 500;

interface CreateOptions {
  create_all_ready_rows: boolean;
  row_ids?: number[] | undefined;
  dry_run: boolean;
}

type Created = CreateAssetsResult['created'];
type Skipped = CreateAssetsResult['skipped'];

/** Thrown to roll a dry run's transaction back once it has seen everything. */
class DryRunDone extends Error {}

/**
 * spec 2 §7 createAssetsFromRows (docs/IMPORT.md "Creating"): the clean rows asked for become
 * assets, in transactions of 500 rows, each batch all or nothing; the job is IMPORT_IN_PROGRESS
 * meanwhile (spec 2 §4) and then COMPLETED, or AVAILABLE while rows with issues remain. A row
 * that is not clean, or whose serial or VIN someone took meanwhile, is skipped with why (it is
 * FAILED, never created twice). A dry run does exactly the same in one transaction it then
 * rolls back, so what it reports is what an import would do.
 */
export async function createAssetsFromRows(
  deps: AppDeps,
  auth: AuthContext,
  jobId: string,
  options: CreateOptions,
): Promise<CreateAssetsResult> {
  await assertMayCreateAssets(deps, auth);
  if (options.dry_run) return dryRun(deps, auth, jobId, options);
  await deps.db.transaction(async (tx) => {
    const job = await requireJob({ ...deps, db: tx }, auth, jobId, true);
    assertReviewable(job);
    await setImportJob(tx, jobId, { status: 'IMPORT_IN_PROGRESS' });
  });
  const created: Created = [];
  const skipped: Skipped = [];
  const assetIds: number[] = [];
  let installedTrackers = false;
  try {
    const targets = await targetRowIds(deps, jobId, options);
    for (let start = 0; start < targets.length; start += BATCH) {
      const batch = targets.slice(start, start + BATCH);
      const outcome = await deps.db.transaction(async (tx) => {
        const made = await createBatch(tx, auth.companyId, jobId, batch, false);
        // Touched with each batch: an import that stops being touched was cut short.
        await setImportJob(tx, jobId, { status: 'IMPORT_IN_PROGRESS' });
        return made;
      });
      created.push(...outcome.created);
      skipped.push(...outcome.skipped);
      assetIds.push(...outcome.assetIds);
      installedTrackers ||= outcome.installedTrackers;
    }
  } finally {
    // Whatever happened, the job leaves IMPORT_IN_PROGRESS: its committed batches stay made.
    await deps.db.transaction(async (tx) => {
      const left = await countLiveOpenRows(tx, jobId);
      await setImportJob(tx, jobId, { status: left === 0 ? 'COMPLETED' : 'AVAILABLE' });
    });
    publishAssetsCreated(deps, auth.companyId, assetIds, { installedTrackers });
  }
  return { job: await jobNow(deps, auth, jobId), dry_run: false, created, skipped };
}

async function dryRun(deps: AppDeps, auth: AuthContext, jobId: string, options: CreateOptions) {
  let report: { created: Created; skipped: Skipped } = { created: [], skipped: [] };
  await deps.db
    .transaction(async (tx) => {
      const job = await requireJob({ ...deps, db: tx }, auth, jobId, true);
      assertReviewable(job);
      const targets = await targetRowIds({ ...deps, db: tx }, jobId, options);
      for (let start = 0; start < targets.length; start += BATCH) {
        const outcome = await createBatch(
          tx,
          auth.companyId,
          jobId,
          targets.slice(start, start + BATCH),
          true,
        );
        report = {
          created: [...report.created, ...outcome.created],
          skipped: [...report.skipped, ...outcome.skipped],
        };
      }
      throw new DryRunDone();
    })
    .catch((error: unknown) => {
      if (!(error instanceof DryRunDone)) throw error;
    });
  return { job: await jobNow(deps, auth, jobId), dry_run: true, ...report };
}

/** The rows asked for: every clean row, or the ones named (of this job; others are refused). */
async function targetRowIds(
  deps: AppDeps,
  jobId: string,
  options: CreateOptions,
): Promise<number[]> {
  const rows = await lockImportRows(
    deps.db,
    jobId,
    options.row_ids && !options.create_all_ready_rows ? options.row_ids : null,
  );
  if (
    options.row_ids &&
    !options.create_all_ready_rows &&
    rows.length !== new Set(options.row_ids).size
  ) {
    throw notFound('Some of these rows are not rows of this import.');
  }
  return rows
    .filter(
      (row) =>
        row.status !== 'COMPLETED' && (!options.create_all_ready_rows || row.status === 'READY'),
    )
    .map((row) => row.rowId);
}

async function createBatch(
  tx: AppDeps['db'],
  companyId: number,
  jobId: string,
  rowIds: number[],
  isDryRun: boolean,
) {
  const rows = await lockImportRows(tx, jobId, rowIds);
  const created: Created = [];
  const skipped: Skipped = [];
  const notClean = rows.filter((row) => row.status !== 'READY');
  for (const row of notClean)
    skipped.push(
      skip(
        row,
        row.status === 'PENDING'
          ? 'Its product is still being matched.'
          : 'It has issues to fix first.',
      ),
    );
  const inputs = await rowInputs(
    tx,
    companyId,
    rows.filter((row) => row.status === 'READY'),
  );
  const valid = inputs.flatMap((each) => ('input' in each ? [each] : []));
  for (const each of inputs) {
    if ('problems' in each) {
      skipped.push(skip(each.row, each.problems.join(' ')));
      if (!isDryRun)
        await updateImportRow(tx, each.row.rowId, {
          status: 'FAILED',
          issues: each.problems.map((message) => ({ code: 'INVALID', message })),
        });
    }
  }
  const result = await createAssets(
    tx,
    { companyId, importJobId: jobId },
    valid.map((each) => each.input),
  );
  for (const [index, outcome] of result.outcomes.entries()) {
    const row = valid[index]?.row;
    if (!row) continue;
    if (outcome.assetId !== null) {
      created.push({
        row_id: row.rowId,
        row_number: row.rowNumber,
        name: valid[index]?.input.custom_name ?? '',
        asset_id: isDryRun ? null : outcome.assetId,
      });
      if (!isDryRun)
        await updateImportRow(tx, row.rowId, {
          status: 'COMPLETED',
          createdAssetId: outcome.assetId,
        });
    } else {
      const reason = outcome.issues.map((issue) => issue.message).join(' ');
      skipped.push(skip(row, reason));
      if (!isDryRun)
        await updateImportRow(tx, row.rowId, {
          status: 'FAILED',
          issues: outcome.issues.map((issue) => ({
            code: 'NOT_CREATED',
            message: issue.message,
            details: issue.path.join('.'),
          })),
        });
    }
  }
  return {
    created,
    skipped,
    assetIds: result.assetIds,
    installedTrackers: result.installedTrackers,
  };
}

const skip = (row: ImportRowRecord, reason: string) => ({
  row_id: row.rowId,
  row_number: row.rowNumber,
  reason,
});

async function jobNow(deps: AppDeps, auth: AuthContext, jobId: string) {
  const job = await findImportJob(deps.db, auth.companyId, jobId);
  if (!job) throw notFound('There is no such import.');
  return toImportJob(job, (await countJobAssets(deps.db, [jobId])).get(jobId) ?? 0);
}

/**
 * Undo of a whole import (beyond the spec, docs/IMPORT.md "Undo"): its assets are taken back
 * while none of them has been used (rentals, positions, service, photos…); the job is ARCHIVED
 * with the time it was undone. Otherwise a 409 names the assets in use and nothing changes.
 */
export async function undoImport(deps: AppDeps, auth: AuthContext, jobId: string) {
  await assertMayCreateAssets(deps, auth);
  const removed = await deps.db.transaction(async (tx) => {
    const job = await requireJob({ ...deps, db: tx }, auth, jobId, true);
    if (job.undoneAt !== null) throw conflict('This import was already undone.');
    if (isImporting(job)) throw conflict(IMPORT_MESSAGES.jobBusy);
    const used = await findImportAssetsWithHistory(tx, auth.companyId, jobId);
    if (used.length > 0) {
      const names = used.map((asset) => `“${asset.customName}”`).join(', ');
      throw conflict(
        `${names} ${used.length === 1 ? 'has' : 'have'} been used since the import (rentals, positions, service or photos); an import is undone only while its assets are unused.`,
      );
    }
    const ids = await deleteImportAssets(tx, auth.companyId, jobId);
    await setImportJob(tx, jobId, { status: 'ARCHIVED', undoneAt: new Date() });
    return ids;
  });
  if (removed.length > 0) {
    deps.bus.publish('trackers.changed', { companyId: auth.companyId });
    // Gone from the live fleet as archived assets are: open maps drop them (ASSET_DELETED).
    deps.bus.publish('assets.archived', { companyId: auth.companyId, assetIds: removed });
  }
  return jobNow(deps, auth, jobId);
}
