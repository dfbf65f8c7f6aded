/** What is known about a trip's start or end place for its label. */
export interface TripPlace {
  /** Names of the geofences the point lies in, in the order they should be shown. */
  geofenceNames: readonly string[];
  street: string | null;
  city: string | null;
  /** State abbreviation. */
  state: string | null;
}

export const UNKNOWN_ADDRESS = 'Unknown Address';
export const UNAVAILABLE_STREET_ADDRESS = 'Unavailable Street Address';

const present = (text: string | null): string | null => {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/**
 * A trip start or end label (spec 2 §5): geofence names first, then "street, city, state", then
 * 'Unknown Address'. When only the street is missing, 'Unavailable Street Address' stands in
 * for it so the label still reads as an address.
 */
export function tripPlaceLabel(place: TripPlace | null): string {
  if (place === null) return UNKNOWN_ADDRESS;
  const geofences = place.geofenceNames.map(present).filter((name) => name !== null);
  if (geofences.length > 0) return geofences.join(', ');
  const street = present(place.street);
  const area = [present(place.city), present(place.state)].filter((part) => part !== null);
  if (area.length === 0) return street ?? UNKNOWN_ADDRESS;
  return [street ?? UNAVAILABLE_STREET_ADDRESS, ...area].join(', ');
}
