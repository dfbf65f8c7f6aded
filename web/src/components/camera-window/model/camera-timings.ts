/** spec 1 §9: the camera window's clocks. */

/** How long config, a live start, a history session and a history stream may take. */
export const CAMERA_TIMEOUT_MS = 10_000;

/** Toggles act once the person has stopped flipping them for this long. */
export const TOGGLE_DEBOUNCE_MS = 1_000;

/** Snapshots are fetched again this long after each one arrives, while the camera is online. */
export const SNAPSHOT_REFRESH_MS = 1_000;

/** After a failed snapshot the camera's status is asked again, for the first few failures only. */
export const SNAPSHOT_STATUS_RETRIES = 3;
