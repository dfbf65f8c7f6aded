import { Anchor, Text } from '@mantine/core';
import type { Group, GroupMemberAsset } from '@fleet/domain';
import { CardFlyoutLink } from '../../../components/card-flyout-link';
import { dataTableColumns } from '../../../components/data-table/data-table-features';

const groupColumn = dataTableColumns<Group>();

/** Company > Groups: the name opens the group's members. */
export function groupColumns(onOpen: (group: Group) => void) {
  return groupColumn.columns([
    groupColumn.accessor('name', {
      id: 'name',
      header: 'Group',
      enableHiding: false,
      cell: ({ row: { original } }) => (
        <Anchor component="button" type="button" fz="sm" fw={600} onClick={() => onOpen(original)}>
          {original.name}
        </Anchor>
      ),
    }),
    groupColumn.accessor('asset_count', {
      id: 'assets',
      header: 'Assets',
      meta: { align: 'right', width: 120 },
      cell: ({ getValue }) => <Text fz="sm">{getValue().toLocaleString()}</Text>,
    }),
  ]);
}

const memberColumn = dataTableColumns<GroupMemberAsset>();
const dashes = (value: string | null) => value || '--';

/** spec 2 §3 group member asset: name (opens its card), make and model, serial, VIN, rental. */
export const memberColumns = memberColumn.columns([
  memberColumn.accessor('custom_name', {
    id: 'name',
    header: 'Asset',
    enableHiding: false,
    cell: ({ row: { original } }) => (
      <CardFlyoutLink target={{ kind: 'asset', assetId: original.id }}>
        {original.custom_name}
      </CardFlyoutLink>
    ),
  }),
  memberColumn.accessor(
    (member) =>
      [member.equipment_make_name, member.equipment_model_name ?? member.custom_model]
        .filter(Boolean)
        .join(' '),
    { id: 'make_model', header: 'Make and model', cell: ({ getValue }) => dashes(getValue()) },
  ),
  memberColumn.accessor('serial_number', {
    id: 'serial',
    header: 'Serial number',
    cell: ({ getValue }) => dashes(getValue()),
  }),
  memberColumn.accessor('vin', {
    id: 'vin',
    header: 'VIN',
    cell: ({ getValue }) => dashes(getValue()),
  }),
  memberColumn.accessor('active_rental_id', {
    id: 'rental',
    header: 'On rent',
    cell: ({ getValue }) => {
      const rentalId = getValue();
      return rentalId === null ? '--' : `Rental ${rentalId}`;
    },
  }),
]);
