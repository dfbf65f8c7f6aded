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
