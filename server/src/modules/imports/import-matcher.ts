import {
  importIssue,
  rowStatusOf,
  type ImportFieldDraft,
  type ImportRowFields,
} from '@fleet/domain/imports';
import type { AppDeps } from '../../deps';
import { matchProducts } from '../catalogue/product-match.repo';
import {
  findPendingProductRows,
  findVisibleProducts,
  writeMatchedRows,
  type ImportRowRecord,
} from './imports.repo';
import { yieldToEventLoop } from '../../platform/yield';

const BATCH = 500;

/**
 * The background match of rows' products (docs/IMPORT.md "Matching"): rows whose product is
 * PENDING, a batch at a time, each batch one query to the catalogue. A row that named a product
 * id is checked against the catalogue; otherwise an exact match (make, model and year) connects
 * the product and a near one is offered as a suggestion the person confirms. Each row is written
 * only if nobody changed it meanwhile, so two instances, a restart or a late answer are safe.
 */
export function createImportMatcher(deps: AppDeps) {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function drain(): Promise<void> {
    for (;;) {
      const rows = await findPendingProductRows(deps.db, BATCH);
      if (rows.length === 0 || stopped) return;
      await matchBatch(deps, rows);
      // Between batches: matching never holds the event loop for long.
      await yieldToEventLoop();
    }
  }

  /** Starts a drain, or asks the running one to look again when it ends. */
  function wake(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await drain();
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    wake,
    /** Resolves when nothing is left to match (tests and benchmarks wait on it). */
    idle: () => running ?? Promise.resolve(),
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}
export type ImportMatcher = ReturnType<typeof createImportMatcher>;

async function matchBatch(deps: AppDeps, rows: ImportRowRecord[]): Promise<void> {
  const byCompany = new Map<number, ImportRowRecord[]>();
  for (const row of rows) {
    const ofCompany = byCompany.get(row.companyId);
    if (ofCompany) ofCompany.push(row);
    else byCompany.set(row.companyId, [row]);
  }
  for (const [companyId, companyRows] of byCompany) {
    const named = companyRows
      .map((row) => Number(row.fields.productId?.values[0]?.displayValue))
      .filter((id) => Number.isInteger(id) && id > 0);
    const visible = await findVisibleProducts(deps.db, companyId, named);
    const matches = await matchProducts(
      deps.db,
      companyId,
      companyRows.map((row) => ({
        key: row.rowId,
        make: row.legacyMake,
        model: row.legacyModel,
        // spec 2 §5: a legacy year is passed to matching only if numeric.
        year: /^\d{4}$/.test(row.legacyYear ?? '') ? Number(row.legacyYear) : null,
      })),
    );
    const answers = companyRows.map((row) => {
      const fields = { ...row.fields } as ImportRowFields;
      const given = row.fields.productId?.values[0]?.displayValue ?? '';
      fields.productId =
        given !== ''
          ? namedProduct(given, visible)
          : matchedProduct(matches.get(row.rowId) ?? null);
      const status = rowStatusOf(Object.values(fields).map((field) => field.status));
      return { rowId: row.rowId, version: row.version, status, fields };
    });
    // A row changed meanwhile keeps its change; the next drain reads it again if still pending.
    await writeMatchedRows(deps.db, answers);
  }
}

function namedProduct(given: string, visible: Map<number, string>): ImportFieldDraft {
  const label = visible.get(Number(given));
  return label === undefined
    ? {
        status: 'NEEDS_ATTENTION',
        issues: [importIssue('PRODUCT_NOT_FOUND')],
        values: [{ displayValue: given, value: null }],
      }
    : { status: 'READY', issues: [], values: [{ displayValue: label, value: given }] };
}

function matchedProduct(
  match: { productId: number; label: string; similarity: number; exact: boolean } | null,
): ImportFieldDraft {
  if (match?.exact) {
    return {
      status: 'READY',
      issues: [],
      values: [{ displayValue: match.label, value: String(match.productId) }],
    };
  }
  return {
    status: 'NEEDS_ATTENTION',
    issues: [importIssue('PRODUCT_NOT_MATCHED')],
    // A near match is a suggestion, kept in the metadata; the row has no product until chosen.
    values: match
      ? [
          {
            displayValue: null,
            value: null,
            metadata: {
              suggestion: {
                productId: match.productId,
                label: match.label,
                similarity: match.similarity,
              },
            },
          },
        ]
      : [],
  };
}
