// @vitest-environment happy-dom
import { act } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ColumnSort } from '@tanstack/react-table';
import { createTestRoot } from '../../lib/testing/render';
import { DataTable, type DataTableProps } from './data-table';
import { dataTableColumns } from './data-table-features';

interface Item {
  id: number;
  name: string;
  size: number;
}

const helper = dataTableColumns<Item>();
const columns = helper.columns([
  helper.accessor('name', { header: 'Name', sortFn: 'alphanumeric', enableHiding: false }),
  helper.accessor('size', { header: 'Size', sortFn: 'basic' }),
]);
const getRowId = (item: Item) => String(item.id);
const items = (count: number): Item[] =>
  Array.from({ length: count }, (_, i) => ({ id: i, name: `Item ${i}`, size: (i * 7) % 13 }));

// happy-dom lays nothing out: the scrolling box is 480 px high and every row 48 px.
const VIEW_HEIGHT = 480;
const ROW_HEIGHT = 48;
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.firstElementChild?.tagName === 'TABLE' ? VIEW_HEIGHT : 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.tagName === 'TR' ? ROW_HEIGHT : 0;
    },
  });
});

const view = createTestRoot();
const render = (props: Partial<DataTableProps<Item>> & { data: Item[] }) =>
  view.render(<DataTable label="Items" columns={columns} getRowId={getRowId} {...props} />);

const bodyRows = () => [
  ...view.host.querySelectorAll<HTMLTableRowElement>('tbody tr:not([aria-hidden])'),
];
const button = (name: string) =>
  [...view.host.querySelectorAll('button')].find((element) => element.textContent === name);
const click = (element: Element | null | undefined) => {
  if (!element) throw new Error('Nothing to click');
  act(() => (element as HTMLElement).click());
};

describe('a data table of 10,000 rows', () => {
  it('puts only the rows in view (and a few either side) in the DOM', () => {
    render({ data: items(10_000) });
    const table = view.host.querySelector('table');
    expect(table?.getAttribute('aria-label')).toBe('Items');
    expect(table?.getAttribute('aria-rowcount')).toBe('10001');
    const rendered = bodyRows().length;
    expect(rendered).toBeGreaterThanOrEqual(VIEW_HEIGHT / ROW_HEIGHT);
    expect(rendered).toBeLessThan(40);
    expect(view.host.querySelectorAll('tr').length).toBeLessThan(45);
  });

  it('renders the rows scrolled to, not the first ones', () => {
    render({ data: items(10_000), estimatedRowHeight: ROW_HEIGHT });
    const scroller = view.host.querySelector('table')?.parentElement;
    if (!scroller) throw new Error('No scrolling box');
    act(() => {
      scroller.scrollTop = 5_000 * ROW_HEIGHT;
      scroller.dispatchEvent(new Event('scroll'));
    });
    const shown = bodyRows().map((row) => Number(row.getAttribute('aria-rowindex')) - 2);
    expect(shown).toContain(5_000);
    expect(shown).not.toContain(0);
    expect(bodyRows().length).toBeLessThan(40);
  });
});

describe('sorting', () => {
  it('orders rows by the sorted column and says so with aria-sort', () => {
    const data = [
      { id: 1, name: 'Item 10', size: 1 },
      { id: 2, name: 'Item 9', size: 3 },
      { id: 3, name: 'Item 100', size: 2 },
    ];
    render({ data, sort: { id: 'name', desc: false }, onSortChange: () => undefined });
    expect(bodyRows().map((row) => row.cells[0]?.textContent)).toEqual([
      'Item 9',
      'Item 10',
      'Item 100',
    ]);
    const headers = [...view.host.querySelectorAll('th')];
    expect(headers.map((th) => th.getAttribute('aria-sort'))).toEqual(['ascending', 'none']);

    render({ data, sort: { id: 'size', desc: true }, onSortChange: () => undefined });
    expect(bodyRows().map((row) => row.cells[1]?.textContent)).toEqual(['3', '2', '1']);
  });

  it('asks the page for the next order when a header is clicked', () => {
    const onSortChange = vi.fn<(sort: ColumnSort) => void>();
    render({ data: items(3), sort: { id: 'name', desc: false }, onSortChange });
    click(view.host.querySelector('th button'));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'name', desc: true });
  });

  it('sorts a column ascending on its first click, even before the rows are there', () => {
    const onSortChange = vi.fn<(sort: ColumnSort) => void>();
    render({ data: [], isLoading: true, sort: { id: 'size', desc: true }, onSortChange });
    click(view.host.querySelector('th button'));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'name', desc: false });
  });

  it('leaves the order to the server with manualSorting', () => {
    const data = [
      { id: 1, name: 'B', size: 1 },
      { id: 2, name: 'A', size: 2 },
    ];
    render({
      data,
      sort: { id: 'name', desc: false },
      onSortChange: () => undefined,
      manualSorting: true,
    });
    expect(bodyRows().map((row) => row.cells[0]?.textContent)).toEqual(['B', 'A']);
  });
});

describe('selection', () => {
  it('shows "<n> selected" with the actions, and Cancel clears it', () => {
    const onAct = vi.fn<(rows: Item[]) => void>();
    render({
      data: items(5),
      getRowLabel: (item) => item.name,
      selection: {
        actions: (rows) => (
          <button type="button" onClick={() => onAct(rows)}>
            Act
          </button>
        ),
      },
    });
    expect(view.host.textContent).not.toContain('selected');
    click(view.host.querySelector('input[aria-label="Select Item 1"]'));
    click(view.host.querySelector('input[aria-label="Select Item 3"]'));
    expect(view.host.querySelector('[aria-label="Selected rows"]')?.textContent).toContain(
      '2 selected',
    );
    click(button('Act'));
    expect(onAct.mock.calls[0]?.[0].map((item) => item.id)).toEqual([1, 3]);
    click(button('Cancel'));
    expect(view.host.querySelector('[aria-label="Selected rows"]')).toBeNull();
  });

  it('selects every row of the page from the header, and forgets rows that left the data', () => {
    const selection = { actions: () => null };
    render({ data: items(4), selection });
    click(view.host.querySelector('input[aria-label="Select all rows on this page"]'));
    expect(view.host.textContent).toContain('4 selected');
    render({ data: items(2), selection });
    expect(view.host.textContent).toContain('2 selected');
  });

  it('in exclude mode, keeps rows that arrive after "select all" selected', () => {
    const selection = { actions: () => null, allowExcludeMode: true };
    render({ data: items(3), selection });
    click(view.host.querySelector('input[aria-label="Select all rows on this page"]'));
    click(view.host.querySelector('input[aria-label="Select row"]'));
    expect(view.host.textContent).toContain('2 selected');
    render({ data: items(5), selection });
    expect(view.host.textContent).toContain('4 selected');
  });
});

describe('expansion', () => {
  it('shows the panel of an expanded row under it, across every column', () => {
    const expansion = { ids: new Set(['1']), render: (item: Item) => `Panel of ${item.name}` };
    render({ data: items(3), expansion });
    const rows = bodyRows();
    expect(rows.map((row) => row.cells[0]?.textContent)).toEqual([
      'Item 0',
      'Item 1',
      'Panel of Item 1',
      'Item 2',
    ]);
    expect(rows[1]?.getAttribute('aria-expanded')).toBe('true');
    expect(rows[2]?.cells[0]?.colSpan).toBe(2);
    expect(rows[3]?.getAttribute('aria-rowindex')).toBe('4');
  });
});

describe('states and paging', () => {
  it('shows a failure with Try again, and the empty message', () => {
    const onRetry = vi.fn();
    render({ data: [], failure: { message: 'The items could not be loaded.', onRetry } });
    expect(view.host.textContent).toContain('The items could not be loaded.');
    click(button('Try again'));
    expect(onRetry).toHaveBeenCalledOnce();
    render({ data: [], empty: 'No items yet' });
    expect(view.host.textContent).toContain('No items yet');
  });

  it('shows the page asked for, or the last one past the end', () => {
    const paging = { page: 2, pageSize: 10, pageSizes: [10, 20, 30], onChange: () => undefined };
    render({ data: items(25), paging });
    expect(bodyRows()).toHaveLength(10);
    expect(bodyRows()[0]?.cells[0]?.textContent).toBe('Item 10');
    expect(view.host.textContent).toContain('11–20 of 25');
    render({ data: items(25), paging: { ...paging, page: 9 } });
    expect(bodyRows().map((row) => row.cells[0]?.textContent)).toEqual([
      'Item 20',
      'Item 21',
      'Item 22',
      'Item 23',
      'Item 24',
    ]);
  });
});
