import { useMemo, useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import {
  canManageUsers,
  canViewCompanyUsers,
  type CompanyAdminUser,
  type Invitation,
} from '@fleet/domain';
import { DataTable } from '../../../components/data-table/data-table';
import { PageHeader } from '../../../components/page-header';
import { UnauthorizedPage } from '../../../components/unauthorized-page';
import { useAccess } from '../../../lib/access-provider';
import { useInvitations } from '../api/invitations';
import { useAdminUsers } from '../api/users';
import { EditUserFlyout } from '../components/edit-user-flyout';
import { invitationColumns } from '../components/invitation-columns';
import { InviteUserFlyout } from '../components/invite-user-flyout';
import { ActiveDialog, WithdrawDialog } from '../components/user-dialogs';
import { fullName, userColumns } from '../components/user-columns';

const userRowId = (person: CompanyAdminUser) => String(person.user_id);
const invitationRowId = (invitation: Invitation) => String(invitation.invitation_id);

/**
 * Company admin > Users (docs/COMPANY-ADMIN.md): the company's people and pending invitations.
 * Admins and managers read it; admins who may write invite, change levels and read-only, and
 * deactivate — never themselves or the company owner.
 */
export function UsersPage() {
  const { ctx, user, company } = useAccess();
  const canView = canViewCompanyUsers(ctx);
  const canManage = canManageUsers(ctx);
  const users = useAdminUsers({ enabled: canView });
  const invitations = useInvitations({ enabled: canView });
  const [isInviting, setIsInviting] = useState(false);
  const [editing, setEditing] = useState<CompanyAdminUser | null>(null);
  const [toggling, setToggling] = useState<CompanyAdminUser | null>(null);
  const [withdrawing, setWithdrawing] = useState<Invitation | null>(null);
  const columns = useMemo(() => userColumns(company.timezone), [company.timezone]);
  const pendingColumns = useMemo(() => invitationColumns(company.timezone), [company.timezone]);
  if (!canView) return <UnauthorizedPage />;

  /** Nobody changes their own access or the owner's (the server says the same). */
  const isProtected = (person: CompanyAdminUser) =>
    person.user_id === user.user_id || person.is_owner;

  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <PageHeader
          title="Users"
          description="The people of your company: their level, read-only access and whether they can sign in."
        />
        {canManage && (
          <Button leftSection={<IconUserPlus size={16} />} onClick={() => setIsInviting(true)}>
            Invite user
          </Button>
        )}
      </Group>
      <DataTable
        label="Users"
        columns={columns}
        data={users.data ?? []}
        getRowId={userRowId}
        rowActions={(person) =>
          canManage && !isProtected(person) ? (
            <Group gap={4} wrap="nowrap">
              <Button
                size="compact-xs"
                variant="subtle"
                aria-label={`Edit ${fullName(person)}`}
                onClick={() => setEditing(person)}
              >
                Edit
              </Button>
              <Button
                size="compact-xs"
                variant="subtle"
                color={person.active ? 'red' : 'green'}
                aria-label={`${person.active ? 'Deactivate' : 'Reactivate'} ${fullName(person)}`}
                onClick={() => setToggling(person)}
              >
                {person.active ? 'Deactivate' : 'Reactivate'}
              </Button>
            </Group>
          ) : null
        }
        isLoading={users.isPending}
        failure={
          users.isError
            ? { message: 'The users could not be loaded.', onRetry: () => void users.refetch() }
            : null
        }
        empty={<Text c="dimmed">No users yet.</Text>}
        summary={
          users.data && (
            <Text size="sm" c="dimmed">
              {users.data.length === 1 ? '1 user' : `${users.data.length} users`}
            </Text>
          )
        }
        estimatedRowHeight={56}
        minWidth={760}
      />
      <Title order={2} fz="lg" mt="md">
        Pending invitations
      </Title>
      <DataTable
        label="Pending invitations"
        columns={pendingColumns}
        data={invitations.data ?? []}
        getRowId={invitationRowId}
        rowActions={(invitation) =>
          canManage ? (
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              aria-label={`Withdraw the invitation to ${invitation.email}`}
              onClick={() => setWithdrawing(invitation)}
            >
              Withdraw
            </Button>
          ) : null
        }
        isLoading={invitations.isPending}
        failure={
          invitations.isError
            ? {
                message: 'The invitations could not be loaded.',
                onRetry: () => void invitations.refetch(),
              }
            : null
        }
        empty={<Text c="dimmed">No open invitations.</Text>}
        minWidth={760}
      />
      <InviteUserFlyout opened={isInviting} onClose={() => setIsInviting(false)} />
      <EditUserFlyout person={editing} onClose={() => setEditing(null)} />
      <ActiveDialog person={toggling} onClose={() => setToggling(null)} />
      <WithdrawDialog invitation={withdrawing} onClose={() => setWithdrawing(null)} />
    </Stack>
  );
}
