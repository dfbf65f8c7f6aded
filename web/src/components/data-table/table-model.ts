import type {
  ColumnSort,
  PaginationState,
  RowSelectionState,
  SortingState,
} from '@tanstack/react-table';

const count = new Intl.NumberFormat('en-US');

/** The table sorts on one column at a time; TanStack keeps a list. */
export function toSorting(sort: ColumnSort | null | undefined): SortingState {
  return sort ? [{ id: sort.id, desc: sort.desc }] : [];
}

export function fromSorting(sorting: SortingState): ColumnSort | null {
  const [first] = sorting;
  return first ? { id: first.id, desc: first.desc } : null;
}

/** `aria-sort` of a header: said on sortable columns only, "none" while another one sorts. */
export function ariaSort(
  canSort: boolean,
  sorted: false | 'asc' | 'desc',
): 'ascending' | 'descending' | 'none' | undefined {
  if (!canSort) return undefined;
  if (sorted === 'asc') return 'ascending';
  if (sorted === 'desc') return 'descending';
  return 'none';
}

/** Pages of a table: at least one, so an empty table shows "page 1 of 1". */
export function pageCountOf(rowCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(rowCount / pageSize));
}

/**
 * The page shown for a 1-based page asked for (by a URL, say): the last one when fewer pages are
 * left, after a search or once rows were removed. As TanStack's 0-based pagination.
 */
export function shownPagination(page: number, pageSize: number, rowCount: number): PaginationState {
  const last = pageCountOf(rowCount, pageSize);
  return { pageIndex: Math.min(Math.max(1, page), last) - 1, pageSize };
}

/** "11–20 of 57": the rows of the page shown. */
export function describeRange({ pageIndex, pageSize }: PaginationState, rowCount: number): string {
  if (rowCount === 0) return 'No rows';
  const first = pageIndex * pageSize + 1;
  const last = Math.min(rowCount, first + pageSize - 1);
  return `${count.format(first)}–${count.format(last)} of ${count.format(rowCount)}`;
}

/** The selection bar's words (spec 1 §2: '<n> selected'). */
export function selectedLabel(selected: number): string {
  return `${count.format(selected)} selected`;
}

/**
 * The selection among the rows the table has now. A row that left the data (removed, or no
 * longer matching the page's search) is no longer selected: the bar counts only rows the
 * action would reach.
 */
export function keepSelected(
  selection: RowSelectionState,
  rowIds: ReadonlySet<string>,
): RowSelectionState {
  const kept: RowSelectionState = {};
  let changed = false;
  for (const id of Object.keys(selection)) {
    if (rowIds.has(id)) kept[id] = true;
    else changed = true;
  }
  // The same object when nothing left, so the table's models are not rebuilt for nothing.
  return changed ? kept : selection;
}

/** The header checkbox: checked when every row of the page is, dashed when some are. */
export function headerCheckbox(
  selectedOnPage: number,
  rowsOnPage: number,
): { checked: boolean; indeterminate: boolean } {
  const checked = rowsOnPage > 0 && selectedOnPage === rowsOnPage;
  return { checked, indeterminate: selectedOnPage > 0 && !checked };
}
