import { useState, type FormEvent } from 'react';
import { Modal, Stack, Text } from '@mantine/core';
import type { TrackerListItem } from '@fleet/domain';
import { DialogActions } from '../../../components/dialogs/dialog-actions';
import { describeServerError } from '../../../lib/forms/server-errors';
import { useAssignTracker } from '../api/assign-tracker';
import { useLastPresent } from '../../../lib/hooks/use-last-present';
import { AssetSelect } from './asset-select';

interface AssignTrackerModalProps {
  /** The tracker to install or move; null keeps the dialog closed. */
  tracker: TrackerListItem | null;
  onClose: () => void;
  onAssigned: (tracker: TrackerListItem) => void;
}

/** Installs a tracker on an asset without one, or moves it there from its current asset. */
export function AssignTrackerModal({ tracker, onClose, onAssigned }: AssignTrackerModalProps) {
  const shown = useLastPresent(tracker);
  const title = shown?.asset
    ? `Move ${shown.device_serial}`
    : `Install ${shown?.device_serial ?? 'tracker'}`;
  return (
    <Modal opened={tracker !== null} onClose={onClose} title={title} size="md">
      {shown && (
        <AssignTrackerForm
          key={shown.tracker_id}
          tracker={shown}
          onClose={onClose}
          onAssigned={onAssigned}
        />
      )}
    </Modal>
  );
}

function AssignTrackerForm({
  tracker,
  onClose,
  onAssigned,
}: AssignTrackerModalProps & { tracker: TrackerListItem }) {
  const assign = useAssignTracker();
  const [assetId, setAssetId] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  // The one field is the asset: a refusal (taken meanwhile, gone) reads best above the buttons.
  const failure = assign.error ? describeServerError(assign.error, () => false).message : null;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (assetId === null) {
      setMissing(true);
      return;
    }
    assign.mutate({ trackerId: tracker.tracker_id, assetId }, { onSuccess: onAssigned });
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {tracker.asset
            ? `It is on ${tracker.asset.custom_name} now. Its positions go to the asset you choose from now on; ${tracker.asset.custom_name} keeps its history.`
            : 'Its positions go to the asset you choose from its next report on.'}
        </Text>
        <AssetSelect
          label={tracker.asset ? 'Move to asset' : 'Install on asset'}
          description="Only assets without a tracker are listed."
          placeholder="Search assets by name"
          required
          data-autofocus
          value={assetId}
          onChange={(next) => {
            setAssetId(next);
            setMissing(false);
            if (assign.isError) assign.reset();
          }}
          error={missing ? 'Choose an asset' : undefined}
        />
        <DialogActions
          failure={failure}
          onCancel={onClose}
          confirmLabel={tracker.asset ? 'Move' : 'Install'}
          isPending={assign.isPending}
        />
      </Stack>
    </form>
  );
}
