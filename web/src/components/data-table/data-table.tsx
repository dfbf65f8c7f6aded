import { useMemo, useState, type ReactNode } from 'react';
import { Box, Group, Paper, Table } from '@mantine/core';
import {
  functionalUpdate,
  useTable,
  type ColumnSort,
  type ColumnVisibilityState,
  type RowData,
} from '@tanstack/react-table';
import { ColumnMenu } from './column-menu';
import {
  dataTableFeatures,
  type DataTableColumn,
  type DataTableExpansion,
} from './data-table-features';
import { SelectionBar } from './selection-bar';
import { TableBody } from './table-body';
import { TableHead } from './table-head';
import {
  EMPTY_SELECTION,
  fromRowSelection,
  fromSorting,
  shownPagination,
  toRowSelection,
  toSorting,
  type SelectionModeState,
} from './table-model';
import { TablePagination, type TablePaginationProps } from './table-pagination';

export interface DataTablePaging {
  /** 1-based; a page past the last shows the last. */
  page: number;
  pageSize: number;
  /** The sizes offered (spec 1 §9: 10, 20, 30). */
  pageSizes: readonly number[];
  onChange: (change: { page: number } | { pageSize: number }) => void;
  /** Server-side paging: `data` is one page and this is the count of every page's rows. */
  rowCount?: number;
}

export interface DataTableSelection<TData extends RowData> {
  /** The bar's buttons for the selected rows; `clear` ends the selection (after the action). */
  actions: (rows: TData[], clear: () => void) => ReactNode;
  /** Rows that cannot be selected have no checkbox. */
  canSelect?: (row: TData) => boolean;
  /**
   * Selecting every row selects the rows that arrive later too (exclude mode, spec 2 §4): for
   * a list that grows or reshuffles while it is open, like a polled import review.
   */
  allowExcludeMode?: boolean;
}

export interface DataTableProps<TData extends RowData> {
  /** Names the table for screen readers (and tests): "Trackers". */
  label: string;
  /** Keep at module scope or memoized: a new array rebuilds every row. */
  columns: ReadonlyArray<DataTableColumn<TData>>;
  /** Every row (sorted and paged here), or one server page (`manualSorting`, `rowCount`). */
  data: readonly TData[];
  getRowId: (row: TData) => string;
  /** Names a row for its checkbox: "Select DEMO7". */
  getRowLabel?: (row: TData) => string;
  /** The sorted column, from the URL; without `onSortChange` no column sorts. */
  sort?: ColumnSort | null;
  onSortChange?: (sort: ColumnSort) => void;
  /** The server sorted `data`: a click on a header only asks for another order. */
  manualSorting?: boolean;
  /** Without it every row is on one page (virtualized, so thousands scroll smoothly). */
  paging?: DataTablePaging;
  selection?: DataTableSelection<TData>;
  /** Rows that open onto a panel under them. */
  expansion?: DataTableExpansion<TData>;
  /** The last cell of each row: its buttons or menu. */
  rowActions?: (row: TData) => ReactNode;
  /** Extra attributes of a row's `<tr>`, e.g. `{ 'data-serial': … }`. */
  rowAttributes?: (row: TData) => Record<`data-${string}`, string>;
  /** The first load: skeleton rows under the header. */
  isLoading?: boolean;
  /** A failed load: its sentence and a Try again button in place of the rows. */
  failure?: { message: string; onRetry: () => void } | null;
  /** Shown when there is no row: say why, and what to do. */
  empty?: ReactNode;
  /** Left of the bar above the table: search, filters. */
  toolbar?: ReactNode;
  /** Right of the bar, before the Columns menu: "57 trackers". */
  summary?: ReactNode;
  /** Height of the scrolling body; the header stays on top. */
  maxHeight?: number | string;
  /** Rows are measured as they render; this is the guess for those not yet seen. */
  estimatedRowHeight?: number;
  /** Below it the table scrolls sideways rather than squeezing its columns. */
  minWidth?: number;
  initialHiddenColumns?: readonly string[];
}

/**
 * The one data table: sorting, selection with its '<n> selected' bar, hidden columns, row
 * actions, the states of a load, paging, and virtualized rows, on TanStack Table and Virtual.
 * The page owns what is in the URL (sort, page, filters, through `useTableUrlState`); the table
 * owns the selection and the hidden columns.
 */
export function DataTable<TData extends RowData>(props: DataTableProps<TData>) {
  const { data, getRowId, paging, selection, sort, onSortChange } = props;
  // A ref would be set after the rows' effects ran: the virtualizer would see no box at first.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const [selected, setSelected] = useState<SelectionModeState>(EMPTY_SELECTION);
  const [columnVisibility, setColumnVisibility] = useState<ColumnVisibilityState>(() =>
    Object.fromEntries((props.initialHiddenColumns ?? []).map((id) => [id, false])),
  );

  const canSelect = selection?.canSelect;
  const selectableIds = useMemo(
    () => (canSelect ? data.filter(canSelect) : data).map(getRowId),
    [data, getRowId, canSelect],
  );
  // Only rows the table has now are selected: the bar counts only rows the action would reach.
  const rowSelection = useMemo(
    () => toRowSelection(selected, selectableIds),
    [selected, selectableIds],
  );
  const sorting = useMemo(() => toSorting(sort), [sort]);
  const rowCount = paging?.rowCount ?? data.length;
  const pagination = paging
    ? shownPagination(paging.page, paging.pageSize, rowCount)
    : { pageIndex: 0, pageSize: Math.max(1, data.length) };

  const table = useTable({
    features: dataTableFeatures,
    columns: props.columns,
    data,
    getRowId,
    state: { sorting, pagination, rowSelection, columnVisibility },
    enableSorting: onSortChange !== undefined,
    enableSortingRemoval: false,
    enableMultiSort: false,
    // A first click sorts ascending unless the column says otherwise (`sortDescFirst`), rather
    // than TanStack's guess from the first row, which changes while the rows load.
    sortDescFirst: false,
    manualSorting: props.manualSorting ?? false,
    onSortingChange: (updater) => {
      const next = fromSorting(functionalUpdate(updater, sorting));
      if (next) onSortChange?.(next);
    },
    // Without paging every row is on the one page; with server paging `data` is the page.
    manualPagination: !paging || paging.rowCount !== undefined,
    rowCount,
    autoResetPageIndex: false,
    enableRowSelection: selection?.canSelect
      ? (row) => selection.canSelect?.(row.original) ?? true
      : selection !== undefined,
    onRowSelectionChange: (updater) =>
      setSelected(
        fromRowSelection(
          functionalUpdate(updater, rowSelection),
          selectableIds,
          selected,
          selection?.allowExcludeMode ?? false,
        ),
      ),
    onColumnVisibilityChange: setColumnVisibility,
  });

  const rows = table.getRowModel().rows;
  const selectedRows = selection ? table.getSelectedRowModel().rows.map((row) => row.original) : [];
  const clearSelection = () => setSelected(EMPTY_SELECTION);
  const extraColumns = (selection ? 1 : 0) + (props.rowActions ? 1 : 0);
  const paginationProps: TablePaginationProps | null = paging
    ? { pagination, rowCount, pageSizes: paging.pageSizes, onChange: paging.onChange }
    : null;

  return (
    <Paper withBorder radius="md">
      <Group justify="space-between" p="md" gap="sm">
        <Group gap="sm">{props.toolbar}</Group>
        <Group gap="sm">
          {props.summary}
          <ColumnMenu table={table} />
        </Group>
      </Group>
      <Box ref={setScrollElement} mah={props.maxHeight ?? '70vh'} style={{ overflow: 'auto' }}>
        <Table
          stickyHeader
          highlightOnHover
          verticalSpacing="sm"
          horizontalSpacing="md"
          miw={props.minWidth ?? 720}
          aria-label={props.label}
          aria-rowcount={props.isLoading || props.failure ? -1 : rowCount + 1}
          aria-busy={props.isLoading || undefined}
        >
          <TableHead
            table={table}
            hasSelection={selection !== undefined}
            hasActions={props.rowActions !== undefined}
          />
          <TableBody
            rows={rows}
            scrollElement={scrollElement}
            columnCount={table.getVisibleLeafColumns().length + extraColumns}
            firstRowIndex={pagination.pageIndex * pagination.pageSize}
            estimatedRowHeight={props.estimatedRowHeight ?? 52}
            hasSelection={selection !== undefined}
            getRowLabel={props.getRowLabel}
            rowActions={props.rowActions}
            expansion={props.expansion}
            rowAttributes={props.rowAttributes}
            isLoading={props.isLoading ?? false}
            failure={props.failure ?? null}
            empty={props.empty}
          />
        </Table>
      </Box>
      {selection && selectedRows.length > 0 && (
        <SelectionBar count={selectedRows.length} onCancel={clearSelection}>
          {selection.actions(selectedRows, clearSelection)}
        </SelectionBar>
      )}
      {paginationProps && <TablePagination {...paginationProps} />}
    </Paper>
  );
}
