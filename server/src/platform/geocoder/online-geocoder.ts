import { parseReverseAnswer, reverseUrl, type OnlineGeocoderKind } from './online-formats';
import type { PlaceAddress, ReverseGeocoder } from './reverse-geocoder';

export interface OnlineGeocoderOptions {
  kind: OnlineGeocoderKind;
  /** The service's base URL, e.g. https://nominatim.example.org/ */
  url: string;
  /** Requests per second at most (the public Nominatim allows one). */
  maxPerSecond: number;
  /** Answers at once while the service has not been asked yet, and fills what it leaves out. */
  fallback: ReverseGeocoder;
}

/** Places closer than this share an answer: 4 decimals of a degree are about 11 m. */
const KEY_DECIMALS = 4;
const CACHE_SIZE = 100_000;
/** Lookups waiting for their turn; more are dropped (asked again when the place comes back). */
const QUEUE_SIZE = 1_000;
const TIMEOUT_MS = 5_000;
/** After a failure (timeout, 5xx) the place is not asked again for this long. */
const RETRY_AFTER_MS = 60_000;

/**
 * Street-level addresses from a Nominatim or Photon server (GEOCODER_URL) without slowing the
 * gateway: `reverse` stays synchronous. It answers from its cache, or else with the offline
 * gazetteer's town while the service is asked in the background, one request at a time within the
 * rate limit; the next fix or trip end at that place gets the street.
 */
export function createOnlineGeocoder(options: OnlineGeocoderOptions) {
  const cache = new Map<string, PlaceAddress | null>();
  const failedUntil = new Map<string, number>();
  const queue = new Map<string, { latitude: number; longitude: number }>();
  const waiters: Array<() => void> = [];
  let timer: NodeJS.Timeout | undefined;
  let inFlight = false;
  const spacingMs = 1000 / options.maxPerSecond;

  const keyOf = (latitude: number, longitude: number) =>
    `${latitude.toFixed(KEY_DECIMALS)},${longitude.toFixed(KEY_DECIMALS)}`;

  function remember(key: string, address: PlaceAddress | null) {
    cache.delete(key);
    cache.set(key, address);
    if (cache.size > CACHE_SIZE) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
  }

  async function ask(key: string, latitude: number, longitude: number) {
    try {
      const response = await fetch(reverseUrl(options.kind, options.url, latitude, longitude), {
        headers: { 'user-agent': 'Fleet (open-source fleet tracking)', 'accept-language': 'en' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
      remember(key, parseReverseAnswer(options.kind, await response.json()));
    } catch {
      // Unreachable or failing: the offline answer stands; ask again later, not at once.
      failedUntil.set(key, Date.now() + RETRY_AFTER_MS);
    }
  }

  function pump() {
    timer = undefined;
    const next = queue.entries().next().value;
    if (!next) {
      for (const wake of waiters.splice(0)) wake();
      return;
    }
    const [key, point] = next;
    queue.delete(key);
    inFlight = true;
    void ask(key, point.latitude, point.longitude).finally(() => {
      inFlight = false;
      timer = setTimeout(pump, spacingMs);
      timer.unref();
    });
  }

  function enqueue(key: string, latitude: number, longitude: number) {
    if (queue.has(key) || queue.size >= QUEUE_SIZE) return;
    if ((failedUntil.get(key) ?? 0) > Date.now()) return;
    queue.set(key, { latitude, longitude });
    if (!timer && !inFlight) {
      timer = setTimeout(pump, 0);
      timer.unref();
    }
  }

  const geocoder: ReverseGeocoder = {
    reverse(latitude, longitude) {
      const offline = options.fallback.reverse(latitude, longitude);
      if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return offline;
      const key = keyOf(latitude, longitude);
      if (!cache.has(key)) {
        enqueue(key, latitude, longitude);
        return offline;
      }
      const online = cache.get(key) ?? null;
      if (!online) return offline;
      return {
        street: online.street ?? offline?.street ?? null,
        city: online.city ?? offline?.city ?? null,
        state: online.state ?? offline?.state ?? null,
        zip_code: online.zip_code ?? offline?.zip_code ?? null,
      };
    },
  };
  return {
    ...geocoder,
    /** Resolves once every lookup asked for so far has been answered (tests, shutdown). */
    idle(): Promise<void> {
      if (queue.size === 0 && !inFlight) return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
    close(): void {
      if (timer) clearTimeout(timer);
      timer = undefined;
      queue.clear();
      for (const wake of waiters.splice(0)) wake();
    },
  };
}
export type OnlineGeocoder = ReturnType<typeof createOnlineGeocoder>;
