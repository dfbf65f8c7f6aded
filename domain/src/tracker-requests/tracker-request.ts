import { z } from 'zod';
import { MAX_ID } from '../column-bounds';
import { phoneDigits } from '../sharing/share-location';

/**
 * spec 1 §2 "no-tracker variant": the card of an asset without a tracker offers 'Request a
 * Tracker or Camera', a form prefilled with the company, the user's name, phone and email, and
 * the asset. Fleet keeps it as a request that the company's admins read and mark handled in the
 * app (Company > Tracker requests), instead of sending it to a marketing system.
 */
export const TRACKER_REQUEST_WANTS = ['tracker', 'camera', 'both'] as const;
export type TrackerRequestWants = (typeof TRACKER_REQUEST_WANTS)[number];

export const TRACKER_REQUEST_WANTS_LABELS: Record<TrackerRequestWants, string> = {
  tracker: 'A GPS tracker',
  camera: 'A camera',
  both: 'A tracker and a camera',
};

export const TRACKER_REQUEST_LIMITS = { name: 120, email: 254, message: 1000 } as const;

export const TRACKER_REQUEST_MESSAGES = {
  nameRequired: 'Enter the name of the person to contact.',
  emailInvalid: 'Enter a valid email address.',
  phoneInvalid: 'A phone number has 10 or 11 digits.',
  messageTooLong: `Keep the message under ${TRACKER_REQUEST_LIMITS.message} characters.`,
  sent: 'Request sent. Your company’s admins will see it under Company > Tracker requests.',
  failed: 'The request could not be sent. Please try again later.',
  hasTracker: (name: string) => `${name} already has a tracker.`,
  hasCamera: (name: string) => `${name} already has a camera.`,
  alreadyOpen: (name: string) =>
    `A request for ${name} is already open. Your company’s admins will follow it up.`,
  handled: 'Marked as handled.',
} as const;

export const trackerRequestBody = z.strictObject({
  asset_id: z.number().int().min(1).max(MAX_ID),
  wants: z.enum(TRACKER_REQUEST_WANTS, {
    error: 'Choose a tracker, a camera or both.',
  }),
  contact_name: z
    .string({ error: TRACKER_REQUEST_MESSAGES.nameRequired })
    .trim()
    .min(1, TRACKER_REQUEST_MESSAGES.nameRequired)
    .max(TRACKER_REQUEST_LIMITS.name, TRACKER_REQUEST_MESSAGES.nameRequired),
  /** Optional; typed as people do ("(573) 555-0101"), kept as its digits. */
  contact_phone: z
    .string()
    .max(32, TRACKER_REQUEST_MESSAGES.phoneInvalid)
    .nullish()
    .transform((text, ctx) => {
      if (text === null || text === undefined || text.trim() === '') return null;
      const digits = phoneDigits(text);
      if (digits === null) {
        ctx.addIssue({ code: 'custom', message: TRACKER_REQUEST_MESSAGES.phoneInvalid });
        return z.NEVER;
      }
      return digits;
    }),
  contact_email: z
    .string({ error: TRACKER_REQUEST_MESSAGES.emailInvalid })
    .trim()
    .toLowerCase()
    .max(TRACKER_REQUEST_LIMITS.email, TRACKER_REQUEST_MESSAGES.emailInvalid)
    .pipe(z.email(TRACKER_REQUEST_MESSAGES.emailInvalid)),
  message: z
    .string()
    .trim()
    .max(TRACKER_REQUEST_LIMITS.message, TRACKER_REQUEST_MESSAGES.messageTooLong)
    .default(''),
});
export type TrackerRequestInput = z.input<typeof trackerRequestBody>;
export type TrackerRequestBody = z.output<typeof trackerRequestBody>;

/** A request as the admins' list shows it. */
export const trackerRequest = z.object({
  tracker_request_id: z.number(),
  asset_id: z.number(),
  asset_name: z.string(),
  /** "2021 Caterpillar 320": what the admin needs to price the install. */
  asset_description: z.string(),
  wants: z.enum(TRACKER_REQUEST_WANTS),
  contact_name: z.string(),
  contact_phone: z.string().nullable(),
  contact_email: z.string(),
  message: z.string(),
  requested_by: z.string().nullable(),
  created_at: z.string(),
  handled_at: z.string().nullable(),
});
export type TrackerRequest = z.infer<typeof trackerRequest>;

export const trackerRequestParams = z.object({
  trackerRequestId: z.coerce.number().int().min(1).max(MAX_ID),
});
