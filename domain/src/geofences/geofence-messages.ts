/** The size limits of a geofence (docs/GEOFENCES.md): large enough for a county-sized yard or site. */
export const GEOFENCE_LIMITS = {
  /** The most area one outline may enclose, in square kilometres. */
  maxAreaKm2: 2_500,
  /** The largest circle, in metres (50 km). */
  maxRadiusMeters: 50_000,
  /** The smallest circle, in metres: a GPS fix wanders more than this. */
  minRadiusMeters: 10,
  /** The most corners one outline may have. */
  maxVertices: 1_000,
  nameMax: 100,
} as const;

const km2 = (value: number) =>
  value.toLocaleString('en-US', { maximumFractionDigits: value < 10 ? 2 : 0 });
const coordinate = (value: number) => value.toFixed(5);

/** spec 2 §8 "Data layer" geofence words (quoted ones are the spec's) and Fleet's own sentences. */
export const GEOFENCE_MESSAGES = {
  fetchFailed: 'There was an error fetching geofences.',
  fetchOneFailed: 'There was an error fetching a geofence.',
  saveFailed: 'There was an error saving your geofence!',
  /** spec 2 §8 data-layer successes. */
  added: (name: string) => `${name} successfully added!`,
  updated: (name: string) => `${name} successfully updated!`,
  deleted: (name: string) => `${name} was deleted.`,
  nameRequired: 'Give the geofence a name.',
  nameTooLong: `Keep the geofence name under ${GEOFENCE_LIMITS.nameMax} characters.`,
  nameTaken: (name: string) => `A geofence named ${name} already exists. Choose another name.`,
  typeUnknown: 'Choose a type: 1 (generic), 2 (yard) or 3 (jobsite).',
  nothingToChange: 'Nothing to change: send at least one field of the geofence.',
  notAllowed: 'Only admins, managers and operations users can draw, change or delete geofences.',
  groupUnknown: (ids: readonly number[]) =>
    `These groups are not your company’s: ${ids.join(', ')}.`,
  geofenceUnknown: (ids: readonly number[]) =>
    `These geofences are not your company’s: ${ids.join(', ')}.`,
  // Shapes
  notClosed:
    'The outline is not closed: its last corner must be the same point as its first. Finish the shape where it started.',
  tooFewCorners: 'An outline needs at least 3 different corners.',
  tooManyCorners: `An outline may have at most ${GEOFENCE_LIMITS.maxVertices.toLocaleString('en-US')} corners. Draw it with fewer.`,
  positionInvalid:
    'Each corner is a longitude from -180 to 180 and a latitude from -90 to 90, as [longitude, latitude].',
  selfIntersecting: (longitude: number, latitude: number) =>
    `The outline crosses itself near ${coordinate(latitude)}, ${coordinate(longitude)}. Redraw it so that no edges cross.`,
  noArea: 'The outline encloses no area. Draw a shape with some room inside.',
  tooLarge: (areaKm2: number) =>
    `The geofence covers ${km2(areaKm2)} km²; a geofence may cover at most ${km2(GEOFENCE_LIMITS.maxAreaKm2)} km². Draw a smaller one.`,
  radiusTooLarge: `A circle’s radius may be at most ${GEOFENCE_LIMITS.maxRadiusMeters / 1000} km.`,
  radiusTooSmall: `A circle’s radius must be at least ${GEOFENCE_LIMITS.minRadiusMeters} m.`,
} as const;
