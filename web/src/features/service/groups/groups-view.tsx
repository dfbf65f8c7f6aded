import { useState } from 'react';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import {
  SERVICE_GROUP_MESSAGES,
  type MaintenanceGroup,
  type MaintenanceInterval,
} from '@fleet/domain';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { showSuccessToast } from '../../../lib/toasts';
import { useDeleteGroup, useDeleteInterval, useMaintenanceGroups } from '../api/maintenance-groups';
import { GroupAssetsDialog } from './group-assets-dialog';
import { GroupCard } from './group-card';
import {
  EditGroupDialog,
  IntervalDialog,
  NewGroupDialog,
  showGroupError,
  type IntervalTarget,
} from './group-dialogs';

type Deleting =
  | { kind: 'group'; group: MaintenanceGroup }
  | { kind: 'interval'; group: MaintenanceGroup; interval: MaintenanceInterval };

/** The company's service groups: their intervals and assets, and (for writers) every change. */
export function GroupsView({ canEdit }: { canEdit: boolean }) {
  const groups = useMaintenanceGroups(true);
  const [isCreating, setCreating] = useState(false);
  const [editing, setEditing] = useState<MaintenanceGroup | null>(null);
  const [assigning, setAssigning] = useState<MaintenanceGroup | null>(null);
  const [intervalTarget, setIntervalTarget] = useState<IntervalTarget | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const deleteGroup = useDeleteGroup();
  const deleteInterval = useDeleteInterval();

  const confirmDelete = () => {
    if (!deleting) return;
    const close = () => setDeleting(null);
    if (deleting.kind === 'group') {
      deleteGroup.mutate(deleting.group.maintenance_group_id, {
        onSuccess: () => {
          showSuccessToast(`Service Group ${deleting.group.name} deleted.`);
          close();
        },
        onError: () => showGroupError(SERVICE_GROUP_MESSAGES.deleteFailed),
      });
    } else {
      const { group, interval } = deleting;
      deleteInterval.mutate(
        { groupId: group.maintenance_group_id, intervalId: interval.maintenance_group_interval_id },
        {
          onSuccess: () => {
            showSuccessToast(`Interval ${interval.name} deleted.`);
            close();
          },
          onError: () => showGroupError(SERVICE_GROUP_MESSAGES.intervalDeleteFailed(interval.name)),
        },
      );
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {groups.data
            ? `${groups.data.length} service ${groups.data.length === 1 ? 'group' : 'groups'}`
            : ' '}
        </Text>
        {canEdit && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            New service group
          </Button>
        )}
      </Group>
      {groups.isPending && (
        <Stack gap="md" aria-busy>
          {[0, 1].map((i) => (
            <Skeleton key={i} h={140} radius="md" />
          ))}
        </Stack>
      )}
      {groups.isError && (
        <Alert color="red" variant="light" role="alert">
          <Group justify="space-between">
            <Text size="sm">The service groups could not be loaded.</Text>
            <Button size="compact-sm" variant="light" onClick={() => void groups.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      )}
      {groups.data?.length === 0 && (
        <Paper withBorder radius="md" p="xl" ta="center">
          <Text fw={600}>No service groups yet.</Text>
          <Text size="sm" c="dimmed">
            {canEdit
              ? 'A service group holds intervals (every so many days, miles or engine hours); its assets show when service is due.'
              : 'An admin or manager can create service groups.'}
          </Text>
        </Paper>
      )}
      {groups.data?.map((group) => (
        <GroupCard
          key={group.maintenance_group_id}
          group={group}
          canEdit={canEdit}
          onEdit={() => setEditing(group)}
          onAssets={() => setAssigning(group)}
          onDelete={() => setDeleting({ kind: 'group', group })}
          onAddInterval={() => setIntervalTarget({ group })}
          onEditInterval={(interval) => setIntervalTarget({ group, interval })}
          onDeleteInterval={(interval) => setDeleting({ kind: 'interval', group, interval })}
        />
      ))}
      <NewGroupDialog opened={isCreating} onClose={() => setCreating(false)} />
      <EditGroupDialog group={editing} onClose={() => setEditing(null)} />
      <GroupAssetsDialog group={assigning} onClose={() => setAssigning(null)} />
      <IntervalDialog target={intervalTarget} onClose={() => setIntervalTarget(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title={
          deleting?.kind === 'interval'
            ? `Delete the ${deleting.interval.name} interval?`
            : `Delete ${deleting?.group.name ?? 'the service group'}?`
        }
        confirmLabel="Delete"
        danger
        isPending={deleteGroup.isPending || deleteInterval.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {deleting?.kind === 'interval'
          ? 'Its service records go with it; work orders that named it keep no interval.'
          : 'Its intervals and their service records go with it, and its assets are left in no service group.'}
      </ConfirmDialog>
    </Stack>
  );
}
