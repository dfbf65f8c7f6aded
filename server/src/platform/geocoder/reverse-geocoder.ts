/** An address as an asset status and a trip end carry it (spec 1 §3 "Asset status"). */
export interface PlaceAddress {
  street: string | null;
  city: string | null;
  state: { abbreviation: string } | null;
  zip_code: string | null;
}

/**
 * Coordinates to an address. Synchronous on purpose: it runs for every position the gateway
 * takes (thousands a second), so it must answer from memory.
 */
export interface ReverseGeocoder {
  /** The address at the point, or null where it knows none (the ocean, far from any town). */
  reverse(latitude: number, longitude: number): PlaceAddress | null;
}
