import type { Db } from './db/client';
import type { DeviceLookups } from './devices/devices';
import { findTrackerBySerial } from './modules/assets/assets.repo';
import { listActiveGeofences } from './modules/geofences/geofences.repo';
import { listActiveAlertRules } from './modules/alerts/alert-rules.repo';

/**
 * The modules' reads the device side needs, bound to one database. Wiring them here, beside
 * main.ts and app.ts, keeps devices/ free of modules/ imports (DESIGN §4 boundaries).
 */
export function deviceLookups(db: Db): DeviceLookups {
  return {
    findTrackerBySerial: (serial) => findTrackerBySerial(db, serial),
    listActiveGeofences: () => listActiveGeofences(db),
    listActiveAlertRules: () => listActiveAlertRules(db),
  };
}
