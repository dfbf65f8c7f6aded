import { useState } from 'react';
import { Modal, Stack, Text } from '@mantine/core';
import { SERVICE_GROUP_MESSAGES, type MaintenanceGroup } from '@fleet/domain';
import { DialogActions } from '../../../components/dialogs/dialog-actions';
import { describeServerError } from '../../../lib/forms/server-errors';
import { showSuccessToast } from '../../../lib/toasts';
import { useSetGroupAssets } from '../api/maintenance-groups';
import { ServiceAssetsMultiSelect } from '../components/service-asset-select';
import { showGroupError } from './group-dialogs';

/** PUT maintenance-groups/{id}/assets: the group's whole list, saved at once. */
export function GroupAssetsDialog({
  group,
  onClose,
}: {
  group: MaintenanceGroup | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={group !== null}
      onClose={onClose}
      title={group ? `Assets of ${group.name}` : 'Assets'}
      size="lg"
    >
      {group && <GroupAssetsForm group={group} onClose={onClose} />}
    </Modal>
  );
}

function GroupAssetsForm({ group, onClose }: { group: MaintenanceGroup; onClose: () => void }) {
  const [assetIds, setAssetIds] = useState(group.asset_ids);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSetGroupAssets();
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        An asset follows one service group: choosing one here takes it out of any other group.
      </Text>
      <ServiceAssetsMultiSelect
        label={`Assets (${assetIds.length})`}
        value={assetIds}
        onChange={(next) => {
          setFailure(null);
          setAssetIds(next);
        }}
      />
      <DialogActions
        failure={failure}
        onCancel={onClose}
        confirmLabel="Save assets"
        isPending={save.isPending}
        onConfirm={() =>
          save.mutate(
            { groupId: group.maintenance_group_id, assetIds },
            {
              onSuccess: () => {
                showSuccessToast(SERVICE_GROUP_MESSAGES.assetsSaved);
                onClose();
              },
              onError: (error) => {
                setFailure(describeServerError(error, () => false).message);
                showGroupError(SERVICE_GROUP_MESSAGES.updateFailed);
              },
            },
          )
        }
      />
    </Stack>
  );
}
