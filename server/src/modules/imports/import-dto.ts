import type { ImportJob, ImportRow, ImportRowField } from '@fleet/domain/imports';
import { IMPORT_FIELD_NAMES } from '@fleet/domain/imports';
import type { ImportJobRow, ImportRowRecord } from './imports.repo';

export const toImportJob = (row: ImportJobRow, createdAssetCount: number): ImportJob => ({
  job_id: row.jobId,
  status: row.status as ImportJob['status'],
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  company_id: row.companyId,
  created_by_user_id: row.createdByUserId,
  file_name: row.fileName,
  row_count: row.rowCount,
  undone_at: row.undoneAt?.toISOString() ?? null,
  created_asset_count: createdAssetCount,
});

/** spec 2 §3 "Import row" in REST's snake_case; fields in the detail panel's order. */
export const toImportRow = (row: ImportRowRecord): ImportRow => ({
  row_id: row.rowId,
  job_id: row.jobId,
  row_number: row.rowNumber,
  status: row.status as ImportRow['status'],
  entity_type: row.entityType,
  created_esdb_asset_id: row.createdAssetId,
  issues: row.issues,
  fields: IMPORT_FIELD_NAMES.flatMap((name): ImportRowField[] => {
    const field = row.fields[name];
    return field
      ? [
          {
            name,
            status: field.status,
            issues: field.issues,
            values: field.values.map((value) => ({
              display_value: value.displayValue,
              value: value.value,
              ...(value.metadata === undefined ? {} : { metadata: value.metadata }),
            })),
          },
        ]
      : [];
  }),
  legacy_make_name: row.legacyMake,
  legacy_model_name: row.legacyModel,
  legacy_year: row.legacyYear,
});
