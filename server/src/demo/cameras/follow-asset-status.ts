import type { CameraStatus } from '@fleet/domain';
import { cameraStatusFor, type CameraStatusFacts } from './camera-status';

/** How often the demo's cameras look at their assets: a status change shows within this. */
export const FOLLOW_INTERVAL_MS = 30_000;

export interface FollowedCamera {
  cameraId: number;
  vendorId: number;
  vendorCameraId: string;
  feeds: 1 | 2;
}

export interface FollowDeps {
  cameras: readonly FollowedCamera[];
  /** Each camera's asset status now (cameraAssetStatuses). */
  readStatuses: () => Promise<Map<number, CameraStatusFacts | null>>;
  /** The peer acts on it: streams, sleeps or keeps quiet (camera-simulator setStatus). */
  apply: (cameraId: number, status: Pick<CameraStatus, 'online' | 'ready_to_stream'>) => void;
  /** Stored as the camera's report, so the card and the window say what the peer does. */
  report: (camera: FollowedCamera, status: CameraStatus, at: Date) => Promise<void>;
  log: (message: string) => void;
  now?: () => number;
}

const keyOf = (status: Pick<CameraStatus, 'online' | 'ready_to_stream'>) =>
  `${status.online}/${status.ready_to_stream}`;

/**
 * The demo's cameras following their assets (docs/CAMERAS.md "Simulator"): a camera sleeps
 * when its asset's engine is off (vendor 3; the others lose power) and goes offline when the
 * tracker falls silent, as a camera on the vehicle's power and cellular link would. Each camera
 * starts from its stored status; only a change is applied and reported. `tick` runs one look
 * (the tests call it); `stop` ends the timer and waits for a look under way, so none writes
 * after the database has closed.
 */
export function followAssetStatuses(
  deps: FollowDeps,
  initial: ReadonlyMap<number, Pick<CameraStatus, 'online' | 'ready_to_stream'>>,
): { tick: () => Promise<void>; stop: () => Promise<void> } {
  const now = deps.now ?? Date.now;
  const applied = new Map([...initial].map(([cameraId, status]) => [cameraId, keyOf(status)]));
  let running: Promise<void> | undefined;

  async function look(): Promise<void> {
    const statuses = await deps.readStatuses();
    const at = now();
    for (const camera of deps.cameras) {
      const status = cameraStatusFor(statuses.get(camera.cameraId) ?? null, camera, at);
      if (applied.get(camera.cameraId) === keyOf(status)) continue;
      applied.set(camera.cameraId, keyOf(status));
      deps.apply(camera.cameraId, status);
      await deps.report(camera, status, new Date(at));
    }
  }

  /** One look at a time: a slow database must not stack them up. */
  function tick(): Promise<void> {
    running ??= look()
      .catch((error: unknown) => deps.log(`camera status: ${String(error)}`))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  const timer = setInterval(() => void tick(), FOLLOW_INTERVAL_MS);
  timer.unref();
  return {
    tick,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
