import { EventEmitter } from 'node:events';

/** Events that cross module boundaries. One bus per process (DESIGN §1). */
export interface FleetEvents {
  /** Sessions of a user (or one token) stopped being valid: drop cached copies. */
  'sessions.revoked': { userId?: number; tokenHash?: string };
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
