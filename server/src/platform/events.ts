import { EventEmitter } from 'node:events';

/** Events that cross module boundaries. One bus per process (DESIGN §1). */
export interface FleetEvents {
  /** Sessions of a user (or one token) stopped being valid: drop cached copies. */
  'sessions.revoked': { userId?: number; tokenHash?: string };
  /** Statuses of these assets changed (positions, manual location): live streams re-read them. */
  'asset-statuses.changed': { companyId: number; assetIds: number[] };
  /**
   * These assets were archived: live streams tell their maps to drop them (restored ones come
   * back through 'asset-statuses.changed', as any status does).
   */
  'assets.archived': { companyId: number; assetIds: number[] };
  /** A company's geofences changed: the gateway rebuilds its spatial index. */
  'geofences.changed': { companyId: number };
  /** Trackers were added, moved or removed: the gateway forgets what it cached. */
  'trackers.changed': { companyId: number };
  /** Assets were created (form or import): the `notification` subscription tells open pages. */
  'assets.created': { companyId: number; assetIds: number[] };
  /** Assets' fields were edited (asset edit, bulk edit): the `notification` subscription. */
  'assets.updated': { companyId: number; assetIds: number[] };
  /** A company's alert rules changed: every instance's ingest reloads them. */
  'alert-rules.changed': { companyId: number };
  /** Alerts were written: bells update live and the notifier sends their texts and emails. */
  'alerts.fired': { companyId: number; alertIds: number[]; assetIds: number[] };
  /**
   * What decides when service is due changed: a service was recorded or undone on these assets,
   * or a group's intervals or members changed ('all' of the company's): judged again at once.
   */
  'service.changed': { companyId: number; assetIds: number[] | 'all' };
  /** A company's configuration steps (spec 2 §3) may have changed state. */
  'configuration-steps.updated': { companyId: number };
}

export type FleetEventName = keyof FleetEvents;

export interface EventBus {
  publish<K extends FleetEventName>(name: K, payload: FleetEvents[K]): void;
  subscribe<K extends FleetEventName>(
    name: K,
    listener: (payload: FleetEvents[K]) => void,
  ): () => void;
}

export function createInProcessBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish(name, payload) {
      emitter.emit(name, payload);
    },
    subscribe(name, listener) {
      emitter.on(name, listener);
      return () => emitter.off(name, listener);
    },
  };
}
