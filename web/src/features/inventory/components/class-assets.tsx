import { useMemo, useState } from 'react';
import type { ColumnSort } from '@tanstack/react-table';
import type { InventoryClassEntry, InventoryItem, InventoryPresetPayload } from '@fleet/domain';
import { DataTable } from '../../../components/data-table/data-table';
import { describeError } from '../../../lib/error-toasts';
import { TABLE_PAGE_SIZES } from '../../../lib/url-state/table-url-state';
import { useInventory } from '../api/get-inventory';
import { inventoryColumns } from './inventory-columns';
import { InventoryRowActions } from './inventory-row-actions';
import { SelectionActions } from './selection-actions';

/** spec 1 §2: an expanded class's assets, 10, 20 or 30 a page. */

const rowId = (item: InventoryItem) => String(item.id);

export function ClassAssets({
  classEntry,
  payload,
  timeZone,
  canSelect,
  canEdit,
}: {
  classEntry: InventoryClassEntry;
  payload: InventoryPresetPayload;
  timeZone: string;
  canSelect: boolean;
  canEdit: boolean;
}) {
  const query = useInventory(payload, classEntry.key);
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  const columns = useMemo(() => inventoryColumns(timeZone), [timeZone]);
  const [sort, setSort] = useState<ColumnSort>({ id: 'name', desc: false });
  const [paging, setPaging] = useState({ page: 1, pageSize: 10 });
  return (
    <DataTable
      label={`${classEntry.className} assets`}
      columns={columns}
      data={items}
      getRowId={rowId}
      getRowLabel={(item) => item.customName}
      sort={sort}
      onSortChange={setSort}
      paging={{
        ...paging,
        pageSizes: TABLE_PAGE_SIZES,
        onChange: (change) => setPaging((current) => ({ ...current, page: 1, ...change })),
      }}
      selection={canSelect ? { actions: (rows) => <SelectionActions rows={rows} /> } : undefined}
      rowActions={(item) => <InventoryRowActions item={item} canEdit={canEdit} />}
      isLoading={query.isPending}
      failure={
        query.isError
          ? { message: describeError(query.error).message, onRetry: () => void query.refetch() }
          : null
      }
      empty="No assets in this class match the search."
      maxHeight="none"
      minWidth={960}
    />
  );
}
