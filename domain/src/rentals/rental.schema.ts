import { z } from 'zod';

const partAssignment = z.object({
  quantity: z.number(),
  part_information: z.object({
    provider_name: z.string(),
    part_class_description: z.string(),
    part_number: z.string(),
  }),
});

/**
 * spec 1 §3 "Rental": the rented asset (equipment_id), its status, period, order, vendor, jobsite
 * (current_location), rates and parts. Money is a number of dollars with cents, or null when unset.
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
  rental_period_start_timestamp: z.string(),
  rental_period_end_timestamp: z.string().nullable(),
  vendor_type: z.enum(['o', 'tp', 'es']),
  vendor: z.string().nullable(),
  vendor_id: z.number().nullable(),
  third_party_rental_id: z.number().nullable(),
  price_per_hour: z.number().nullable(),
  price_per_day: z.number().nullable(),
  price_per_week: z.number().nullable(),
  price_per_month: z.number().nullable(),
  current_location: z.object({ location_id: z.number() }).nullable(),
  part_assignments: z.array(partAssignment),
  part_id: z.number().nullable(),
  parts_information: z.array(partAssignment.shape.part_information),
  equipment_class: z.object({ name: z.string() }).nullable(),
  order: z
    .object({
      order_id: z.number(),
      purchase_order: z.string().nullable(),
      job: z.object({ job_id: z.number(), name: z.string() }).nullable(),
      user_id: z.number().nullable(),
    })
    .nullable(),
});
export type Rental = z.infer<typeof rental>;

/** X-Fields names of a rental (nested ones in braces). */
export const RENTAL_FIELDS = Object.keys(rental.shape) as Array<keyof Rental>;
