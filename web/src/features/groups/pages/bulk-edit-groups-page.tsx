import { useState } from 'react';
import { Button, Checkbox, Group as Row, Select, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { BULK_EDIT_MESSAGES, GROUP_MESSAGES, isAdminOrManager } from '@fleet/domain';
import { UnauthorizedPage } from '../../../components/unauthorized-page';
import { useAccess } from '../../../lib/access-provider';
import { useBulkUpdateGroup } from '../api/bulk-edit';
import { useGroups } from '../api/groups';
import { BulkEditLayout } from '../components/bulk-edit-layout';
import { CreateGroupModal } from '../components/create-group-modal';
import { useBulkEdit } from '../hooks/use-bulk-edit';
import { useMayBulkEdit } from '../hooks/use-may-bulk-edit';

/**
 * /inventory/bulk-edit-groups (spec 2 §2 "Bulk edit pages", §5 "Bulk edit groups"): the
 * selected assets join a group; with override their other groups end.
 */
export function BulkEditGroupsPage() {
  const { ctx } = useAccess();
  const mayEdit = useMayBulkEdit();
  const groups = useGroups();
  const [groupId, setGroupId] = useState<number | null>(null);
  const [override, setOverride] = useState(false);
  const [isCreating, setIsCreating] = useState(false);
  const groupName = groups.data?.find((g) => g.organization_id === groupId)?.name ?? '';
  const edit = useBulkEdit(BULK_EDIT_MESSAGES.groupAssignFailed(groupName));
  const save = useBulkUpdateGroup();
  const canCreate = isAdminOrManager(ctx.securityLevelId) && !ctx.readOnly;

  if (!mayEdit) return <UnauthorizedPage />;

  return (
    <BulkEditLayout
      title="Edit groups"
      description="Put the selected assets in a group. They stay in their other groups unless you override them."
      edit={edit}
      isSaving={save.isPending}
      saveDisabled={groupId === null}
      onSave={() => {
        if (groupId === null) return;
        save.mutate(
          { asset_ids: edit.assetIds, group_id: groupId, override },
          { onSuccess: edit.onResult, onError: edit.onError },
        );
      }}
    >
      <Stack gap={6}>
        <Select
          label="Group"
          placeholder="Choose a group"
          required
          searchable
          data={(groups.data ?? []).map((g) => ({
            value: String(g.organization_id),
            label: g.name,
          }))}
          value={groupId === null ? null : String(groupId)}
          onChange={(value) => setGroupId(value === null ? null : Number(value))}
          error={groups.isError ? GROUP_MESSAGES.fetchFailed : undefined}
          nothingFoundMessage="No group of that name."
        />
        {canCreate && (
          <Row justify="flex-end">
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPlus size={14} />}
              onClick={() => setIsCreating(true)}
            >
              Create Group
            </Button>
          </Row>
        )}
      </Stack>
      <Checkbox
        label="Override existing groups"
        description="The selected assets leave every other group."
        checked={override}
        onChange={(event) => setOverride(event.currentTarget.checked)}
      />
      <CreateGroupModal
        opened={isCreating}
        onClose={() => setIsCreating(false)}
        onCreated={(group) => setGroupId(group.organization_id)}
      />
    </BulkEditLayout>
  );
}
