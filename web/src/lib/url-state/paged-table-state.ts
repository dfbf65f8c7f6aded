import { z } from 'zod';
import {
  pageParam,
  pageSizeParam,
  sortParam,
  TABLE_PAGE_SIZES,
  type TablePageSize,
} from './table-url-state';

/**
 * The URL schema of a sorted, paged table: its own parameters (search, filters, tab), in the
 * order the URL writes them, then the sort, the page and the page size every such table has.
 */
export function pagedTableSchema<
  const Id extends string,
  const Params extends Record<string, z.ZodType>,
>(columns: readonly [Id, ...Id[]], params: Params) {
  return z.object({
    ...params,
    sort: sortParam(columns),
    page: pageParam(),
    size: pageSizeParam(TABLE_PAGE_SIZES),
  });
}

/** Where a paged table opens: page 1 of 10 rows (spec 1 §9); spread it under a table's defaults. */
export const FIRST_PAGE: { page: number; size: TablePageSize } = { page: 1, size: 10 };
