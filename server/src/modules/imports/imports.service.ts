import {
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  guessImportMapping,
  headersMappedTwice,
  type ImportJob,
  type ImportMapping,
  type ImportPreview,
} from '@fleet/domain/imports';
import { fileExtension } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { FileStore } from '../../platform/files/file-store';
import { assertMayCreateAssets } from '../asset-create/asset-create.service';
import { readUpload } from '../uploads/uploads.service';
import { toImportJob } from './import-dto';
import { ingestRows } from './import-ingest';
import type { ImportMatcher } from './import-matcher';
import { openImportSheet } from './import-sheet';
import {
  countJobAssets,
  findImportJob,
  insertImportJob,
  listImportJobs,
  readImportMapping,
  saveImportMapping,
  setImportJob,
  type ImportJobRow,
} from './imports.repo';

const SAMPLE_ROWS = 5;

async function readSheetUpload(
  deps: AppDeps,
  store: FileStore,
  auth: AuthContext,
  uploadId: number,
) {
  const { row, bytes } = await readUpload(deps, store, auth, uploadId);
  if (bytes.length > IMPORT_LIMITS.maxBytes) {
    throw badRequest(
      `The file is larger than ${IMPORT_LIMITS.maxBytes / 1024 / 1024} MB; split it into smaller files.`,
    );
  }
  const extension = fileExtension(row.originalFilename);
  if (extension !== '.csv' && extension !== '.xlsx') {
    throw badRequest(
      'An import reads a .csv or .xlsx file; upload the spreadsheet in one of those.',
    );
  }
  return {
    fileName: row.originalFilename,
    sheet: await openImportSheet(bytes, extension),
  };
}

/**
 * The mapping step (docs/IMPORT.md): the file's headers, its first rows and a guessed mapping,
 * starting from the company's last one. The whole file is read, so a file that cannot be imported
 * is refused here, before anything is made.
 */
export async function previewImport(
  deps: AppDeps,
  store: FileStore,
  auth: AuthContext,
  uploadId: number,
): Promise<ImportPreview> {
  await assertMayCreateAssets(deps, auth);
  const { fileName, sheet } = await readSheetUpload(deps, store, auth, uploadId);
  const sampleRows: string[][] = [];
  let rowCount = 0;
  for await (const { cells } of sheet.rows) {
    rowCount += 1;
    if (sampleRows.length < SAMPLE_ROWS) sampleRows.push(cells);
  }
  const lastMapping = ((await readImportMapping(deps.db, auth.companyId)) ?? {}) as ImportMapping;
  const mapping = guessImportMapping(sheet.headers, lastMapping);
  const usesLastMapping = Object.entries(lastMapping).some(
    ([field, header]) => mapping[field as keyof ImportMapping] === header,
  );
  return {
    file_name: fileName,
    headers: sheet.headers,
    sample_rows: sampleRows,
    row_count: rowCount,
    mapping,
    uses_last_mapping: usesLastMapping,
  };
}

/** A mapping names each column once, names the asset's name, and only columns the file has. */
function checkMapping(mapping: ImportMapping, headers: string[]): void {
  const twice = headersMappedTwice(mapping);
  if (twice.length > 0) {
    throw badRequest(
      `The column “${twice[0]}” is mapped to two fields; map each column to one field.`,
    );
  }
  if (mapping.name === undefined) {
    throw badRequest('Map a column to Asset Name: every asset needs a name.');
  }
  const missing = Object.values(mapping).find((header) => !headers.includes(header));
  if (missing !== undefined) throw badRequest(`The file has no column “${missing}”.`);
}

/**
 * spec 2 §7 initiateAssetBulkImport: the job and all its rows in one transaction (a file that
 * turns out bad half-way leaves nothing), then the background match of their products.
 */
export async function initiateImport(
  deps: AppDeps,
  store: FileStore,
  matcher: ImportMatcher,
  auth: AuthContext,
  body: { upload_id: number; mapping: ImportMapping },
): Promise<ImportJob> {
  await assertMayCreateAssets(deps, auth);
  const { fileName, sheet } = await readSheetUpload(deps, store, auth, body.upload_id);
  checkMapping(body.mapping, sheet.headers);
  const job = await deps.db.transaction(async (tx) => {
    const created = await insertImportJob(tx, {
      companyId: auth.companyId,
      createdByUserId: auth.userId,
      fileName,
    });
    const rowCount = await ingestRows(
      {
        db: tx,
        companyId: auth.companyId,
        jobId: created.jobId,
        mapping: body.mapping,
        headers: sheet.headers,
      },
      sheet,
    );
    await saveImportMapping(tx, auth.companyId, body.mapping);
    return setImportJob(tx, created.jobId, { rowCount });
  });
  void matcher.wake();
  return toImportJob(job, 0);
}

/** The company's job (another company's answers like none), locked when writing. */
export async function requireJob(
  deps: AppDeps,
  auth: AuthContext,
  jobId: string,
  forUpdate = false,
) {
  const job = await findImportJob(deps.db, auth.companyId, jobId, forUpdate);
  if (!job) throw notFound('There is no such import.');
  return job;
}

/**
 * An import touches its job after every batch; one untouched this long was cut short (a crash,
 * a restart) and is open for review again: its committed batches stay made.
 */
const STALE_IMPORT_MS = 2 * 60 * 1000;

/** The job is creating assets right now. */
export const isImporting = (job: ImportJobRow, now = Date.now()): boolean =>
  job.status === 'IMPORT_IN_PROGRESS' && now - job.updatedAt.getTime() < STALE_IMPORT_MS;

/** Rows change only while the job is open for review (AVAILABLE, or an import cut short). */
export function assertReviewable(job: ImportJobRow): void {
  if (isImporting(job)) throw conflict(IMPORT_MESSAGES.jobBusy);
  if (job.status !== 'AVAILABLE' && job.status !== 'IMPORT_IN_PROGRESS') {
    throw conflict(IMPORT_MESSAGES.jobNotAvailable);
  }
}

/** spec 2 §7 getAssetImportJobs: newest first, one job when `jobId` is given. */
export async function listJobs(
  deps: AppDeps,
  auth: AuthContext,
  query: { job_id?: string | undefined; page_number: number; page_size: number },
): Promise<ImportJob[]> {
  const jobs = query.job_id
    ? [await requireJob(deps, auth, query.job_id)]
    : await listImportJobs(
        deps.db,
        auth.companyId,
        query.page_size,
        (query.page_number - 1) * query.page_size,
      );
  const created = await countJobAssets(
    deps.db,
    jobs.map((job) => job.jobId),
  );
  return jobs.map((job) => toImportJob(job, created.get(job.jobId) ?? 0));
}

/** spec 2 §7 archiveImportJob ('End import'): the job ends; its rows stay for the record. */
export async function archiveJob(
  deps: AppDeps,
  auth: AuthContext,
  jobId: string,
): Promise<ImportJob> {
  await assertMayCreateAssets(deps, auth);
  return deps.db.transaction(async (tx) => {
    const job = await findImportJob(tx, auth.companyId, jobId, true);
    if (!job) throw notFound('There is no such import.');
    if (isImporting(job)) throw conflict(IMPORT_MESSAGES.jobBusy);
    const archived =
      job.status === 'ARCHIVED' ? job : await setImportJob(tx, jobId, { status: 'ARCHIVED' });
    const created = await countJobAssets(tx, [jobId]);
    return toImportJob(archived, created.get(jobId) ?? 0);
  });
}
