import zipcodes from 'zipcodes';
import type { PlaceAddress } from './reverse-geocoder';

/** The reverse-geocoding services Fleet can ask (DESIGN §1 "Geocoder"). */
export type OnlineGeocoderKind = 'nominatim' | 'photon';

/** The reverse lookup's URL for a point, on the service at `base`. */
export function reverseUrl(kind: OnlineGeocoderKind, base: string, lat: number, lon: number) {
  const url = new URL('reverse', base.endsWith('/') ? base : `${base}/`);
  url.searchParams.set('lat', lat.toFixed(6));
  url.searchParams.set('lon', lon.toFixed(6));
  if (kind === 'nominatim') {
    url.searchParams.set('format', 'jsonv2');
    url.searchParams.set('addressdetails', '1');
    url.searchParams.set('zoom', '18');
  }
  return url;
}

type Fields = Record<string, unknown>;
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** "1 Main St" from a house number and a road, or the road alone. */
function streetOf(houseNumber: unknown, road: unknown): string | null {
  const name = text(road);
  if (!name) return null;
  const number = text(houseNumber);
  return number ? `${number} ${name}` : name;
}

/** A two-letter state from an ISO 3166-2 code ("US-MO") or a name ("Missouri"). */
function stateOf(isoCode: unknown, name: unknown): { abbreviation: string } | null {
  const iso = text(isoCode);
  const fromIso = iso?.match(/^[A-Z]{2}-([A-Z0-9]{1,3})$/)?.[1];
  if (fromIso) return { abbreviation: fromIso };
  const full = text(name);
  const abbreviation = full ? zipcodes.states.normalize(full) : undefined;
  return abbreviation ? { abbreviation } : null;
}

/** Nominatim's `format=jsonv2` answer; null when it found nothing ({"error": …}). */
function fromNominatim(body: unknown): PlaceAddress | null {
  if (!isFields(body) || !isFields(body.address)) return null;
  const a = body.address;
  return {
    street: streetOf(a.house_number, a.road ?? a.pedestrian ?? a.industrial),
    city: text(a.city) ?? text(a.town) ?? text(a.village) ?? text(a.hamlet) ?? text(a.county),
    state: stateOf(a['ISO3166-2-lvl4'], a.state),
    zip_code: text(a.postcode),
  };
}

/** Photon's GeoJSON answer: the first feature's properties. */
function fromPhoton(body: unknown): PlaceAddress | null {
  if (!isFields(body) || !Array.isArray(body.features)) return null;
  const [feature] = body.features as unknown[];
  if (!isFields(feature) || !isFields(feature.properties)) return null;
  const p = feature.properties;
  return {
    street: streetOf(p.housenumber, p.street),
    city: text(p.city) ?? text(p.district) ?? text(p.county),
    state: stateOf(undefined, p.state),
    zip_code: text(p.postcode),
  };
}

export function parseReverseAnswer(kind: OnlineGeocoderKind, body: unknown): PlaceAddress | null {
  const address = kind === 'nominatim' ? fromNominatim(body) : fromPhoton(body);
  if (!address) return null;
  const { street, city, state, zip_code } = address;
  return street || city || state || zip_code ? address : null;
}

/** The forward search's URL for free text, on the service at `base` (at most `limit` answers). */
export function searchUrl(kind: OnlineGeocoderKind, base: string, query: string, limit: number) {
  const url = new URL(
    kind === 'nominatim' ? 'search' : 'api',
    base.endsWith('/') ? base : `${base}/`,
  );
  url.searchParams.set('q', query);
  url.searchParams.set('limit', String(limit));
  if (kind === 'nominatim') {
    url.searchParams.set('format', 'jsonv2');
    url.searchParams.set('addressdetails', '1');
  }
  return url;
}

export interface FoundPlace extends PlaceAddress {
  label: string;
  latitude: number;
  longitude: number;
}

const coordinate = (value: unknown): number | null => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
};

/** The places of a forward search answer, each with its address parts and point. */
export function parseSearchAnswer(kind: OnlineGeocoderKind, body: unknown): FoundPlace[] {
  const hits: Array<{ address: PlaceAddress | null; label: unknown; lat: unknown; lon: unknown }> =
    [];
  if (kind === 'nominatim' && Array.isArray(body)) {
    for (const hit of body as unknown[]) {
      if (!isFields(hit)) continue;
      hits.push({
        address: fromNominatim(hit),
        label: hit.display_name,
        lat: hit.lat,
        lon: hit.lon,
      });
    }
  }
  if (kind === 'photon' && isFields(body) && Array.isArray(body.features)) {
    for (const feature of body.features as unknown[]) {
      if (!isFields(feature) || !isFields(feature.geometry) || !isFields(feature.properties))
        continue;
      const [lon, lat] = Array.isArray(feature.geometry.coordinates)
        ? (feature.geometry.coordinates as unknown[])
        : [];
      hits.push({
        address: fromPhoton({ features: [feature] }),
        label: feature.properties.name,
        lat,
        lon,
      });
    }
  }
  return hits.flatMap(({ address, label, lat, lon }) => {
    const latitude = coordinate(lat);
    const longitude = coordinate(lon);
    if (!address || latitude === null || longitude === null) return [];
    return [{ ...address, label: text(label) ?? '', latitude, longitude }];
  });
}
