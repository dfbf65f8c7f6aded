import type { Config } from './config';
import type { Db } from './db/client';
import type { EventBus } from './platform/events';

/** What every module is built from; one instance per running server. */
export interface AppDeps {
  db: Db;
  bus: EventBus;
  config: Config;
}
