import { z } from 'zod';
import { bodyId } from '../api-schemas';

/** spec 1 §5 "Jobsite create" and §8 "Jobsite": every sentence of the flyout and its calls. */
export const JOBSITE_MESSAGES = {
  nameRequired: 'Jobsite name is required',
  nameTaken: 'Jobsite name already exists',
  pinRequired:
    'Pin location is required, please place a pin on the map with the approximate location of the jobsite',
  invalidAddress: 'Invalid address, please search for a proper address or enter manually',
  streetRequired: 'Street address is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  zipRequired: 'Zipcode is required',
  coordinatesNotFound: 'Coordinates not found. Check your formatting and try again.',
  created: 'Rental jobsite created successfully.',
  createFailed:
    'There was an error creating the rental jobsite. Please contact customer support if this issue persists.',
  locationsFetchFailed:
    'There was a problem fetching company locations. Please contact customer support if this issue persists.',
  statesFetchFailed:
    'There was a problem fetching state information. Please contact customer support if this issue persists.',
  geocodeFailed: 'An error occurred: Please contact customer service if this issues persists.',
} as const;

/** spec 1 §5: a jobsite is a location with needs_review false, jobsite true, type 1. */
export const JOBSITE_LOCATION_TYPE_ID = 1;
/** The radius of the geofence drawn around a new jobsite's pin when asked for. */
export const JOBSITE_GEOFENCE_RADIUS_M = 150;

/** The key two nicknames are compared by: case and whitespace ignored (spec 1 §5). */
export const nicknameKey = (nickname: string): string => nickname.replace(/\s/g, '').toLowerCase();

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/** spec 1 §3 "Jobsite payload" (POST fleet/inventory/location). */
export const jobsiteCreate = z
  .object({
    nickname: z.string().trim().min(1, JOBSITE_MESSAGES.nameRequired).max(200),
    street_1: optionalText(200),
    street_2: optionalText(200),
    city: optionalText(100),
    state_id: bodyId.nullable().optional(),
    zip_code: optionalText(20),
    latitude: z.number().min(-90).max(90).nullable().optional(),
    longitude: z.number().min(-180).max(180).nullable().optional(),
    needs_review: z.literal(false).default(false),
    jobsite: z.literal(true).default(true),
    location_type_id: z.literal(JOBSITE_LOCATION_TYPE_ID).default(JOBSITE_LOCATION_TYPE_ID),
    create_geofence: z.boolean().default(false),
  })
  .strict();
export type JobsiteCreate = z.input<typeof jobsiteCreate>;

export const jobsiteCreated = z.object({ location_id: z.number() });

/** spec 1 §3 "Location", with its state and the one-line address the pickers show. */
export const location = z.object({
  location_id: z.number(),
  nickname: z.string(),
  street_1: z.string().nullable(),
  street_2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.object({ state_id: z.number(), abbreviation: z.string() }).nullable(),
  zip_code: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  jobsite: z.boolean(),
  location_type_id: z.number(),
  geofence_id: z.number().nullable(),
  formatted_address: z.string(),
});
export type Location = z.infer<typeof location>;

/** The location picker's label (spec 1 §2): 'nickname, formatted location'. */
export const locationLabel = (loc: Pick<Location, 'nickname' | 'formatted_address'>): string =>
  loc.formatted_address ? `${loc.nickname}, ${loc.formatted_address}` : loc.nickname;

/** An address search answer: what fills the flyout's address fields and places the pin. */
export const addressCandidate = z.object({
  label: z.string(),
  street_1: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip_code: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
});
export type AddressCandidate = z.infer<typeof addressCandidate>;
export const addressSearchQuery = z.object({ q: z.string().trim().min(1).max(200) });

/**
 * spec 1 §5 "Coordinates search": two numbers separated by commas or spaces, latitude first.
 * Anything else, or numbers off the globe, is not coordinates (null).
 */
export function parseCoordinates(text: string): { latitude: number; longitude: number } | null {
  const parts = text
    .trim()
    .split(/[\s,]+/)
    .filter((part) => part !== '');
  if (parts.length !== 2) return null;
  if (!parts.every((part) => /^[-+]?(\d+\.?\d*|\.\d+)$/.test(part))) return null;
  const [latitude, longitude] = parts.map(Number) as [number, number];
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}
