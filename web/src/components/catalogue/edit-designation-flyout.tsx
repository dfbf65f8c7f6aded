import { useMemo, useState } from 'react';
import { Alert, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  CATALOGUE_MESSAGES,
  buildResourceTree,
  hasLocationDesignation,
  truncateDesignationLabel,
} from '@fleet/domain';
import { useAssetResources } from '../../lib/catalogue-api/asset-resources';
import { useResourceTree } from '../../lib/catalogue-api/resource-tree';
import { useSetAssetResources } from '../../lib/catalogue-api/set-asset-resources';
import { showSuccessToast } from '../../lib/toasts';
import { DialogActions } from '../dialogs/dialog-actions';
import { Flyout } from '../dialogs/flyout';
import { DesignationTree } from './designation-tree';

export interface EditDesignationFlyoutProps {
  opened: boolean;
  onClose: () => void;
  /** The designations chosen when the flyout opens. */
  initialSelected: readonly number[];
  /** Update: the import grid sets its rows' field, an asset saves (see AssetDesignationFlyout). */
  onUpdate: (resourceIds: number[]) => void;
  isPending?: boolean;
  failure?: string | null;
}

/**
 * spec 2 §2 Edit Reporting Designation flyout: the company's designation tree, one per top-level
 * root; Update stays disabled until a location is chosen (spec 2 §5).
 */
export function EditDesignationFlyout(props: EditDesignationFlyoutProps) {
  return (
    <Flyout
      opened={props.opened}
      onClose={props.onClose}
      title="Edit Reporting Designation"
      size="400px"
    >
      {props.opened && <EditDesignationBody {...props} />}
    </Flyout>
  );
}

function EditDesignationBody({
  onClose,
  initialSelected,
  onUpdate,
  isPending = false,
  failure = null,
}: EditDesignationFlyoutProps) {
  const resources = useResourceTree();
  const tree = useMemo(() => buildResourceTree(resources.data ?? []), [resources.data]);
  const [selected, setSelected] = useState<number[]>([...initialSelected]);
  const isValid = hasLocationDesignation(tree, selected);

  if (resources.isPending) return <Loader size="sm" aria-label="Loading reporting designations" />;
  if (resources.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {CATALOGUE_MESSAGES.designationsLoadFailed}
      </Alert>
    );
  }
  const chosenLabels = selected.flatMap((id) => {
    const node = tree.nodes.get(id);
    return node ? [truncateDesignationLabel(node.path)] : [];
  });
  return (
    <Stack gap="md">
      <DesignationTree tree={tree} selected={selected} onChange={setSelected} />
      <Text size="sm" data-testid="chosen-designations">
        {chosenLabels.length > 0 ? chosenLabels.join(', ') : '--'}
      </Text>
      {!isValid && (
        <Text size="sm" c="red" role="alert">
          {CATALOGUE_MESSAGES.locationRequired}
        </Text>
      )}
      <DialogActions
        failure={failure}
        onCancel={onClose}
        confirmLabel="Update"
        isPending={isPending}
        confirmDisabled={!isValid}
        onConfirm={() => onUpdate(selected)}
      />
    </Stack>
  );
}

/** The flyout for one asset: reads its designations and saves them (PUT …/resources). */
export function AssetDesignationFlyout({
  assetId,
  opened,
  onClose,
}: {
  assetId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const current = useAssetResources(opened ? assetId : null);
  const save = useSetAssetResources(assetId);
  if (opened && current.isPending) return null;
  return (
    <EditDesignationFlyout
      opened={opened}
      onClose={onClose}
      initialSelected={(current.data ?? []).map((r) => r.resource_id)}
      isPending={save.isPending}
      onUpdate={(ids) =>
        save.mutate(ids, {
          onSuccess: () => {
            showSuccessToast(CATALOGUE_MESSAGES.updateSuccessful);
            onClose();
          },
          onError: () =>
            notifications.show({
              color: 'red',
              title: CATALOGUE_MESSAGES.designationUpdateFailed,
              message: CATALOGUE_MESSAGES.tryAgain,
            }),
        })
      }
    />
  );
}
