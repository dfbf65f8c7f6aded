import { Stack, Text } from '@mantine/core';
import type { EmailMessage } from '@fleet/domain';
import { dataTableColumns } from '../../../components/data-table/data-table-features';
import { OutboxStatusCell } from '../../../components/outbox-status';
import { formatInTimeZone } from '../../../lib/company-days';

const column = dataTableColumns<EmailMessage>();

/** The email outbox's columns, newest first as the server sends them. */
export function emailColumns(timeZone: string) {
  return column.columns([
    column.accessor('created_at', {
      id: 'created',
      header: 'When',
      enableHiding: false,
      cell: ({ getValue }) => (
        <Text span fz="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatInTimeZone(getValue(), timeZone) ?? '--'}
        </Text>
      ),
    }),
    column.accessor('to_address', {
      id: 'to',
      header: 'To',
      enableHiding: false,
      cell: ({ getValue }) => <Text fz="sm">{getValue()}</Text>,
    }),
    column.accessor('subject', {
      id: 'message',
      header: 'Message',
      enableHiding: false,
      cell: ({ row: { original } }) => (
        <Stack gap={2}>
          <Text fz="sm" fw={600}>
            {original.subject}
          </Text>
          <Text fz="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {original.body}
          </Text>
        </Stack>
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
      cell: ({ getValue }) => <Text fz="sm">{getValue() ?? '--'}</Text>,
    }),
  ]);
}
