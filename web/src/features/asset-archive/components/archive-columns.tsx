import { Badge, Group, Text } from '@mantine/core';
import {
  ARCHIVE_STATUS_LABELS,
  ARCHIVE_STATUS_NOTES,
  EMPTY_VALUE,
  type ArchivedAsset,
} from '@fleet/domain';
import { dataTableColumns } from '../../../components/data-table/data-table-features';
import { formatInTimeZone } from '../../../lib/company-days';
import { ARCHIVE_ORDER, makeModelOf, type ArchiveColumn } from '../model/archive-table';

const column = dataTableColumns<ArchivedAsset>();

const sortBy =
  (id: ArchiveColumn) =>
  (a: { original: ArchivedAsset }, b: { original: ArchivedAsset }): number =>
    ARCHIVE_ORDER[id](a.original, b.original);

const plain = (value: string) => (
  <Text span fz="sm" c={value === EMPTY_VALUE ? 'dimmed' : undefined}>
    {value}
  </Text>
);

/** The archive's columns; archived at in the company's time zone. */
export function archiveColumns(timeZone: string) {
  return column.columns([
    column.accessor('custom_name', {
      id: 'name',
      header: 'Name',
      sortFn: sortBy('name'),
      enableHiding: false,
      cell: ({ row }) => (
        <Text span fz="sm" fw={500}>
          {row.original.custom_name}
        </Text>
      ),
    }),
    column.accessor((asset) => makeModelOf(asset), {
      id: 'model',
      header: 'Make / model',
      sortFn: sortBy('model'),
      cell: ({ row }) => plain(makeModelOf(row.original) || EMPTY_VALUE),
    }),
    column.accessor('serial_number', {
      id: 'serial',
      header: 'Serial',
      sortFn: sortBy('serial'),
      cell: ({ row }) => plain(row.original.serial_number ?? EMPTY_VALUE),
    }),
    column.accessor('archived_status', {
      id: 'reason',
      header: 'Reason',
      sortFn: sortBy('reason'),
      cell: ({ row: { original } }) => {
        const note = ARCHIVE_STATUS_NOTES[original.archived_status];
        return (
          <Group gap={6} wrap="nowrap">
            <Text span fz="sm">
              {ARCHIVE_STATUS_LABELS[original.archived_status]}
            </Text>
            {note && (
              <Badge size="xs" variant="light" color="orange">
                {note}
              </Badge>
            )}
          </Group>
        );
      },
    }),
    column.accessor('archived_at', {
      id: 'archived',
      header: 'Archived',
      sortFn: sortBy('archived'),
      sortDescFirst: true,
      cell: ({ row }) => plain(formatInTimeZone(row.original.archived_at, timeZone) ?? EMPTY_VALUE),
    }),
    column.accessor((asset) => asset.archived_by?.name ?? null, {
      id: 'by',
      header: 'Archived by',
      sortFn: sortBy('by'),
      cell: ({ row }) => plain(row.original.archived_by?.name ?? EMPTY_VALUE),
    }),
  ]);
}
