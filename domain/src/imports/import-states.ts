/** spec 2 §4 "Import job statuses". */
export const IMPORT_JOB_STATUSES = [
  'ARCHIVED',
  'AVAILABLE',
  'COMPLETED',
  'FAILED_VALIDATION',
  'IMPORT_IN_PROGRESS',
] as const;
export type ImportJobStatus = (typeof IMPORT_JOB_STATUSES)[number];

/** spec 2 §4 "Import row statuses" (and field statuses, without COMPLETED). */
export const IMPORT_ROW_STATUSES = [
  'COMPLETED',
  'FAILED',
  'NEEDS_ATTENTION',
  'PENDING',
  'READY',
] as const;
export type ImportRowStatus = (typeof IMPORT_ROW_STATUSES)[number];
export type ImportFieldStatus = Exclude<ImportRowStatus, 'COMPLETED'>;

/** spec 2 §2 dialog tabs: All rows (1), Clean rows (2), Rows with issues (3). */
export const IMPORT_TABS = { all: 1, clean: 2, issues: 3 } as const;

/**
 * A row's status from its fields': any pending field keeps it PENDING, any field that needs
 * attention (or failed) makes it NEEDS_ATTENTION, else READY. COMPLETED and FAILED rows are set
 * by the import itself, never derived.
 */
export function rowStatusOf(fieldStatuses: readonly ImportFieldStatus[]): ImportRowStatus {
  if (fieldStatuses.includes('PENDING')) return 'PENDING';
  if (fieldStatuses.some((status) => status === 'NEEDS_ATTENTION' || status === 'FAILED')) {
    return 'NEEDS_ATTENTION';
  }
  return 'READY';
}

/**
 * spec 2 §9 and §4: the dialog polls rows every second while any productId field is pending;
 * the grid polls the job every second after 'Import clean rows', and an import whose job is
 * still AVAILABLE 3 s after the check started counts as finished.
 */
export const IMPORT_POLL_MS = 1000;
export const IMPORT_COMPLETION_THRESHOLD_MS = 3000;
/** spec 2 §9: rows page size in the dialog; the issue badge's maximum. */
export const IMPORT_ROWS_PAGE_SIZE = 5000;
export const IMPORT_ISSUE_BADGE_MAX = 999;

/**
 * Fleet's limits on a file (docs/IMPORT.md): 20 MB, 100,000 rows, 60 columns, 1,000 characters
 * a cell; an XLSX may unpack to at most 200 MB (a zip bomb stops there).
 */
export const IMPORT_LIMITS = {
  maxBytes: 20 * 1024 * 1024,
  maxRows: 100_000,
  maxColumns: 60,
  maxCellLength: 1000,
  maxUnpackedBytes: 200 * 1024 * 1024,
} as const;
