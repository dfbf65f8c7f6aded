import KDBush from 'kdbush';
import zipcodes from 'zipcodes';
import type { PlaceAddress, ReverseGeocoder } from './reverse-geocoder';
import { createNearestCells } from './nearest-cells';

/** Beyond this from the nearest ZIP code's centre, a point is nowhere we can name. */
const MAX_DISTANCE_KM = 25;

interface ZipPlace {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

/** Built on first use: loading and indexing the 44,000 ZIP codes takes about 150 ms. */
function buildIndex(maxDistanceKm: number) {
  // Several ZIP codes of one town can share a centre (post office boxes): the first, lowest one
  // names the place, so the answer never depends on the index's tie-breaking.
  const byCentre = new Map<string, ZipPlace>();
  for (const code of Object.values(zipcodes.codes)) {
    if (!hasCentre(code)) continue;
    const centre = `${code.latitude},${code.longitude}`;
    if (!byCentre.has(centre)) byCentre.set(centre, code);
  }
  const places = [...byCentre.values()];
  const index = new KDBush(places.length);
  for (const place of places) index.add(place.longitude, place.latitude);
  index.finish();
  // One address object per place, shared by every answer: the ingest asks for thousands a
  // second. Frozen, so no caller can change another's.
  const addresses = places.map(toAddress);
  return { nearest: createNearestCells(index, places, maxDistanceKm), addresses };
}

/**
 * The offline gazetteer (DESIGN §1 "Geocoder"): the nearest ZIP code centre of the United States
 * and Canada from the `zipcodes` package gives city, state and ZIP; there is no street offline.
 */
export function createZipGazetteer(maxDistanceKm = MAX_DISTANCE_KM): ReverseGeocoder {
  let built: ReturnType<typeof buildIndex> | undefined;
  return {
    reverse(latitude, longitude) {
      if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
      built ??= buildIndex(maxDistanceKm);
      // Nearest on the ground (great circle), not in degrees: a degree of longitude shrinks
      // northwards.
      const nearest = built.nearest.nearest(longitude, latitude);
      return nearest === null ? null : (built.addresses[nearest] ?? null);
    },
  };
}

/**
 * Whether a ZIP code has a real centre. About 300 military (APO/FPO) codes carry 0,0 as a
 * placeholder: indexed, they would name a point in the Gulf of Guinea 'Apo, AA'.
 */
export function hasCentre(code: { latitude: number; longitude: number }): boolean {
  if (!Number.isFinite(code.latitude) || !Number.isFinite(code.longitude)) return false;
  return !(code.latitude === 0 && code.longitude === 0);
}

function toAddress(place: ZipPlace): PlaceAddress {
  return Object.freeze({
    street: null,
    city: place.city,
    state: Object.freeze({ abbreviation: place.state }),
    zip_code: place.zip,
  });
}
