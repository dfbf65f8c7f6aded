import { Text } from '@mantine/core';
import { securityLevelLabel, type Invitation } from '@fleet/domain';
import { dataTableColumns } from '../../../components/data-table/data-table-features';
import { formatInTimeZone } from '../../../lib/company-days';

const column = dataTableColumns<Invitation>();

/** Pending invitations: who, at which level, by whom, and until when the link works. */
export function invitationColumns(timeZone: string) {
  return column.columns([
    column.accessor('email', {
      id: 'email',
      header: 'Invited',
      enableHiding: false,
      cell: ({ row: { original } }) => (
        <Text fz="sm">
          {original.first_name} {original.last_name}{' '}
          <Text span fz="xs" c="dimmed">
            {original.email}
          </Text>
        </Text>
      ),
    }),
    column.accessor('security_level_id', {
      id: 'level',
      header: 'Level',
      cell: ({ getValue }) => <Text fz="sm">{securityLevelLabel(getValue())}</Text>,
    }),
    column.accessor('invited_by', {
      id: 'invited-by',
      header: 'Invited by',
      cell: ({ getValue }) => <Text fz="sm">{getValue() ?? '--'}</Text>,
    }),
    column.accessor('expires_at', {
      id: 'expires',
      header: 'Link',
      cell: ({ row: { original } }) =>
        original.status === 'expired' ? (
          <Text fz="sm" c="red.7" fw={600}>
            Expired
          </Text>
        ) : (
          <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
            Works until {formatInTimeZone(original.expires_at, timeZone, 'MMM D, YYYY h:mm A')}
          </Text>
        ),
    }),
  ]);
}
