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

/** The header checkbox: checked when every row of the page is, dashed when some are. */
export function headerCheckbox(
  selectedOnPage: number,
  rowsOnPage: number,
): { checked: boolean; indeterminate: boolean } {
  const checked = rowsOnPage > 0 && selectedOnPage === rowsOnPage;
  return { checked, indeterminate: selectedOnPage > 0 && !checked };
}

/**
 * A selection that can outgrow the rows in view (spec 2 §4 'include and exclude modes'): in
 * include mode `ids` are the selected rows; in exclude mode every row is selected but `ids`,
 * so a row that arrives later (a polled row turning clean) is selected too.
 */
export interface SelectionModeState {
  mode: 'include' | 'exclude';
  ids: ReadonlySet<string>;
}

export const EMPTY_SELECTION: SelectionModeState = { mode: 'include', ids: new Set() };

/** TanStack's selection of the rows the table has now. */
export function toRowSelection(
  state: SelectionModeState,
  selectableIds: readonly string[],
): RowSelectionState {
  const selected: RowSelectionState = {};
  for (const id of selectableIds) {
    if (state.ids.has(id) === (state.mode === 'include')) selected[id] = true;
  }
  return selected;
}

/**
 * The mode after a change of TanStack's selection. Selecting every row switches to exclude
 * mode; deselecting one then excludes it; deselecting every row is include mode with none.
 * Without `allowExclude` it is always include mode (a table whose rows never arrive unasked).
 */
export function fromRowSelection(
  next: RowSelectionState,
  selectableIds: readonly string[],
  previous: SelectionModeState,
  allowExclude: boolean,
): SelectionModeState {
  const selected = selectableIds.filter((id) => next[id] === true);
  if (selected.length === 0) return EMPTY_SELECTION;
  if (!allowExclude) return { mode: 'include', ids: new Set(selected) };
  if (selected.length === selectableIds.length) return { mode: 'exclude', ids: new Set() };
  if (previous.mode === 'include') return { mode: 'include', ids: new Set(selected) };
  const chosen = new Set(selected);
  return { mode: 'exclude', ids: new Set(selectableIds.filter((id) => !chosen.has(id))) };
}
