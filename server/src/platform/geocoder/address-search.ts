import zipcodes from 'zipcodes';
import type { AddressCandidate } from '@fleet/domain';
import type { Config } from '../../config';
import { parseSearchAnswer, searchUrl, type FoundPlace } from './online-formats';

const LIMIT = 8;
const CACHE_SIZE = 1_000;
const TIMEOUT_MS = 5_000;

interface ZipCode {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

/** One entry per town (its lowest ZIP code), keyed by lower-case name, built on first use. */
let towns: ZipCode[] | undefined;
function allTowns(): ZipCode[] {
  if (towns) return towns;
  const byTown = new Map<string, ZipCode>();
  for (const code of Object.values(zipcodes.codes) as ZipCode[]) {
    if (!Number.isFinite(code.latitude) || !Number.isFinite(code.longitude)) continue;
    const key = `${code.city.toLowerCase()}|${code.state}`;
    const known = byTown.get(key);
    if (!known || code.zip < known.zip) byTown.set(key, code);
  }
  towns = [...byTown.values()].sort((a, b) => a.city.localeCompare(b.city));
  return towns;
}

function candidate(code: ZipCode, street: string | null): AddressCandidate {
  const label = [street, code.city, `${code.state} ${code.zip}`].filter(Boolean).join(', ');
  return {
    label,
    street_1: street,
    city: code.city,
    state: code.state,
    zip_code: code.zip,
    latitude: code.latitude,
    longitude: code.longitude,
  };
}

/**
 * The offline gazetteer (DESIGN §1): a ZIP code, or a town ("Columbia", "Columbia, MO"), found
 * in the ZIP codes of the `zipcodes` package; a leading part with a house number ("12 Main St,
 * Columbia, MO") is kept as the street, which the gazetteer cannot place more exactly.
 */
export function searchGazetteer(query: string): AddressCandidate[] {
  const parts = query
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const zip = query.match(/\b(\d{5})\b(?!.*\b\d{5}\b)/)?.[1];
  const street =
    parts.length > 1 && /^\d+\s+\S/.test(parts[0] ?? '') ? (parts.shift() ?? null) : null;
  if (zip) {
    const code = zipcodes.lookup(zip) as ZipCode | undefined;
    if (code) return [candidate(code, street)];
  }
  const [townPart = '', statePart = ''] = parts;
  const town = townPart.replace(/\d{5}/, '').trim().toLowerCase();
  if (town === '') return [];
  const state = zipcodes.states.normalize(statePart.replace(/\d{5}/, '').trim()) ?? undefined;
  return allTowns()
    .filter((code) => code.city.toLowerCase().startsWith(town) && (!state || code.state === state))
    .sort((a, b) => Number(b.city.toLowerCase() === town) - Number(a.city.toLowerCase() === town))
    .slice(0, LIMIT)
    .map((code) => candidate(code, street));
}

function fromFound(place: FoundPlace): AddressCandidate {
  return {
    label: place.label,
    street_1: place.street,
    city: place.city,
    state: place.state?.abbreviation ?? null,
    zip_code: place.zip_code,
    latitude: place.latitude,
    longitude: place.longitude,
  };
}

/**
 * Address search for the jobsite flyout: the online geocoder of GEOCODER_URL when one is set
 * (at its configured rate, answers cached), the offline gazetteer otherwise or when the service
 * fails or finds nothing.
 */
export function createAddressSearch(online: Config['geocoder']) {
  const cache = new Map<string, AddressCandidate[]>();
  let nextSlot = 0;

  /** Waits for the next free slot of the configured rate (requests per second). */
  async function turn(maxPerSecond: number): Promise<void> {
    const now = Date.now();
    const at = Math.max(now, nextSlot);
    nextSlot = at + 1000 / maxPerSecond;
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
  }

  async function askOnline(query: string): Promise<AddressCandidate[]> {
    if (!online) return [];
    const key = query.toLowerCase();
    const cached = cache.get(key);
    if (cached) return cached;
    await turn(online.maxPerSecond);
    const response = await fetch(searchUrl(online.kind, online.url, query, LIMIT), {
      headers: { 'user-agent': 'Fleet (open-source fleet tracking)', 'accept-language': 'en' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
    const found = parseSearchAnswer(online.kind, await response.json()).map(fromFound);
    cache.set(key, found);
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value ?? key);
    return found;
  }

  return {
    async search(query: string): Promise<AddressCandidate[]> {
      const found = await askOnline(query).catch(() => []);
      return found.length > 0 ? found : searchGazetteer(query);
    },
  };
}
