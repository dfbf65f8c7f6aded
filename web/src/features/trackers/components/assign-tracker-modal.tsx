import type { TrackerListItem } from '@fleet/domain';
import { AssignDeviceModal } from '../../../components/devices/assign-device-modal';
import { trackerOnAsset, useAssignTracker } from '../api/assign-tracker';
import { TRACKER_KIND } from '../model/tracker-kind';

interface AssignTrackerModalProps {
  /** The tracker to install or move; null keeps the dialog closed. */
  tracker: TrackerListItem | null;
  onClose: () => void;
  onAssigned: (tracker: TrackerListItem) => void;
}

/** Installs a tracker on an asset without one, or moves it there: its positions go there. */
export function AssignTrackerModal({ tracker, onClose, onAssigned }: AssignTrackerModalProps) {
  const assign = useAssignTracker();
  return (
    <AssignDeviceModal
      kind={TRACKER_KIND}
      words={{
        install: 'Its positions go to the asset you choose from its next report on.',
        move: (from) =>
          `It is on ${from} now. Its positions go to the asset you choose from now on; ${from} keeps its history.`,
      }}
      device={tracker}
      assign={assign}
      inputOf={trackerOnAsset}
      onClose={onClose}
      onAssigned={onAssigned}
    />
  );
}
