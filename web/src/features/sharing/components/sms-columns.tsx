import { Stack, Text } from '@mantine/core';
import { formatPhone, type SmsMessage } from '@fleet/domain';
import { dataTableColumns } from '../../../components/data-table/data-table-features';
import { formatInTimeZone } from '../../../lib/company-days';

const column = dataTableColumns<SmsMessage>();

const STATUS: Record<SmsMessage['status'], { label: string; color: string }> = {
  outbox: { label: 'Outbox', color: 'blue.7' },
  sent: { label: 'Sent', color: 'green.8' },
  failed: { label: 'Failed', color: 'red.7' },
};

/** The outbox's columns, newest first as the server sends them. */
export function smsColumns(timeZone: string) {
  return column.columns([
    column.accessor('created_at', {
      id: 'created',
      header: 'When',
      enableHiding: false,
      cell: ({ row }) => (
        <Text span fz="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatInTimeZone(row.original.created_at, timeZone) ?? '--'}
        </Text>
      ),
    }),
    column.accessor('to_number', {
      id: 'to',
      header: 'To',
      enableHiding: false,
      cell: ({ row }) => (
        <Text span fz="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {formatPhone(row.original.to_number)}
        </Text>
      ),
    }),
    column.accessor('body', {
      id: 'message',
      header: 'Message',
      enableHiding: false,
      cell: ({ row }) => (
        <Text span fz="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {row.original.body}
        </Text>
      ),
    }),
    column.accessor('status', {
      id: 'status',
      header: 'Status',
      // Text, not a badge: a badge in a squeezed column is cut to "Out…".
      cell: ({ row: { original } }) => (
        <Stack gap={2}>
          <Text
            span
            fz="sm"
            fw={600}
            c={STATUS[original.status].color}
            style={{ whiteSpace: 'nowrap' }}
          >
            {STATUS[original.status].label}
          </Text>
          {original.error && (
            <Text span fz="xs" c="dimmed">
              {original.error}
            </Text>
          )}
        </Stack>
      ),
    }),
    column.accessor('sent_by', {
      id: 'sender',
      header: 'Sent by',
      cell: ({ row }) => (
        <Text span fz="sm">
          {row.original.sent_by ?? '--'}
        </Text>
      ),
    }),
  ]);
}
