import { Stack, Text } from '@mantine/core';
import { formatPhone, TRACKER_REQUEST_WANTS_LABELS, type TrackerRequest } from '@fleet/domain';
import { CardFlyoutLink } from '../../../components/card-flyout-link';
import { dataTableColumns } from '../../../components/data-table/data-table-features';
import { formatInTimeZone } from '../../../lib/company-days';

const column = dataTableColumns<TrackerRequest>();

/** Company > Tracker requests: open first, then newest, as the server sends them. */
export function trackerRequestColumns(timeZone: string) {
  return column.columns([
    column.accessor('created_at', {
      id: 'created',
      header: 'Asked',
      enableHiding: false,
      cell: ({ row: { original } }) => (
        <Stack gap={2}>
          <Text span fz="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatInTimeZone(original.created_at, timeZone) ?? '--'}
          </Text>
          <Text span fz="xs" c="dimmed">
            {original.requested_by ?? 'A former user'}
          </Text>
        </Stack>
      ),
    }),
    column.accessor('asset_name', {
      id: 'asset',
      header: 'Asset',
      enableHiding: false,
      cell: ({ row: { original } }) => (
        <Stack gap={2}>
          <CardFlyoutLink target={{ kind: 'asset', assetId: original.asset_id }}>
            {original.asset_name}
          </CardFlyoutLink>
          {original.asset_description && (
            <Text span fz="xs" c="dimmed">
              {original.asset_description}
            </Text>
          )}
        </Stack>
      ),
    }),
    column.accessor('wants', {
      id: 'wants',
      header: 'Wants',
      cell: ({ row }) => (
        <Text span fz="sm">
          {TRACKER_REQUEST_WANTS_LABELS[row.original.wants]}
        </Text>
      ),
    }),
    column.accessor('contact_name', {
      id: 'contact',
      header: 'Contact',
      cell: ({ row: { original } }) => (
        <Stack gap={2}>
          <Text span fz="sm">
            {original.contact_name}
          </Text>
          <Text span fz="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {original.contact_email}
            {original.contact_phone ? ` · ${formatPhone(original.contact_phone)}` : ''}
          </Text>
        </Stack>
      ),
    }),
    column.accessor('message', {
      id: 'message',
      header: 'Message',
      cell: ({ row }) => (
        <Text span fz="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {row.original.message || '--'}
        </Text>
      ),
    }),
    column.accessor('handled_at', {
      id: 'handled',
      header: 'Status',
      // Text, not a badge: a badge in a squeezed column is cut short.
      cell: ({ row: { original } }) =>
        original.handled_at === null ? (
          <Text span fz="sm" fw={600} c="blue.7">
            Open
          </Text>
        ) : (
          <Text span fz="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            Handled {formatInTimeZone(original.handled_at, timeZone)}
          </Text>
        ),
    }),
  ]);
}
