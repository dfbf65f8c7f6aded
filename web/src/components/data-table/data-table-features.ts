import type { ReactNode } from 'react';
import {
  columnVisibilityFeature,
  createColumnHelper,
  createPaginatedRowModel,
  createSortedRowModel,
  metaHelper,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  type ColumnDef,
  type ReactTable,
  type Row,
  type RowData,
} from '@tanstack/react-table';

/** What a column tells the table beyond its header and cell. */
export interface DataTableColumnMeta {
  /** The column's name in the Columns menu, when its header is not plain text. */
  label?: string;
  /** A fixed width, so columns do not shift as other rows scroll into view. */
  width?: number | string;
  align?: 'left' | 'right';
}

/**
 * What every data table can do, registered once: sorting, paging, row selection and hiding
 * columns. Rows are sorted and paged in the browser unless the page says the server does it
 * (`manualSorting`, `manualPagination` on `DataTable`).
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: {
    alphanumeric: sortFn_alphanumeric,
    basic: sortFn_basic,
    datetime: sortFn_datetime,
    text: sortFn_text,
  },
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
  rowSelectionFeature,
  columnVisibilityFeature,
  columnMeta: metaHelper<DataTableColumnMeta>(),
});

export type DataTableFeatures = typeof dataTableFeatures;
export type DataTableColumn<TData extends RowData> = ColumnDef<DataTableFeatures, TData>;
export type DataTableRow<TData extends RowData> = Row<DataTableFeatures, TData>;

/** Typed column definitions for a data table of `TData` rows. */
export function dataTableColumns<TData extends RowData>() {
  return createColumnHelper<DataTableFeatures, TData>();
}

/** The table `DataTable` builds, as its parts (header, menu) receive it. */
export type DataTableInstance<TData extends RowData> = ReactTable<DataTableFeatures, TData>;

export interface DataTableExpansion<TData extends RowData> {
  /** Ids of the rows shown expanded; the page owns them (and the toggle, a column's cell). */
  ids: ReadonlySet<string>;
  /** What shows under an expanded row, across every column. */
  render: (row: TData) => ReactNode;
}
