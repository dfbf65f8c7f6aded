import { Text } from '@mantine/core';
import type { ApiToken } from '@fleet/domain';
import { dataTableColumns } from '../../../components/data-table/data-table-features';
import { formatInTimeZone } from '../../../lib/company-days';

const column = dataTableColumns<ApiToken>();

/** API tokens: name and the characters that tell them apart, when made and last used. */
export function apiTokenColumns(timeZone: string) {
  const when = (iso: string | null, none: string) => formatInTimeZone(iso, timeZone) ?? none;
  return column.columns([
    column.accessor('name', {
      id: 'name',
      header: 'Token',
      enableHiding: false,
      cell: ({ row: { original } }) => (
        <Text fz="sm">
          <Text span fw={600}>
            {original.name}
          </Text>{' '}
          <Text span ff="monospace" c="dimmed" fz="xs">
            {original.prefix}…
          </Text>
        </Text>
      ),
    }),
    column.accessor('created_at', {
      id: 'created',
      header: 'Created',
      cell: ({ row: { original } }) => (
        <Text fz="sm">
          {when(original.created_at, '--')}
          {original.created_by ? ` by ${original.created_by}` : ''}
        </Text>
      ),
    }),
    column.accessor('last_used_at', {
      id: 'last-used',
      header: 'Last used',
      cell: ({ getValue }) => <Text fz="sm">{when(getValue(), 'Never')}</Text>,
    }),
    column.accessor('revoked_at', {
      id: 'status',
      header: 'Status',
      cell: ({ getValue }) =>
        getValue() ? (
          <Text fz="sm" c="red.7" fw={600}>
            Revoked
          </Text>
        ) : (
          <Text fz="sm" c="green.8" fw={600}>
            Active
          </Text>
        ),
    }),
  ]);
}
