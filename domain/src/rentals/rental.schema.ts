import { z } from 'zod';

/**
 * spec 1 §3 "Rental", the fields that exist so far: the rented asset (equipment_id), its status
 * and its period. Orders, vendors, prices and parts join this shape when rentals are managed.
 */
export const rental = z.object({
  rental_id: z.number(),
  equipment_id: z.number().nullable(),
  order_id: z.number().nullable(),
  rental_type_id: z.number(),
  rental_status: z.object({ rental_status_id: z.number(), name: z.string() }),
  start_date: z.string(),
  end_date: z.string().nullable(),
  quantity: z.number(),
  off_rent_date_requested: z.string().nullable(),
});
export type Rental = z.infer<typeof rental>;

/** X-Fields names of a rental (nested ones in braces). */
export const RENTAL_FIELDS = Object.keys(rental.shape) as Array<keyof Rental>;
