import { z } from 'zod';
import { bodyId, id } from '../api-schemas';

/** Quotes (spec 1 §2 nav "Quotes", flag quotes): Fleet's words (docs/SETUP-QUOTES.md). */
export const QUOTE_MESSAGES = {
  customerRequired: 'A customer name is required.',
  emailInvalid: 'Enter an email address such as pat@example.com.',
  endBeforeStart: 'The end date must not be before the start date.',
  validUntilAfterEnd: 'A quote cannot stay valid after the rental ends.',
  linesRequired: 'Add at least one asset or class to the quote.',
  lineTarget: 'Each line quotes either an asset or a class, not both.',
  lineRate: 'Give each line a day, week or month rate.',
  duplicateAsset: 'An asset can be on a quote only once.',
  rateNegative: 'Rates must be positive numbers',
  unknownAssets: (ids: readonly number[]) => `Unknown or archived asset id(s): ${ids.join(', ')}`,
  unknownClasses: (ids: readonly number[]) => `Unknown class id(s): ${ids.join(', ')}`,
  unknownLocation: 'That jobsite does not exist.',
  notAllowed: 'Only admins, managers and sales can prepare quotes.',
  flagOff: 'Quotes are not switched on for your company.',
  cannot: (action: string, status: string) => `A ${status} quote cannot be ${action}.`,
  expired: (date: string) => `This quote expired on ${date}.`,
  classAssetMissing: (className: string) => `Choose an asset of ${className} for this quote.`,
  classAssetWrong: (className: string) => `That asset is not in ${className}.`,
  created: 'Quote created.',
  sent: 'Quote marked as sent.',
  declined: 'Quote declined.',
  accepted: (orderId: number) => `Quote accepted: rental order ${orderId} created.`,
  fetchFailed: 'There was a problem fetching quotes. Please try again.',
} as const;

export const QUOTE_STATUSES = ['draft', 'sent', 'accepted', 'declined', 'expired'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** Who prepares quotes: admins, managers and sales (levels 1, 2, 4), never read-only. */
export function canManageQuotes(securityLevelId: number, readOnly: boolean): boolean {
  return !readOnly && [1, 2, 4].includes(securityLevelId);
}

/** What may happen to a quote in each status: sent once, then accepted or declined, once. */
export const QUOTE_TRANSITIONS: Record<'send' | 'decline' | 'accept', readonly QuoteStatus[]> = {
  send: ['draft'],
  decline: ['draft', 'sent'],
  accept: ['draft', 'sent'],
};

const rate = z
  .number()
  .min(0, QUOTE_MESSAGES.rateNegative)
  .max(9_999_999_999.99)
  .multipleOf(0.01, 'Rates have at most two decimals')
  .nullable()
  .optional();
const day = (name: string) => z.iso.date({ error: `${name} must be a date such as 2026-12-01` });

export const quoteLineBody = z
  .strictObject({
    asset_id: bodyId.nullable().optional(),
    equipment_class_id: bodyId.nullable().optional(),
    price_per_day: rate,
    price_per_week: rate,
    price_per_month: rate,
  })
  .refine((line) => (line.asset_id == null) !== (line.equipment_class_id == null), {
    message: QUOTE_MESSAGES.lineTarget,
    path: ['asset_id'],
  })
  .refine(
    (line) =>
      line.price_per_day != null || line.price_per_week != null || line.price_per_month != null,
    { message: QUOTE_MESSAGES.lineRate, path: ['price_per_day'] },
  );
export type QuoteLineBody = z.infer<typeof quoteLineBody>;

/** POST /api/quotes. */
export const quoteBody = z
  .strictObject({
    customer_name: z
      .string({ error: QUOTE_MESSAGES.customerRequired })
      .trim()
      .min(1, QUOTE_MESSAGES.customerRequired)
      .max(200),
    customer_email: z
      .email({ error: QUOTE_MESSAGES.emailInvalid })
      .max(254)
      .nullable()
      .optional()
      .or(z.literal('').transform(() => null)),
    start_date: day('start_date'),
    end_date: day('end_date'),
    valid_until: day('valid_until').nullable().optional(),
    location_id: bodyId.nullable().optional(),
    notes: z.string().trim().max(2000).nullable().optional(),
    lines: z.array(quoteLineBody).min(1, QUOTE_MESSAGES.linesRequired).max(100),
  })
  .refine((quote) => quote.end_date >= quote.start_date, {
    message: QUOTE_MESSAGES.endBeforeStart,
    path: ['end_date'],
  })
  .refine((quote) => quote.valid_until == null || quote.valid_until <= quote.end_date, {
    message: QUOTE_MESSAGES.validUntilAfterEnd,
    path: ['valid_until'],
  })
  .refine(
    (quote) => {
      const assets = quote.lines.flatMap((line) => (line.asset_id == null ? [] : [line.asset_id]));
      return new Set(assets).size === assets.length;
    },
    { message: QUOTE_MESSAGES.duplicateAsset, path: ['lines'] },
  );
export type QuoteBody = z.infer<typeof quoteBody>;

/** POST /api/quotes/{id}/accept: the order's contact and jobsite, and an asset per class line. */
export const quoteAcceptBody = z.strictObject({
  user_id: bodyId,
  location_id: bodyId,
  job_id: bodyId.nullable().optional(),
  line_assets: z
    .array(z.strictObject({ quote_line_id: bodyId, asset_id: bodyId }))
    .max(100)
    .optional(),
});
export type QuoteAcceptBody = z.infer<typeof quoteAcceptBody>;

export const quoteLine = z.object({
  quote_line_id: z.number().int(),
  asset_id: z.number().int().nullable(),
  asset_name: z.string().nullable(),
  equipment_class_id: z.number().int().nullable(),
  equipment_class_name: z.string().nullable(),
  price_per_day: z.number().nullable(),
  price_per_week: z.number().nullable(),
  price_per_month: z.number().nullable(),
});
export type QuoteLine = z.infer<typeof quoteLine>;

export const quote = z.object({
  quote_id: z.number().int(),
  customer_name: z.string(),
  customer_email: z.string().nullable(),
  status: z.enum(QUOTE_STATUSES),
  start_date: z.string(),
  end_date: z.string(),
  valid_until: z.string().nullable(),
  location_id: z.number().int().nullable(),
  notes: z.string().nullable(),
  /** The rental order its acceptance made. */
  order_id: z.number().int().nullable(),
  created_at: z.string(),
  lines: z.array(quoteLine),
});
export type Quote = z.infer<typeof quote>;

export const quoteParams = z.object({ quoteId: id });
