import { z } from 'zod';
import { bodyId, id } from '../api-schemas';
import { MAX_ID } from '../column-bounds';
import { BILLING_MESSAGES } from './billing-messages';
import { DECIMAL_TEXT, fitsMoneyColumn, readDecimal } from './money';

/** At most this many lines an invoice holds (a month of daily rental lines fits many times). */
export const MAX_INVOICE_LINES = 200;

/** A decimal as JSON: a number (12.5) or a decimal string ("12.50"), read exactly. */
export const decimalInput = z.union([
  z.number(),
  z.string().trim().regex(DECIMAL_TEXT, BILLING_MESSAGES.notANumber),
]);

/** Money as it leaves the server: a string with two decimals ("1250.00"), never a float. */
export const moneyText = z.string();

/** A real calendar day from 1900 to 2999 (the database would refuse 2026-02-30 with a 500). */
function isCalendarDay(text: string): boolean {
  const ms = Date.parse(`${text}T00:00:00Z`);
  return (
    Number.isFinite(ms) &&
    new Date(ms).toISOString().slice(0, 10) === text &&
    text >= '1900-01-01' &&
    text <= '2999-12-31'
  );
}

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, BILLING_MESSAGES.invoiceDate)
  .refine(isCalendarDay, BILLING_MESSAGES.invoiceDate);
const optionalId = bodyId.nullable().optional();
/**
 * spec 2 §5's required ids: the key is always sent (a form sends null while nothing is chosen,
 * and the builder then says what to choose); a body without it is refused with the same words.
 */
const requiredId = (message: string) =>
  z.number({ error: message }).int().positive().max(MAX_ID).nullable();
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/**
 * spec 2 §3 invoice line item as a person or a client sends it. Every field may be missing:
 * the builder (invoice-builder.ts) refuses a line without units, a type, a price, a branch or a
 * part with spec 2 §5's sentences, under the line's path, rather than a schema's generic words.
 */
export const invoiceLineInput = z.strictObject({
  asset_id: optionalId,
  branch_id: optionalId,
  description: optionalText(500),
  line_item_type_id: z.number().int().min(0).max(32_767).nullable().optional(),
  number_of_units: decimalInput.nullable().optional(),
  price_per_unit: decimalInput.nullable().optional(),
  standard_price: decimalInput.nullable().optional(),
  /** Part lines: the percent added to the standard price (spec 2 §9); default 30. */
  markup_percent: decimalInput.nullable().optional(),
  taxable: z.boolean().optional(),
  part_id: optionalId,
});
export type InvoiceLineInput = z.infer<typeof invoiceLineInput>;

/**
 * spec 2 §3 invoice payload, less company_id: the company is always the caller's (a body
 * never names another). POST /api/invoices and PUT /api/invoices/{id}. The branch and the
 * billing provider are required keys (null while not chosen).
 */
export const invoiceDraftBody = z.strictObject({
  invoice_date: isoDay.optional(),
  ship_from_branch_id: requiredId(BILLING_MESSAGES.branchRequired),
  ship_to_location_id: optionalId,
  salesperson_user_id: optionalId,
  ordered_by_user_id: optionalId,
  purchase_order_id: optionalText(100),
  public_note: optionalText(2000),
  billing_provider_id: requiredId(BILLING_MESSAGES.providerRequired),
  customer_name: optionalText(200),
  line_items: z
    .array(invoiceLineInput)
    .max(MAX_INVOICE_LINES, BILLING_MESSAGES.tooManyLines(MAX_INVOICE_LINES))
    .optional(),
});
export type InvoiceDraftBody = z.infer<typeof invoiceDraftBody>;

/** POST /api/invoices/from-rental: a draft of the rental's charges over its billing cycles. */
export const invoiceFromRentalBody = z.strictObject({
  rental_id: bodyId,
  billing_provider_id: optionalId,
});
export type InvoiceFromRentalBody = z.infer<typeof invoiceFromRentalBody>;

/** POST /api/invoices/from-work-order: a draft of the parts a work order used, marked up. */
export const invoiceFromWorkOrderBody = z.strictObject({
  work_order_id: bodyId,
  billing_provider_id: optionalId,
  parts: z
    .array(
      z.strictObject({
        part_id: bodyId,
        number_of_units: decimalInput,
        /** A damage part (type 26) rather than a part (type 22). */
        is_damage: z.boolean().optional(),
      }),
    )
    .min(1, BILLING_MESSAGES.workOrderParts)
    .max(MAX_INVOICE_LINES),
});
export type InvoiceFromWorkOrderBody = z.infer<typeof invoiceFromWorkOrderBody>;

export const invoiceVoidBody = z.strictObject({
  reason: z
    .string({ error: BILLING_MESSAGES.voidReason })
    .trim()
    .min(1, BILLING_MESSAGES.voidReason)
    .max(500),
});
export type InvoiceVoidBody = z.infer<typeof invoiceVoidBody>;

export const INVOICE_STATUSES = ['draft', 'issued', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** GET /api/invoices and its CSV: status and an invoice-date range (inclusive). */
export const invoiceListQuery = z.strictObject({
  status: z.enum(INVOICE_STATUSES).optional(),
  date_from: isoDay.optional(),
  date_to: isoDay.optional(),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuery>;

export const invoiceParams = z.object({ invoiceId: id });

/** A line as stored and answered: money as two-decimal strings. */
export const invoiceLine = z.object({
  line_item_id: z.number().int(),
  position: z.number().int(),
  asset_id: z.number().int().nullable(),
  branch_id: z.number().int(),
  description: z.string(),
  line_item_type_id: z.number().int(),
  number_of_units: moneyText,
  price_per_unit: moneyText.nullable(),
  standard_price: moneyText.nullable(),
  markup_percent: moneyText.nullable(),
  /** What one unit costs: the price per unit, else the standard price with its markup. */
  unit_price: moneyText,
  taxable: z.boolean(),
  part_id: z.number().int().nullable(),
  amount: moneyText,
  /** The merchandise/supplies line the invoice adds itself. */
  is_computed: z.boolean(),
});
export type InvoiceLine = z.infer<typeof invoiceLine>;

export const invoiceSummary = z.object({
  invoice_id: z.number().int(),
  invoice_number: z.number().int().nullable(),
  status: z.enum(INVOICE_STATUSES),
  invoice_date: z.string(),
  ship_from_branch_id: z.number().int(),
  ship_from_branch_name: z.string().nullable(),
  billing_provider_id: z.number().int(),
  billing_provider_name: z.string().nullable(),
  customer_name: z.string().nullable(),
  purchase_order_id: z.string().nullable(),
  rental_id: z.number().int().nullable(),
  work_order_id: z.number().int().nullable(),
  subtotal: moneyText,
  tax_total: moneyText,
  total: moneyText,
  issued_at: z.string().nullable(),
  voided_at: z.string().nullable(),
  void_reason: z.string().nullable(),
  created_at: z.string(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummary>;

export const invoiceDetail = invoiceSummary.extend({
  ship_to_location_id: z.number().int().nullable(),
  salesperson_user_id: z.number().int().nullable(),
  ordered_by_user_id: z.number().int().nullable(),
  public_note: z.string().nullable(),
  line_items: z.array(invoiceLine),
});
export type InvoiceDetail = z.infer<typeof invoiceDetail>;

export const billingProvider = z.object({
  billing_provider_id: z.number().int(),
  name: z.string(),
});
export type BillingProvider = z.infer<typeof billingProvider>;

export const part = z.object({
  part_id: z.number().int(),
  part_number: z.string(),
  description: z.string(),
  standard_price: moneyText,
});
export type Part = z.infer<typeof part>;

// zod may run a refinement on a value its union refused: read it without throwing.
const moneyInput = decimalInput
  .refine((value) => !readDecimal(value)?.lt(0), BILLING_MESSAGES.priceNegative)
  .refine((value) => {
    const decimal = readDecimal(value);
    return decimal === null || fitsMoneyColumn(decimal);
  }, BILLING_MESSAGES.tooLarge);

/** POST /api/parts. */
export const partCreateBody = z.strictObject({
  part_number: z
    .string({ error: BILLING_MESSAGES.partNumberRequired })
    .trim()
    .min(1, BILLING_MESSAGES.partNumberRequired)
    .max(60),
  description: z
    .string({ error: BILLING_MESSAGES.partDescriptionRequired })
    .trim()
    .min(1, BILLING_MESSAGES.partDescriptionRequired)
    .max(300),
  standard_price: moneyInput,
});
export type PartCreateBody = z.infer<typeof partCreateBody>;
