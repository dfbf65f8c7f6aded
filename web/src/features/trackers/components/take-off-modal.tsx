import type { TrackerListItem } from '@fleet/domain';
import { TakeOffDeviceModal } from '../../../components/devices/take-off-device-modal';
import { trackerOnAsset, useAssignTracker } from '../api/assign-tracker';
import { TRACKER_KIND } from '../model/tracker-kind';

interface TakeOffModalProps {
  /** The tracker to take off its asset; null keeps the dialog closed. */
  tracker: TrackerListItem | null;
  onClose: () => void;
  onTakenOff: (tracker: TrackerListItem, assetName: string) => void;
}

/** Asks before taking a tracker off its asset: its reports are refused until it is installed. */
export function TakeOffModal({ tracker, onClose, onTakenOff }: TakeOffModalProps) {
  const assign = useAssignTracker();
  return (
    <TakeOffDeviceModal
      kind={TRACKER_KIND}
      consequence={(assetName) =>
        `${assetName} keeps its history but stops getting positions. The tracker stays registered; its reports are refused until you install it on an asset again.`
      }
      device={tracker}
      assign={assign}
      inputOf={trackerOnAsset}
      onClose={onClose}
      onTakenOff={onTakenOff}
    />
  );
}
