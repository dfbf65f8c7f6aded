import { type TrackerDisplayStatus } from './display-status';
import { type SyncStatus } from './sync-status';

/** The words a person reads for each display status. */
export const DISPLAY_STATUS_LABELS: Record<TrackerDisplayStatus, string> = {
  manual_location: 'Manual Location',
  not_communicating: 'Not Communicating',
  being_hauled: 'Being Hauled',
  idling: 'Idling',
  driving: 'Driving',
  running: 'Running',
  bluetooth_node: 'Bluetooth Node',
  off: 'Off',
};

/** spec 1 §9 movement label, e.g. "Idling / Delayed Sync". */
export function movementLabel(displayStatus: TrackerDisplayStatus, sync: SyncStatus): string {
  return `${DISPLAY_STATUS_LABELS[displayStatus]} / ${sync}`;
}
