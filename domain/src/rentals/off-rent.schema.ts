import { z } from 'zod';
import { OFF_RENT_NOTE_TYPE, RENTAL_STATUS } from './rental-ids';

/** spec 1 §8: the off-rent toasts and warning, word for word. */
export const OFF_RENT_MESSAGES = {
  offRentSuccess: 'Off-rent successful.',
  scheduleSuccess: 'Off-rent scheduled.',
  offRentFailed:
    'Failed to off-rent rental. Please contact customer service if this issue persists.',
  scheduleFailed:
    'Failed to schedule off-rent. Please contact customer service if this issue persists.',
  thirdPartySuccess: 'Third party rental set to off-rent.',
  thirdPartyFailed: 'Error setting third party rental to off-rent.',
  vendorsFailed: 'There was a problem fetching the Third Party Vendors.',
  thirdPartyWarning:
    'Setting this rental to off-rent only updates it here: no action is taken with the other vendor. Contact the vendor to arrange the return.',
  bulkCannotSchedule: 'Bulk rentals can only be off-rented now.',
} as const;

/** A whole number of epoch milliseconds, sent as a string or a number (spec 1 §7: "ms string"). */
const msTimestamp = z
  .union([z.string().regex(/^\d{1,15}$/, 'Send the time as epoch milliseconds'), z.number()])
  .pipe(z.coerce.number<string | number>().int().nonnegative().max(8.64e15));

/** A calendar date of the company (YYYY-MM-DD). */
export const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Send the date as YYYY-MM-DD')
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), 'That date does not exist');

const offRentNow = z.literal(RENTAL_STATUS.offRent);
const quantity = z.number().int().positive().max(1_000_000).optional();

/**
 * spec 1 §7 "PATCH fleet/inventory/off-rent/{rental_id}": now (rental_status_id 6) or at a
 * requested time (off_rent_date_requested). quantity: how much of a bulk rental.
 */
export const singleOffRentBody = z
  .strictObject({
    rental_status_id: offRentNow.optional(),
    off_rent_date_requested: msTimestamp.optional(),
    quantity,
  })
  .refine(
    (body) =>
      (body.rental_status_id === undefined) !== (body.off_rent_date_requested === undefined),
    'Send either rental_status_id 6 (off-rent now) or off_rent_date_requested, not both.',
  );
export type SingleOffRentBody = z.infer<typeof singleOffRentBody>;
/** As the client sends it: the time as a ms string (spec 1 §7). */
export type SingleOffRentInput = z.input<typeof singleOffRentBody>;

export const batchOffRentItem = z
  .strictObject({
    rental_id: z.number().int().positive().max(2_147_483_647),
    quantity,
    rental_status_id: offRentNow.optional(),
    off_rent_date_requested: msTimestamp.optional(),
  })
  .refine(
    (item) =>
      (item.rental_status_id === undefined) !== (item.off_rent_date_requested === undefined),
    'Each item needs either rental_status_id 6 (off-rent now) or off_rent_date_requested.',
  );

/** spec 1 §7 "PATCH companies/{companyId}/rentals/batch-off-rent". */
export const batchOffRentBody = z.strictObject({
  items: z.array(batchOffRentItem).min(1).max(100),
});
export type BatchOffRentBody = z.infer<typeof batchOffRentBody>;

/**
 * spec 1 §7 "PATCH companies/{companyId}/rentals/{rental_id}" as the internal off-rent sends it
 * (spec 1 §7 "internal (rental_id, end_date)"): the rental ends on end_date, a company date.
 */
export const internalOffRentBody = z.strictObject({
  rental_status_id: offRentNow,
  end_date: calendarDate,
});

/** spec 1 §7 "POST rentals/{id}/notes". */
export const rentalNoteBody = z.strictObject({
  content: z.string().trim().min(1, 'Enter a note').max(2000),
  rental_note_type_id: z.literal(OFF_RENT_NOTE_TYPE),
});

export const rentalNote = z.object({
  rental_note_id: z.number(),
  rental_id: z.number(),
  rental_note_type_id: z.number(),
  content: z.string(),
  created_at: z.string(),
});

/** What an off-rent call answers: the rentals as they now are (a split adds the new row). */
export const offRentResult = z.object({
  rentals: z.array(
    z.object({
      rental_id: z.number(),
      rental_status_id: z.number(),
      quantity: z.number(),
      end_date: z.string().nullable(),
      off_rent_date_requested: z.string().nullable(),
    }),
  ),
});
export type OffRentResult = z.infer<typeof offRentResult>;

/** spec 1 §3 "Third-party rental". */
export const thirdPartyRental = z.object({
  third_party_rental_id: z.number(),
  third_party_asset: z.object({
    third_party_asset_id: z.number(),
    custom_name: z.string(),
    equipment_class: z.object({ name: z.string() }).nullable(),
    location: z.object({ location_id: z.number(), nickname: z.string().nullable() }).nullable(),
  }),
  rental_status_id: z.number(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  vendor_id: z.number(),
});
export type ThirdPartyRental = z.infer<typeof thirdPartyRental>;

/** spec 1 §7 "third-party update (rental_status_id, end_date)". */
export const thirdPartyRentalUpdate = internalOffRentBody;

/** spec 1 §3 "Vendor entity". */
export const vendorEntity = z.object({
  entity_id: z.number(),
  name: z.string(),
  is_vendor: z.boolean(),
  is_customer: z.boolean(),
  entity_type_id: z.number(),
});
export const vendorEntityList = z.object({ data: z.array(vendorEntity) });
