import { DialogFooter } from './dialog-footer';
import { Modal, Stack, Text } from '@mantine/core';
import type { TrackerListItem } from '@fleet/domain';
import { useAssignTracker } from '../api/assign-tracker';
import { useLastPresent } from '../hooks/use-last-present';
import { describeFormError } from '../model/form-errors';

interface TakeOffModalProps {
  /** The tracker to take off its asset; null keeps the dialog closed. */
  tracker: TrackerListItem | null;
  onClose: () => void;
  onTakenOff: (tracker: TrackerListItem, assetName: string) => void;
}

/** Asks before taking a tracker off its asset: its reports are refused until it is installed. */
export function TakeOffModal({ tracker, onClose, onTakenOff }: TakeOffModalProps) {
  const assign = useAssignTracker();
  const shown = useLastPresent(tracker);
  const assetName = shown?.asset?.custom_name ?? 'its asset';
  const failure = assign.error ? describeFormError(assign.error) : null;

  const close = () => {
    assign.reset();
    onClose();
  };
  const takeOff = () => {
    if (!tracker) return;
    assign.mutate(
      { trackerId: tracker.tracker_id, assetId: null },
      {
        onSuccess: (updated) => {
          assign.reset();
          onTakenOff(updated, assetName);
        },
      },
    );
  };

  return (
    <Modal
      opened={tracker !== null}
      onClose={close}
      title={`Take ${shown?.device_serial ?? 'the tracker'} off ${assetName}?`}
      size="md"
    >
      <Stack gap="md">
        <Text size="sm">
          {assetName} keeps its history but stops getting positions. The tracker stays registered;
          its reports are refused until you install it on an asset again.
        </Text>
        <DialogFooter
          failure={failure?.message ?? null}
          onCancel={close}
          confirm="Take off"
          isPending={assign.isPending}
          onConfirm={takeOff}
          color="red"
        />
      </Stack>
    </Modal>
  );
}
