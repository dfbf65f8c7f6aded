import {
  TABLE_PAGE_SIZES,
  tablePageSize,
  type TablePageSize,
} from '../../lib/url-state/table-url-state';
import type { DataTablePaging } from './data-table';

/**
 * The paging of a table whose page and size live in the URL (`useTableUrlState`): a new size
 * starts again at page 1, and only the allowed sizes (spec 1 §9) are taken.
 */
export function urlPaging(
  state: { page: number; size: number },
  change: (changes: { page?: number; size?: TablePageSize }) => void,
): DataTablePaging {
  return {
    page: state.page,
    pageSize: state.size,
    pageSizes: TABLE_PAGE_SIZES,
    onChange: (next) => {
      if ('page' in next) change({ page: next.page });
      else {
        const size = tablePageSize(next.pageSize);
        if (size) change({ size, page: 1 });
      }
    },
  };
}

/**
 * The sort of a table whose sorted column lives in the URL: only the table's own column ids are
 * taken (a column the URL state does not know is ignored), with their direction.
 */
export function urlSortChange<Id extends string>(
  columns: readonly Id[],
  change: (changes: { sort: { id: Id; desc: boolean } }) => void,
): (sort: { id: string; desc: boolean }) => void {
  return (sort) => {
    const id = columns.find((column) => column === sort.id);
    if (id) change({ sort: { id, desc: sort.desc } });
  };
}
