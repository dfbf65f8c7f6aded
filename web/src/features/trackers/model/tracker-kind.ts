import type { TrackerListItem } from '@fleet/domain';
import type { DeviceKind } from '../../../components/devices/device-kind';

/** Trackers as the shared device table and dialogs name them: by the identifier they send. */
export const TRACKER_KIND: DeviceKind<TrackerListItem> = {
  noun: 'tracker',
  plural: 'trackers',
  idOf: (tracker) => tracker.tracker_id,
  serialOf: (tracker) => tracker.device_serial,
  isFreeAsset: (asset) => asset.tracker_id === null,
};
