import type { Config } from './config';
import type { Db } from './db/client';
import type { EventBus } from './platform/events';
import type { Devices } from './devices/devices';

/** What every module is built from; one instance per running server. */
export interface AppDeps {
  db: Db;
  bus: EventBus;
  config: Config;
  /** Gateway side: ingest pipeline, tracker cache, geofence index. */
  devices: Devices;
  /** The time in epoch milliseconds for rules that make people wait; tests pass a fake clock. */
  now?: () => number;
}
