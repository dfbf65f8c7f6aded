import { Text } from '@mantine/core';
import { formatPhone, type SmsMessage } from '@fleet/domain';
import { dataTableColumns } from '../../../components/data-table/data-table-features';
import { OutboxStatusCell } from '../../../components/outbox-status';
import { formatInTimeZone } from '../../../lib/company-days';

const column = dataTableColumns<SmsMessage>();

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
      cell: ({ row: { original } }) => (
        <OutboxStatusCell status={original.status} error={original.error} />
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
