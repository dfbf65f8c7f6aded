import { CAMERA_VENDOR, type AssetStatus, type CameraStatus } from '@fleet/domain';
import { type CameraAvailability } from './camera-peer';

/**
 * A tracker silent this long means the vehicle has no power or no signal, and its camera
 * (on the same power and the same cellular link) is offline too. Parked trackers report every
 * 10 minutes, so this is three missed reports.
 */
export const CAMERA_OFFLINE_AFTER_MS = 30 * 60 * 1000;

export type CameraStatusFacts = Pick<AssetStatus, 'engine_active' | 'last_checkin_timestamp'>;

/** Only vendor 3's cameras have a sleep mode (spec 1 §4; domain camera-status-text.ts). */
export function hasSleepMode(vendorId: number): boolean {
  return vendorId === CAMERA_VENDOR.fleetWindow;
}

/**
 * What a simulated camera reports, following the asset it is installed on:
 * - the tracker has not reported within CAMERA_OFFLINE_AFTER_MS (or never): offline;
 * - the engine is off: asleep (online, not ready to stream) for the vendor with a sleep mode,
 *   offline for the others, which lose power with the ignition;
 * - otherwise online and ready to stream.
 * No status at all (an asset that never reported) is offline.
 */
export function cameraStatusFor(
  assetStatus: CameraStatusFacts | null,
  camera: { vendorId: number; feeds: 1 | 2 },
  now: number,
): CameraStatus {
  const offline = { online: false, ready_to_stream: false, number_of_feeds: camera.feeds };
  const checkin = assetStatus?.last_checkin_timestamp;
  if (!assetStatus || !checkin) return offline;
  const checkinMs = Date.parse(checkin);
  if (Number.isNaN(checkinMs) || now - checkinMs > CAMERA_OFFLINE_AFTER_MS) return offline;
  if (!assetStatus.engine_active) {
    return hasSleepMode(camera.vendorId)
      ? { online: true, ready_to_stream: false, number_of_feeds: camera.feeds }
      : offline;
  }
  return { online: true, ready_to_stream: true, number_of_feeds: camera.feeds };
}

/** The status as the simulated camera acts on it (camera-peer.ts). */
export function availabilityOf(
  status: Pick<CameraStatus, 'online' | 'ready_to_stream'>,
): CameraAvailability {
  if (!status.online) return 'offline';
  return status.ready_to_stream ? 'ready' : 'asleep';
}
