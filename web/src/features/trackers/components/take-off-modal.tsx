import type { TrackerListItem } from '@fleet/domain';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { describeServerError } from '../../../lib/forms/server-errors';
import { useAssignTracker } from '../api/assign-tracker';
import { useLastPresent } from '../../../lib/hooks/use-last-present';

interface TakeOffModalProps {
  /** The tracker to take off its asset; null keeps the dialog closed. */
  tracker: TrackerListItem | null;
  onClose: () => void;
  onTakenOff: (tracker: TrackerListItem, assetName: string) => void;
}

// A confirmation has no field: every refusal shows above its buttons.
const noField = () => false;

/** Asks before taking a tracker off its asset: its reports are refused until it is installed. */
export function TakeOffModal({ tracker, onClose, onTakenOff }: TakeOffModalProps) {
  const assign = useAssignTracker();
  const shown = useLastPresent(tracker);
  const assetName = shown?.asset?.custom_name ?? 'its asset';

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
    <ConfirmDialog
      opened={tracker !== null}
      title={`Take ${shown?.device_serial ?? 'the tracker'} off ${assetName}?`}
      confirmLabel="Take off"
      onConfirm={takeOff}
      onCancel={close}
      isPending={assign.isPending}
      failure={assign.error ? describeServerError(assign.error, noField).message : null}
      danger
    >
      {`${assetName} keeps its history but stops getting positions. The tracker stays registered; its reports are refused until you install it on an asset again.`}
    </ConfirmDialog>
  );
}
