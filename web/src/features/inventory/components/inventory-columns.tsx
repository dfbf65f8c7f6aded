import { Badge, Text } from '@mantine/core';
import { inventoryRentalPeriod, type InventoryItem } from '@fleet/domain';
import { CardFlyoutLink } from '../../../components/card-flyout-link';
import { dataTableColumns } from '../../../components/data-table/data-table-features';
import { compareStatus, statusBadge } from '../model/inventory-format';

const column = dataTableColumns<InventoryItem>();

const text = (value: string | null) =>
  value ? (
    <Text span fz="sm">
      {value}
    </Text>
  ) : (
    <Text span fz="sm" c="dimmed">
      --
    </Text>
  );

const byText = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
const textSort =
  (pick: (item: InventoryItem) => string | null) =>
  (a: { original: InventoryItem }, b: { original: InventoryItem }) =>
    byText.compare(pick(a.original) ?? '', pick(b.original) ?? '');

/** spec 1 §2 "Inventory list columns" (Selection and Actions come from the table). */
export function inventoryColumns(timeZone: string) {
  return column.columns([
    column.accessor('customName', {
      id: 'name',
      header: 'Name',
      enableHiding: false,
      sortFn: textSort((item) => item.customName),
      // spec 1 §2: the asset's card opens in the flyout over the inventory (?assetId=).
      cell: ({ row: { original } }) => (
        <CardFlyoutLink target={{ kind: 'asset', assetId: original.id }}>
          {original.customName}
        </CardFlyoutLink>
      ),
    }),
    column.accessor('vendor', {
      id: 'vendor',
      header: 'Vendor',
      sortFn: textSort((item) => item.vendor),
      cell: ({ row }) => text(row.original.vendor),
    }),
    column.accessor('makeName', {
      id: 'make',
      header: 'Make',
      sortFn: textSort((item) => item.makeName),
      cell: ({ row }) => text(row.original.makeName),
    }),
    column.accessor('model', {
      id: 'model',
      header: 'Model',
      sortFn: textSort((item) => item.model),
      cell: ({ row }) => text(row.original.model),
    }),
    column.accessor('jobsite', {
      id: 'jobsite',
      header: 'Jobsite',
      sortFn: textSort((item) => item.jobsite),
      cell: ({ row }) => text(row.original.jobsite),
    }),
    column.accessor('address', {
      id: 'location',
      header: 'Location',
      sortFn: textSort((item) => item.address),
      cell: ({ row }) => text(row.original.address),
    }),
    column.accessor('inventoryStatus', {
      id: 'status',
      header: 'Status',
      meta: { width: 160 },
      sortFn: (a, b) => compareStatus(a.original.inventoryStatus, b.original.inventoryStatus),
      cell: ({ row }) => {
        const badge = statusBadge(row.original.inventoryStatus);
        return (
          <Badge
            color={badge.color}
            variant="light"
            tt="none"
            style={{ overflow: 'visible' }}
            data-status={badge.label}
          >
            {badge.label}
          </Badge>
        );
      },
    }),
    column.accessor((item) => item.rentalStatus?.startDate ?? null, {
      id: 'rental',
      header: 'Rental Period',
      meta: { width: 220 },
      sortFn: textSort((item) => item.rentalStatus?.startDate ?? null),
      cell: ({ row }) => text(inventoryRentalPeriod(row.original.rentalStatus, timeZone) || null),
    }),
  ]);
}
