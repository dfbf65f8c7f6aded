import { z } from 'zod';
import { MAX_ID } from '../column-bounds';

/** spec 1 §5 "Share form", §8 "Share": the words of the share modal and the shared page. */
export const SHARE_MESSAGES = {
  phoneRequired: 'A 10 or 11-digit phone number is required',
  locationRequired: 'A location is required',
  failed: 'Unable to share location.',
  assetFailed: 'Unable to share asset location.',
  rentalFailed: 'Unable to share rental location.',
  placeIdFailed: 'Unable to determine location from place id.',
  rentalShared: 'Rental location shared successfully!',
  // Ours: the spec quotes the rental's success only.
  assetShared: 'Asset location shared successfully!',
  placeShared: 'Location shared successfully!',
  oneTarget: 'Share one thing at a time: an asset, a rental or a location.',
  noTracker: 'This asset has no tracker, so its location cannot be shared.',
  noLocation: 'This asset has not reported a location yet, so it cannot be shared.',
  notOnRent: 'This rental is not on rent, so its location cannot be shared.',
  noRentalAsset: 'This rental has no asset of the company to share.',
  optedOut: 'This number belongs to someone who has opted out of text messages.',
  notSent: 'The text message could not be sent, so nothing was shared. Please try again later.',
  expired: 'This shared location has expired or does not exist.',
} as const;

export const SHARE_LIMITS = { message: 500, placeName: 200 } as const;

/** spec 1 §9: a phone number has 10 or 11 digits. */
const PHONE_DIGITS = /^\d{10,11}$/;
/** What people type between the digits of a number: spaces, + ( ) - . */
const PHONE_SEPARATORS = /[\s+().-]/g;

/** The digits of a typed number when it is one the spec accepts (10 or 11), else null. */
export function phoneDigits(text: string | null | undefined): string | null {
  if (!text) return null;
  const digits = text.replace(PHONE_SEPARATORS, '');
  return PHONE_DIGITS.test(digits) ? digits : null;
}

/** A number as typed ("(573) 555-0101"), kept as its digits. */
export const sharePhoneNumber = z
  .string({ error: SHARE_MESSAGES.phoneRequired })
  .max(32, SHARE_MESSAGES.phoneRequired)
  .transform((text, ctx) => {
    const digits = phoneDigits(text);
    if (digits === null) {
      ctx.addIssue({ code: 'custom', message: SHARE_MESSAGES.phoneRequired });
      return z.NEVER;
    }
    return digits;
  });

/**
 * Text PostgreSQL can store: GraphQL string literals may spell a NUL or half a surrogate pair
 * (\u0000, \ud800), which the JSON body guard never sees, so the schema refuses them itself.
 */
const storable = (text: string) => !text.includes('\u0000') && !/\p{Cs}/u.test(text);
const STORABLE_MESSAGE = 'Text may not contain the NUL character or half of a surrogate pair.';

export const shareMessage = z
  .string()
  .trim()
  .max(SHARE_LIMITS.message)
  .refine(storable, STORABLE_MESSAGE)
  .default('');

const shareId = z.number().int().positive().max(MAX_ID);

export const sharePlace = z.strictObject({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** What the sender calls the place ("North gate"); optional. */
  name: z.string().trim().max(SHARE_LIMITS.placeName).refine(storable, STORABLE_MESSAGE).optional(),
});

/**
 * spec 1 §7 share-location mutation: message, phoneNumber and exactly one of assetId, rentalId
 * or location. With none, the form asked for a place (spec 1 §5 'A location is required').
 */
export const shareLocationInput = z
  .strictObject({
    assetId: shareId.optional(),
    rentalId: shareId.optional(),
    location: sharePlace.optional(),
    message: shareMessage,
    phoneNumber: sharePhoneNumber,
  })
  .superRefine((input, ctx) => {
    const targets = [input.assetId, input.rentalId, input.location].filter((t) => t !== undefined);
    if (targets.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['location'],
        message: SHARE_MESSAGES.locationRequired,
      });
    } else if (targets.length > 1) {
      ctx.addIssue({ code: 'custom', message: SHARE_MESSAGES.oneTarget });
    }
  });
export type ShareLocationInput = z.input<typeof shareLocationInput>;
export type ShareLocation = z.output<typeof shareLocationInput>;

/** The share modal's own fields; the target comes from where it was opened. */
export const shareFormFields = z.strictObject({
  phoneNumber: sharePhoneNumber,
  message: shareMessage,
});

/** Who the recipient picker lists (spec 1 §5): a name, a valid phone, not opted out. */
export interface ShareRecipient {
  first_name?: string | null | undefined;
  last_name?: string | null | undefined;
  cell_phone_number?: string | null | undefined;
  phone_number?: string | null | undefined;
  sms_opted_out?: boolean | undefined;
}

/** The number a person can be texted at (their cell phone first), or null when they cannot. */
export function textablePhone(person: ShareRecipient): string | null {
  if (person.sms_opted_out !== false) return null;
  const hasName = Boolean(person.first_name?.trim() || person.last_name?.trim());
  if (!hasName) return null;
  return phoneDigits(person.cell_phone_number) ?? phoneDigits(person.phone_number);
}

/** "(573) 555-0101", "1 (573) 555-0101": how a stored number is shown. */
export function formatPhone(digits: string): string {
  const local = digits.length === 11 ? digits.slice(1) : digits;
  const prefix = digits.length === 11 ? `${digits[0]} ` : '';
  if (local.length !== 10) return digits;
  return `${prefix}(${local.slice(0, 3)}) ${local.slice(3, 6)}-${local.slice(6)}`;
}

const timestamp = z.string();

/**
 * What the public page of a link shows, and all that leaves the server for it: what is shared
 * (the asset's name or the place's), the sender's message, where it is and since when, until
 * when the link works, and the base map. No ids, no company, no phone numbers.
 */
export const sharedLocation = z.object({
  kind: z.enum(['asset', 'place']),
  title: z.string(),
  message: z.string(),
  location: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  /** "Columbia, MO 65201", when the position has been named. */
  address: z.string().nullable(),
  /** The position's fix time (a place: when it was shared). */
  located_at: timestamp.nullable(),
  expires_at: timestamp,
  style_url: z.string(),
});
export type SharedLocation = z.infer<typeof sharedLocation>;

export const shareTokenParams = z.object({
  // Tokens are 43 base64url characters; anything else is simply not found.
  token: z.string().min(1).max(128),
});

/** A text message as the company admin reads it (the outbox, spec 1 §5 via DESIGN §1 "SMS"). */
export const smsMessage = z.object({
  sms_message_id: z.number(),
  to_number: z.string(),
  body: z.string(),
  provider: z.enum(['outbox', 'http']),
  status: z.enum(['outbox', 'sent', 'failed']),
  error: z.string().nullable(),
  purpose: z.string(),
  sent_by: z.string().nullable(),
  created_at: timestamp,
});
export type SmsMessage = z.infer<typeof smsMessage>;
