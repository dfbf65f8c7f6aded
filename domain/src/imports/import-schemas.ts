import { z } from 'zod';
import { MAX_ID } from '../column-bounds';
import { IMPORT_FIELD_NAMES, type ImportFieldName } from './import-fields';
import { IMPORT_JOB_STATUSES, IMPORT_ROW_STATUSES } from './import-states';

const bodyId = z.number().int().positive().max(MAX_ID);
const fieldName = z.enum(IMPORT_FIELD_NAMES as [ImportFieldName, ...ImportFieldName[]]);
export const importJobId = z.uuid({ message: 'An import job id is a UUID.' });

/** A column mapping as sent: field name → header. Every header at most once (checked by the service). */
export const importMapping = z.partialRecord(fieldName, z.string().min(1).max(100));

export const importPreviewBody = z.object({ upload_id: bodyId }).strict();
export const importPreview = z.object({
  file_name: z.string(),
  headers: z.array(z.string()),
  sample_rows: z.array(z.array(z.string())),
  row_count: z.number().int(),
  mapping: importMapping,
  /** True when the mapping starts from the company's last one. */
  uses_last_mapping: z.boolean(),
});
export type ImportPreview = z.infer<typeof importPreview>;

/** spec 2 §7 initiateAssetBulkImport(input): an uploaded file and its mapping. */
export const initiateImportBody = z.object({ upload_id: bodyId, mapping: importMapping }).strict();

export const importJob = z.object({
  job_id: z.string(),
  status: z.enum(IMPORT_JOB_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
  company_id: z.number().int(),
  created_by_user_id: z.number().int(),
  file_name: z.string(),
  row_count: z.number().int(),
  undone_at: z.string().nullable(),
  created_asset_count: z.number().int(),
});
export type ImportJob = z.infer<typeof importJob>;

const issue = z.object({ code: z.string(), message: z.string(), details: z.string().nullish() });
export const importRowField = z.object({
  name: fieldName,
  status: z.enum(['FAILED', 'NEEDS_ATTENTION', 'PENDING', 'READY']),
  issues: z.array(issue),
  values: z.array(
    z.object({
      display_value: z.string().nullable(),
      value: z.string().nullable(),
      metadata: z.unknown().optional(),
    }),
  ),
});
export type ImportRowField = z.infer<typeof importRowField>;

export const importRow = z.object({
  row_id: z.number().int(),
  job_id: z.string(),
  row_number: z.number().int(),
  status: z.enum(IMPORT_ROW_STATUSES),
  entity_type: z.string(),
  created_esdb_asset_id: z.number().int().nullable(),
  issues: z.array(issue),
  fields: z.array(importRowField),
  legacy_make_name: z.string().nullable(),
  legacy_model_name: z.string().nullable(),
  legacy_year: z.string().nullable(),
});
export type ImportRow = z.infer<typeof importRow>;

export const importRowsQuery = z.object({
  tab: z.coerce.number<string>().int().min(1).max(3).default(1),
  page_number: z.coerce.number<string>().int().min(1).max(1000).default(1),
  page_size: z.coerce.number<string>().int().min(1).max(5000).default(5000),
});

export const importRowsPage = z.object({
  job: importJob,
  rows: z.array(importRow),
  counts: z.object({
    all: z.number().int(),
    clean: z.number().int(),
    issues: z.number().int(),
    pending: z.number().int(),
    completed: z.number().int(),
  }),
  issue_counts: z.object({
    product: z.number().int(),
    resource: z.number().int(),
    other: z.number().int(),
  }),
});
export type ImportRowsPage = z.infer<typeof importRowsPage>;

const rowIds = z.array(bodyId).min(1, 'Select at least one row.').max(100_000);

/** spec 2 §7 updateAssetImportJobRowFields: productId or resourceId for many rows. */
export const updateImportRowFieldsBody = z
  .object({
    row_ids: rowIds,
    field_updates: z
      .array(
        z.object({
          field_name: z.enum(['productId', 'resourceId']),
          new_api_value: z.string().min(1).max(50),
          new_display_value: z.string().max(300).optional(),
        }),
      )
      .min(1)
      .max(2),
  })
  .strict();

export const deleteImportRowsBody = z.object({ row_ids: rowIds }).strict();

/** spec 2 §7 createAssetsFromRows(jobId, createAllReadyRows); Fleet adds a dry run. */
export const createAssetsFromRowsBody = z
  .object({
    create_all_ready_rows: z.boolean().default(true),
    row_ids: z.array(bodyId).max(100_000).optional(),
    dry_run: z.boolean().default(false),
  })
  .strict();

export const createAssetsResult = z.object({
  job: importJob,
  dry_run: z.boolean(),
  /** The rows created (or, in a dry run, that would be) with the asset's name. */
  created: z.array(
    z.object({
      row_id: z.number().int(),
      row_number: z.number().int(),
      name: z.string(),
      asset_id: z.number().int().nullable(),
    }),
  ),
  /** Rows asked for that were not created, each with why. */
  skipped: z.array(
    z.object({ row_id: z.number().int(), row_number: z.number().int(), reason: z.string() }),
  ),
});
export type CreateAssetsResult = z.infer<typeof createAssetsResult>;
