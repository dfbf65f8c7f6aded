import type { Database } from '../db/client';
import type { EventBus } from '../platform/events';
import {
  createGeofenceRegistry,
  type ActiveGeofencesLookup,
  type GeofenceRegistry,
} from './geofence-registry';
import { createIngest, type Ingest } from './ingest';
import { createAlertEvaluator } from './alerts/alert-evaluator';
import {
  createAlertRuleRegistry,
  type ActiveAlertRulesLookup,
  type AlertRuleRegistry,
} from './alerts/alert-rule-registry';
import type { RefusalLogger } from './refusal-log';
import { maintainPositionPartitions } from './position-partitions';
import {
  createTrackerDirectory,
  type TrackerDirectory,
  type TrackerLookup,
} from './tracker-directory';
import type { ReverseGeocoder } from '../platform/geocoder/reverse-geocoder';
import { createZipGazetteer } from '../platform/geocoder/zip-gazetteer';
import { createOnlineGeocoder } from '../platform/geocoder/online-geocoder';
import type { Config } from '../config';
import { createTransactionalStatusStore, createWriteBehindStatusStore } from './status-store';

/** The device side of one server instance: tracker cache, geofence index, ingest pipeline. */
export interface Devices {
  ingest: Ingest;
  trackers: TrackerDirectory;
  geofences: GeofenceRegistry;
  /** Every company's active alert rules, judged by the ingest and the lost-contact sweep. */
  alertRules: AlertRuleRegistry;
  /** Addresses for positions and trip ends (the offline gazetteer). */
  geocoder: ReverseGeocoder;
  close(): Promise<void>;
}

/**
 * What the device side reads from tables the modules own (trackers, assets, geofences). The
 * caller passes them in (server/src/device-lookups.ts), so devices/ never imports modules/
 * (DESIGN §4), as platform/auth.ts is given its session lookup.
 */
export interface DeviceLookups {
  findTrackerBySerial: TrackerLookup;
  listActiveGeofences: ActiveGeofencesLookup;
  listActiveAlertRules: ActiveAlertRulesLookup;
}

/** Partitions are checked daily: a month's partition exists two months before it begins. */
const PARTITION_CHECK_MS = 24 * 3_600_000;

export interface DevicesOptions {
  /** Whole months of positions kept before the current one; undefined keeps them all. */
  positionRetentionMonths?: number | undefined;
  /** A Nominatim or Photon server for street addresses; undefined: offline only. */
  geocoder?: Config['geocoder'];
  /** Where refused fixes are reported (sampled); the console when not given. */
  refusalLog?: RefusalLogger;
}

export async function createDevices(
  database: Database,
  bus: EventBus,
  lookups: DeviceLookups,
  options: DevicesOptions = {},
): Promise<Devices> {
  const maintain = () =>
    maintainPositionPartitions(database.db, {
      now: Date.now(),
      retentionMonths: options.positionRetentionMonths,
    });
  await maintain();
  const partitionTimer = setInterval(() => {
    maintain().catch((error: unknown) => console.error('position partitions:', error));
  }, PARTITION_CHECK_MS);
  partitionTimer.unref();
  const trackers = createTrackerDirectory(lookups.findTrackerBySerial, bus);
  const geofences = await createGeofenceRegistry(lookups.listActiveGeofences, bus);
  const gazetteer = createZipGazetteer();
  const online = options.geocoder
    ? createOnlineGeocoder({ ...options.geocoder, fallback: gazetteer })
    : undefined;
  const geocoder = online ?? gazetteer;
  const places = { geofences, geocoder };
  const alertRules = await createAlertRuleRegistry(lookups.listActiveAlertRules, bus);
  const statuses =
    database.kind === 'pglite'
      ? await createWriteBehindStatusStore(database, places)
      : createTransactionalStatusStore();
  const ingest = createIngest({
    database,
    bus,
    trackers,
    places,
    statuses,
    alerts: createAlertEvaluator(alertRules, geofences),
    ...(options.refusalLog ? { log: options.refusalLog } : {}),
  });
  return {
    ingest,
    trackers,
    geofences,
    alertRules,
    geocoder,
    async close() {
      clearInterval(partitionTimer);
      online?.close();
      await ingest.idle();
      trackers.close();
      geofences.close();
      alertRules.close();
    },
  };
}
