import { z } from 'zod';
import {
  JOBSITE_MESSAGES,
  SHARE_LIMITS,
  SHARE_MESSAGES,
  formatPhone,
  parseCoordinates,
  shareMessage,
  sharePhoneNumber,
  textablePhone,
  type ShareLocationInput,
  type ShareRecipient,
} from '@fleet/domain';
import type { MapTarget } from './map-routes';

/** Share the live position of the card's asset (or rental), or a fixed place. */
export type ShareMode = 'live' | 'place';

// A type alias, not an interface: the zod resolver wants an indexable record.
export type ShareFormValues = {
  mode: ShareMode;
  phoneNumber: string;
  message: string;
  /** "38.9517, -92.3341": two numbers, as the jobsite flyout takes them. */
  place: string;
  placeName: string;
};

/**
 * spec 1 §5 "Share form" with the server's own rules for the number and the message; a place
 * is required (and must read as coordinates) only when a place is what is shared.
 */
export const shareFormSchema = z
  .object({
    mode: z.enum(['live', 'place']),
    phoneNumber: sharePhoneNumber,
    message: shareMessage,
    place: z.string(),
    placeName: z.string().trim().max(SHARE_LIMITS.placeName),
  })
  .superRefine((values, ctx) => {
    if (values.mode !== 'place') return;
    if (values.place.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['place'], message: SHARE_MESSAGES.locationRequired });
    } else if (!parseCoordinates(values.place)) {
      ctx.addIssue({
        code: 'custom',
        path: ['place'],
        message: JOBSITE_MESSAGES.coordinatesNotFound,
      });
    }
  });
export type ShareFormFields = z.output<typeof shareFormSchema>;

/** The mutation's variables: the card's asset or rental, or the place typed. */
export function toShareInput(target: MapTarget, fields: ShareFormFields): ShareLocationInput {
  const common = { phoneNumber: fields.phoneNumber, message: fields.message };
  if (fields.mode === 'place') {
    const point = parseCoordinates(fields.place);
    if (!point) throw new Error(SHARE_MESSAGES.placeIdFailed);
    const name = fields.placeName === '' ? {} : { name: fields.placeName };
    return { ...common, location: { ...point, ...name } };
  }
  return target.kind === 'asset'
    ? { ...common, assetId: target.assetId }
    : { ...common, rentalId: target.rentalId };
}

/** The spec's sentences for each kind of share (spec 1 §8 "Share"). */
export function shareMessages(target: MapTarget, mode: ShareMode) {
  if (mode === 'place') return { done: SHARE_MESSAGES.placeShared, failed: SHARE_MESSAGES.failed };
  return target.kind === 'rental'
    ? { done: SHARE_MESSAGES.rentalShared, failed: SHARE_MESSAGES.rentalFailed }
    : { done: SHARE_MESSAGES.assetShared, failed: SHARE_MESSAGES.assetFailed };
}

export interface RecipientOption {
  value: string;
  label: string;
}

/**
 * The people the picker offers (spec 1 §5): a name, a valid phone, not opted out; their cell
 * phone first. The option's value is the number the form then holds.
 */
export function recipientOptions(
  people: ReadonlyArray<ShareRecipient & { user_id: number }>,
): RecipientOption[] {
  const seen = new Set<string>();
  return people.flatMap((person) => {
    const digits = textablePhone(person);
    if (digits === null || seen.has(digits)) return [];
    seen.add(digits);
    const name = [person.first_name, person.last_name].filter(Boolean).join(' ').trim();
    return [{ value: digits, label: `${name} · ${formatPhone(digits)}` }];
  });
}

/** "38.95170, -92.33410": a position as the place field shows it. */
export function formatPlace(point: { latitude: number; longitude: number } | null): string {
  return point ? `${point.latitude.toFixed(5)}, ${point.longitude.toFixed(5)}` : '';
}
