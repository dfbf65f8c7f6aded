import { Badge, Group, Stack, Text } from '@mantine/core';
import { securityLevelLabel, type CompanyAdminUser } from '@fleet/domain';
import { dataTableColumns } from '../../../components/data-table/data-table-features';
import { formatInTimeZone } from '../../../lib/company-days';

const column = dataTableColumns<CompanyAdminUser>();

export const fullName = (person: { first_name: string; last_name: string }) =>
  [person.first_name, person.last_name].filter(Boolean).join(' ');

/** Company admin > Users: name and email, level, read-only, active, last sign-in. */
export function userColumns(timeZone: string) {
  return column.columns([
    column.accessor((row) => fullName(row), {
      id: 'name',
      header: 'Name',
      enableHiding: false,
      cell: ({ row: { original } }) => (
        <Stack gap={0}>
          <Group gap={6} wrap="nowrap">
            <Text fz="sm" fw={600}>
              {fullName(original)}
            </Text>
            {original.is_owner && (
              <Badge size="xs" variant="light" color="grape">
                Owner
              </Badge>
            )}
          </Group>
          <Text fz="xs" c="dimmed">
            {original.email}
          </Text>
        </Stack>
      ),
    }),
    column.accessor('security_level_id', {
      id: 'level',
      header: 'Level',
      cell: ({ getValue }) => <Text fz="sm">{securityLevelLabel(getValue())}</Text>,
    }),
    column.accessor('read_only', {
      id: 'read-only',
      header: 'Read-only',
      cell: ({ getValue }) => <Text fz="sm">{getValue() ? 'Yes' : 'No'}</Text>,
    }),
    column.accessor('active', {
      id: 'status',
      header: 'Status',
      cell: ({ getValue }) =>
        getValue() ? (
          <Text fz="sm" c="green.8" fw={600}>
            Active
          </Text>
        ) : (
          <Text fz="sm" c="red.7" fw={600}>
            Deactivated
          </Text>
        ),
    }),
    column.accessor('last_sign_in_at', {
      id: 'last-sign-in',
      header: 'Last sign-in',
      cell: ({ getValue }) => (
        <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatInTimeZone(getValue(), timeZone) ?? 'Never'}
        </Text>
      ),
    }),
  ]);
}
