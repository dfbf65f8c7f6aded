import { Text } from '@mantine/core';
import type { Group, GroupMemberAsset } from '@fleet/domain';
import { DataTable } from '../../../components/data-table/data-table';
import { Flyout } from '../../../components/dialogs/flyout';
import { useGroupMembers } from '../api/groups';
import { memberColumns } from './group-columns';

const memberId = (member: GroupMemberAsset) => String(member.id);

/** A group opened: its member assets in service (spec 2 §7 allAssetsByGroupId). */
export function GroupMembersFlyout({
  group,
  onClose,
}: {
  group: Group | null;
  onClose: () => void;
}) {
  const members = useGroupMembers(group?.organization_id ?? null);
  return (
    <Flyout opened={group !== null} onClose={onClose} title={group?.name ?? ''} size="70%">
      <DataTable
        label={`Assets of ${group?.name ?? 'the group'}`}
        columns={memberColumns}
        data={members.data ?? []}
        getRowId={memberId}
        isLoading={members.isPending}
        failure={
          members.isError
            ? {
                message: 'The group’s assets could not be loaded.',
                onRetry: () => void members.refetch(),
              }
            : null
        }
        empty={
          <Text c="dimmed">
            No assets in this group yet. Select assets on the inventory and choose Edit groups.
          </Text>
        }
        summary={
          members.data && (
            <Text size="sm" c="dimmed">
              {members.data.length === 1
                ? '1 asset'
                : `${members.data.length.toLocaleString()} assets`}
            </Text>
          )
        }
        maxHeight="calc(100vh - 200px)"
        minWidth={760}
      />
    </Flyout>
  );
}
