import { ACCESS_TOKEN_STORAGE_KEY } from '@fleet/domain';

/**
 * The access token, kept in localStorage so every tab shares one sign-in. Signing out in one
 * tab signs out all of them: a BroadcastChannel message, with the `storage` event as a fallback
 * for browsers without BroadcastChannel (it also carries a sign-in made in another tab).
 */
export const TOKEN_STORAGE_KEY = ACCESS_TOKEN_STORAGE_KEY;
export const AUTH_CHANNEL_NAME = 'fleet-auth';

export interface LogoutMessage {
  type: 'logout';
}

export function isLogoutMessage(data: unknown): data is LogoutMessage {
  return typeof data === 'object' && data !== null && 'type' in data && data.type === 'logout';
}

function readStorage(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStorage(token: string | null): void {
  try {
    if (token === null) localStorage.removeItem(TOKEN_STORAGE_KEY);
    else localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Storage can be unavailable (privacy modes): the in-memory copy still serves this tab.
  }
}

type Listener = () => void;

const listeners = new Set<Listener>();
let current: string | null = readStorage();
let channel: BroadcastChannel | null = null;
let isListeningAcrossTabs = false;

function update(token: string | null): void {
  if (token === current) return;
  current = token;
  for (const listener of listeners) listener();
}

function listenAcrossTabs(): void {
  if (isListeningAcrossTabs) return;
  isListeningAcrossTabs = true;
  if (typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(AUTH_CHANNEL_NAME);
    channel.addEventListener('message', (event: MessageEvent<unknown>) => {
      if (isLogoutMessage(event.data)) update(null);
    });
  }
  window.addEventListener('storage', (event) => {
    // key null means the whole storage was cleared.
    if (event.key === TOKEN_STORAGE_KEY || event.key === null) update(readStorage());
  });
}

// Arrow functions: callers pass these around unbound (useSyncExternalStore, the API client).
export const tokenStore = {
  get: (): string | null => current,

  set: (token: string): void => {
    writeStorage(token);
    update(token);
  },

  /** Forget the token here and tell the other tabs to do the same. */
  clear: (): void => {
    const hadToken = current !== null;
    listenAcrossTabs(); // opens the channel if nothing has subscribed yet
    writeStorage(null);
    update(null);
    if (hadToken) channel?.postMessage({ type: 'logout' } satisfies LogoutMessage);
  },

  /** For useSyncExternalStore. */
  subscribe: (listener: Listener): (() => void) => {
    listenAcrossTabs();
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
