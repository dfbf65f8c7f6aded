import { describe, expect, it } from 'vitest';
import {
  ariaSort,
  describeRange,
  fromSorting,
  headerCheckbox,
  EMPTY_SELECTION,
  fromRowSelection,
  toRowSelection,
  pageCountOf,
  selectedLabel,
  shownPagination,
  toSorting,
} from './table-model';

describe('sorting', () => {
  it('keeps one sorted column, as the URL holds it', () => {
    expect(toSorting({ id: 'name', desc: true })).toEqual([{ id: 'name', desc: true }]);
    expect(toSorting(null)).toEqual([]);
    expect(fromSorting([{ id: 'size', desc: false }])).toEqual({ id: 'size', desc: false });
    expect(fromSorting([])).toBeNull();
  });

  it('says aria-sort on sortable headers only', () => {
    expect(ariaSort(true, 'asc')).toBe('ascending');
    expect(ariaSort(true, 'desc')).toBe('descending');
    expect(ariaSort(true, false)).toBe('none');
    expect(ariaSort(false, false)).toBeUndefined();
  });
});

describe('paging', () => {
  it('has at least one page', () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(10, 10)).toBe(1);
    expect(pageCountOf(11, 10)).toBe(2);
  });

  it('shows the last page for a page past it, and the first for nonsense', () => {
    expect(shownPagination(2, 10, 25)).toEqual({ pageIndex: 1, pageSize: 10 });
    expect(shownPagination(9, 10, 25)).toEqual({ pageIndex: 2, pageSize: 10 });
    expect(shownPagination(4, 10, 0)).toEqual({ pageIndex: 0, pageSize: 10 });
    expect(shownPagination(0, 10, 25)).toEqual({ pageIndex: 0, pageSize: 10 });
  });

  it('describes the rows of the page', () => {
    expect(describeRange({ pageIndex: 1, pageSize: 10 }, 57)).toBe('11–20 of 57');
    expect(describeRange({ pageIndex: 5, pageSize: 10 }, 57)).toBe('51–57 of 57');
    expect(describeRange({ pageIndex: 0, pageSize: 30 }, 12_345)).toBe('1–30 of 12,345');
    expect(describeRange({ pageIndex: 0, pageSize: 10 }, 0)).toBe('No rows');
  });
});

describe('selection', () => {
  it('counts in the spec’s words', () => {
    expect(selectedLabel(3)).toBe('3 selected');
    expect(selectedLabel(1_200)).toBe('1,200 selected');
  });

  it('selects only rows the table has now, in either mode', () => {
    const include = { mode: 'include', ids: new Set(['a', 'gone']) } as const;
    expect(toRowSelection(include, ['a', 'b'])).toEqual({ a: true });
    const exclude = { mode: 'exclude', ids: new Set(['b']) } as const;
    expect(toRowSelection(exclude, ['a', 'b', 'c'])).toEqual({ a: true, c: true });
  });

  it('switches to exclude mode when every row is selected, so later rows join', () => {
    const all = fromRowSelection({ a: true, b: true }, ['a', 'b'], EMPTY_SELECTION, true);
    expect(all).toEqual({ mode: 'exclude', ids: new Set() });
    // A row that arrives after selecting all is selected too.
    expect(toRowSelection(all, ['a', 'b', 'new'])).toEqual({ a: true, b: true, new: true });
    // Deselecting one excludes it; deselecting all is include mode with none.
    const oneOff = fromRowSelection({ a: true }, ['a', 'b'], all, true);
    expect(oneOff).toEqual({ mode: 'exclude', ids: new Set(['b']) });
    expect(fromRowSelection({}, ['a', 'b'], oneOff, true)).toBe(EMPTY_SELECTION);
  });

  it('stays in include mode where exclude mode is not offered', () => {
    expect(fromRowSelection({ a: true, b: true }, ['a', 'b'], EMPTY_SELECTION, false)).toEqual({
      mode: 'include',
      ids: new Set(['a', 'b']),
    });
    expect(fromRowSelection({ a: true }, ['a', 'b'], EMPTY_SELECTION, true)).toEqual({
      mode: 'include',
      ids: new Set(['a']),
    });
  });

  it('checks the header box when the whole page is selected, dashes it when part is', () => {
    expect(headerCheckbox(0, 10)).toEqual({ checked: false, indeterminate: false });
    expect(headerCheckbox(4, 10)).toEqual({ checked: false, indeterminate: true });
    expect(headerCheckbox(10, 10)).toEqual({ checked: true, indeterminate: false });
    expect(headerCheckbox(0, 0)).toEqual({ checked: false, indeterminate: false });
  });
});
