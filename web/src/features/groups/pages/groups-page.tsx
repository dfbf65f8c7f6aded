import { useMemo, useState } from 'react';
import { Button, Group as Row, Menu, ActionIcon, Stack, Text } from '@mantine/core';
import { IconDots, IconPencil, IconPlus, IconTrash, IconUsersGroup } from '@tabler/icons-react';
import { GROUP_MESSAGES, isAdminOrManager, type Group } from '@fleet/domain';
import { DataTable } from '../../../components/data-table/data-table';
import { PageHeader } from '../../../components/page-header';
import { useAccess } from '../../../lib/access-provider';
import { useGroups } from '../api/groups';
import { CreateGroupModal } from '../components/create-group-modal';
import { DeleteGroupDialog, RenameGroupModal } from '../components/group-dialogs';
import { groupColumns } from '../components/group-columns';
import { GroupMembersFlyout } from '../components/group-members-flyout';

const getRowId = (group: Group) => String(group.organization_id);

/**
 * Company > Groups (docs/GROUPS-BULK-EDIT.md): the company's groups with their members' counts;
 * admins and managers add, rename and delete them. Opening one lists its assets.
 */
export function GroupsPage() {
  const { ctx } = useAccess();
  const canManage = isAdminOrManager(ctx.securityLevelId) && !ctx.readOnly;
  const groups = useGroups();
  const [isCreating, setIsCreating] = useState(false);
  const [opened, setOpened] = useState<Group | null>(null);
  const [renaming, setRenaming] = useState<Group | null>(null);
  const [deleting, setDeleting] = useState<Group | null>(null);
  const columns = useMemo(() => groupColumns(setOpened), []);

  return (
    <Stack gap="lg" maw={960}>
      <Row justify="space-between" align="flex-start" wrap="nowrap">
        <PageHeader
          title="Groups"
          description="Named sets of assets: filter the map by them, and put many assets in one from the inventory (select assets, then Edit groups)."
        />
        {canManage && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setIsCreating(true)}>
            Create Group
          </Button>
        )}
      </Row>
      <DataTable
        label="Groups"
        columns={columns}
        data={groups.data ?? []}
        getRowId={getRowId}
        rowActions={(group) => (
          <GroupActions
            group={group}
            canManage={canManage}
            onOpen={setOpened}
            onRename={setRenaming}
            onDelete={setDeleting}
          />
        )}
        isLoading={groups.isPending}
        failure={
          groups.isError
            ? { message: GROUP_MESSAGES.fetchFailed, onRetry: () => void groups.refetch() }
            : null
        }
        empty={
          <Text c="dimmed">
            No groups yet.
            {canManage ? ' Create one, then put assets in it from the inventory.' : ''}
          </Text>
        }
        summary={
          groups.data && (
            <Text size="sm" c="dimmed">
              {groups.data.length === 1 ? '1 group' : `${groups.data.length} groups`}
            </Text>
          )
        }
        minWidth={480}
      />
      <CreateGroupModal opened={isCreating} onClose={() => setIsCreating(false)} />
      <RenameGroupModal group={renaming} onClose={() => setRenaming(null)} />
      <DeleteGroupDialog group={deleting} onClose={() => setDeleting(null)} />
      <GroupMembersFlyout group={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}

interface GroupActionsProps {
  group: Group;
  canManage: boolean;
  onOpen: (group: Group) => void;
  onRename: (group: Group) => void;
  onDelete: (group: Group) => void;
}

function GroupActions({ group, canManage, onOpen, onRename, onDelete }: GroupActionsProps) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${group.name}`}>
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconUsersGroup size={14} />} onClick={() => onOpen(group)}>
          View assets
        </Menu.Item>
        {canManage && (
          <>
            <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => onRename(group)}>
              Rename
            </Menu.Item>
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={14} />}
              onClick={() => onDelete(group)}
            >
              Delete
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
