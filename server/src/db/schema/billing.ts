import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { assets } from './assets';
import { companyIdColumn } from './columns';
import { locations } from './locations';
import { branches } from './reference';
import { rentals } from './rentals';
import { workOrders } from './service';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true });
/** Money and quantities: exact decimals, read as strings (never binary floating point). */
const decimal = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'string' });

/** Who bills the invoice (spec 2 §3 invoice payload `billing_provider_id`). */
export const billingProviders = pgTable(
  'billing_providers',
  {
    billingProviderId: serial('billing_provider_id').primaryKey(),
    companyId: companyIdColumn(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('billing_providers_company_idx').on(t.companyId)],
);

/** Parts a part-type line names (spec 2 §5: a part line needs a part). */
export const parts = pgTable(
  'parts',
  {
    partId: serial('part_id').primaryKey(),
    companyId: companyIdColumn(),
    partNumber: text('part_number').notNull(),
    description: text('description').notNull(),
    standardPrice: decimal('standard_price').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('parts_company_number_unique').on(t.companyId, sql`lower(${t.partNumber})`)],
);

/**
 * An invoice (spec 2 §3 invoice payload): a draft while it is built, then issued (its number
 * fixed, its lines frozen) or void. Totals are kept as the lines sum them, for lists and exports.
 */
export const invoices = pgTable(
  'invoices',
  {
    invoiceId: serial('invoice_id').primaryKey(),
    companyId: companyIdColumn(),
    /** Given at issue, one sequence per company; null on drafts. */
    invoiceNumber: integer('invoice_number'),
    status: text('status').notNull().default('draft'),
    invoiceDate: date('invoice_date').notNull(),
    shipFromBranchId: integer('ship_from_branch_id')
      .notNull()
      .references(() => branches.branchId),
    shipToLocationId: integer('ship_to_location_id').references(() => locations.locationId),
    salespersonUserId: integer('salesperson_user_id').references(() => users.userId),
    orderedByUserId: integer('ordered_by_user_id').references(() => users.userId),
    purchaseOrderId: text('purchase_order_id'),
    publicNote: text('public_note'),
    billingProviderId: integer('billing_provider_id')
      .notNull()
      .references(() => billingProviders.billingProviderId),
    /** What it bills, when built from one: a rental's charges or a work order's parts. */
    rentalId: integer('rental_id').references(() => rentals.rentalId),
    workOrderId: integer('work_order_id').references(() => workOrders.workOrderId),
    customerName: text('customer_name'),
    subtotal: decimal('subtotal').notNull().default('0'),
    taxTotal: decimal('tax_total').notNull().default('0'),
    total: decimal('total').notNull().default('0'),
    issuedAt: at('issued_at'),
    voidedAt: at('voided_at'),
    voidReason: text('void_reason'),
    createdBy: integer('created_by').references(() => users.userId),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('invoices_company_idx').on(t.companyId, t.invoiceDate),
    uniqueIndex('invoices_number_unique').on(t.companyId, t.invoiceNumber),
    check('invoices_status_check', sql`${t.status} IN ('draft', 'issued', 'void')`),
  ],
);

/** spec 2 §3 invoice line item; `amount` is units × price after markup, rounded to cents. */
export const invoiceLineItems = pgTable(
  'invoice_line_items',
  {
    lineItemId: serial('line_item_id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.invoiceId),
    companyId: companyIdColumn(),
    position: smallint('position').notNull(),
    assetId: integer('asset_id').references(() => assets.assetId),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.branchId),
    description: text('description').notNull(),
    lineItemTypeId: smallint('line_item_type_id').notNull(),
    numberOfUnits: decimal('number_of_units').notNull(),
    pricePerUnit: decimal('price_per_unit'),
    standardPrice: decimal('standard_price'),
    /** Percent added to a part line's standard price (spec 2 §9). */
    markupPercent: decimal('markup_percent'),
    taxable: boolean('taxable').notNull().default(false),
    partId: integer('part_id').references(() => parts.partId),
    amount: decimal('amount').notNull(),
    /** The 5% merchandise/supplies line (type 12) the invoice computes itself. */
    isComputed: boolean('is_computed').notNull().default(false),
  },
  (t) => [index('invoice_line_items_invoice_idx').on(t.invoiceId, t.position)],
);
