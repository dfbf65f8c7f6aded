import { z } from 'zod';
import { id } from '../api-schemas';
import { rental } from './rental.schema';
import { RENTAL_STATUS_NAMES } from './rental-ids';

/** spec 1 §8 / spec 2 §8: the rentals lists' load messages, word for word. */
export const RENTAL_LIST_MESSAGES = {
  fetchFailed:
    'There was a problem fetching rentals. Please contact customer support if this issue persists.',
  utilizationFailed:
    'There was a problem fetching rentals utilization. Please contact customer support if this issue persists.',
  singleFailed:
    'There was a problem fetching the rental. Please contact customer support if this issue persists.',
  unauthorized: 'You are not authorized to view the requested rental.',
  forbidden: 'You do not have permission to view the requested rental.',
} as const;

/** One page of GET companies/{id}/rentals holds at most this many rentals; ask for the next. */
export const RENTAL_PAGE_SIZE = 1000;

const statusIds = Object.keys(RENTAL_STATUS_NAMES).map(Number);
const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** "5", "4,2,3" or a repeated parameter: the statuses asked for, each one of spec 1 §4. */
const statusList = z
  .union([z.string().max(100), z.array(z.string().max(100)).max(20)])
  .transform((value) => (Array.isArray(value) ? value : [value]).flatMap((v) => v.split(',')))
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^\d{1,2}$/, 'rental_status_id must list status ids such as 5 or 4,2,3')
          .transform(Number)
          .refine((value) => statusIds.includes(value), {
            message: 'rental_status_id must list status ids from 1 to 9',
          }),
      )
      .max(20),
  );

/**
 * spec 1 §7 GET companies/{companyId}/rentals. has_assigned_assets keeps the rentals with (true)
 * or without (false) an asset; parts_information keeps the rentals with (true) or without
 * (false) part assignments. Paged by limit/offset: a page shorter than the limit is the last.
 */
export const rentalListQuery = z.object({
  rental_status_id: statusList.optional(),
  has_assigned_assets: flag.optional(),
  order_id: id.optional(),
  parts_information: flag.optional(),
  limit: z
    .string()
    .regex(/^\d{1,4}$/, `limit must be a whole number from 1 to ${RENTAL_PAGE_SIZE}`)
    .transform(Number)
    .refine((n) => n >= 1 && n <= RENTAL_PAGE_SIZE, {
      message: `limit must be a whole number from 1 to ${RENTAL_PAGE_SIZE}`,
    })
    .optional(),
  offset: z
    .string()
    .regex(/^\d{1,7}$/, 'offset must be a whole number from 0 to 9999999')
    .transform(Number)
    .optional(),
});
export type RentalListQuery = z.infer<typeof rentalListQuery>;

/**
 * A rental as the lists show it (spec 2 §2): the spec's shape plus the rented asset's name,
 * make and model, the jobsite's nickname and the order contact's name.
 */
export const rentalListItem = rental.extend({
  asset: z
    .object({
      asset_id: z.number(),
      custom_name: z.string(),
      make: z.string().nullable(),
      model: z.string().nullable(),
    })
    .nullable(),
  jobsite: z.object({ location_id: z.number(), nickname: z.string() }).nullable(),
  order_contact: z
    .object({ user_id: z.number(), first_name: z.string(), last_name: z.string() })
    .nullable(),
});
export type RentalListItem = z.infer<typeof rentalListItem>;
export const RENTAL_LIST_FIELDS = Object.keys(rentalListItem.shape) as Array<keyof RentalListItem>;

/** spec 1 §3 rental_type_id, as the rental card names it. */
export const RENTAL_TYPE_NAMES: Record<number, string> = {
  1: 'Standard',
  2: 'Rapid rent',
  3: 'Bulk',
  4: 'Internal',
};
