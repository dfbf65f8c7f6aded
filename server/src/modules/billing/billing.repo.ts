import { and, asc, desc, eq, gte, inArray, lte, max, sql, type SQL } from 'drizzle-orm';
import type { InvoiceListQuery, PricedLine } from '@fleet/domain/billing';
import type { Db } from '../../db/client';
import {
  assets,
  billingProviders,
  branches,
  invoiceLineItems,
  invoices,
  jobs,
  locations,
  orders,
  parts,
  rentals,
  users,
  workOrders,
} from '../../db/schema/index';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceRow = typeof invoices.$inferInsert;
export type LineRow = typeof invoiceLineItems.$inferSelect;
export type PartRow = typeof parts.$inferSelect;

/** An invoice with the names its list and PDF show. */
export interface InvoiceListRow {
  invoice: InvoiceRow;
  branchName: string | null;
  providerName: string | null;
}

const selectInvoices = (db: Db) =>
  db
    .select({
      invoice: invoices,
      branchName: branches.name,
      providerName: billingProviders.name,
    })
    .from(invoices)
    .leftJoin(branches, eq(branches.branchId, invoices.shipFromBranchId))
    .leftJoin(billingProviders, eq(billingProviders.billingProviderId, invoices.billingProviderId));

/** The company's invoices, newest first, by status and an inclusive invoice-date range. */
export async function listInvoices(
  db: Db,
  companyId: number,
  filter: InvoiceListQuery,
): Promise<InvoiceListRow[]> {
  const where: SQL[] = [eq(invoices.companyId, companyId)];
  if (filter.status) where.push(eq(invoices.status, filter.status));
  if (filter.date_from) where.push(gte(invoices.invoiceDate, filter.date_from));
  if (filter.date_to) where.push(lte(invoices.invoiceDate, filter.date_to));
  return selectInvoices(db)
    .where(and(...where))
    .orderBy(desc(invoices.invoiceDate), desc(invoices.invoiceId))
    .limit(5000);
}

export async function findInvoice(
  db: Db,
  companyId: number,
  invoiceId: number,
): Promise<InvoiceListRow | undefined> {
  const [row] = await selectInvoices(db).where(
    and(eq(invoices.companyId, companyId), eq(invoices.invoiceId, invoiceId)),
  );
  return row;
}

/** The invoice's row locked until the transaction ends: edits, issue and void take turns. */
export async function lockInvoice(
  db: Db,
  companyId: number,
  invoiceId: number,
): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), eq(invoices.invoiceId, invoiceId)))
    .for('update');
  return row;
}

export async function listLines(db: Db, companyId: number, invoiceId: number): Promise<LineRow[]> {
  return db
    .select()
    .from(invoiceLineItems)
    .where(
      and(eq(invoiceLineItems.companyId, companyId), eq(invoiceLineItems.invoiceId, invoiceId)),
    )
    .orderBy(asc(invoiceLineItems.position), asc(invoiceLineItems.lineItemId));
}

export async function insertInvoice(db: Db, values: NewInvoiceRow): Promise<number> {
  const [row] = await db.insert(invoices).values(values).returning({ id: invoices.invoiceId });
  if (!row) throw new Error('The new invoice has no id');
  return row.id;
}

export async function updateInvoice(
  db: Db,
  companyId: number,
  invoiceId: number,
  values: Partial<NewInvoiceRow>,
): Promise<void> {
  await db
    .update(invoices)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(invoices.companyId, companyId), eq(invoices.invoiceId, invoiceId)));
}

/** The invoice's lines become these (a draft's lines are rewritten whole on each save). */
export async function replaceLines(
  db: Db,
  companyId: number,
  invoiceId: number,
  lines: readonly PricedLine[],
): Promise<void> {
  await db
    .delete(invoiceLineItems)
    .where(
      and(eq(invoiceLineItems.companyId, companyId), eq(invoiceLineItems.invoiceId, invoiceId)),
    );
  if (lines.length === 0) return;
  await db.insert(invoiceLineItems).values(
    lines.map((line) => ({
      invoiceId,
      companyId,
      position: line.position,
      assetId: line.asset_id,
      branchId: line.branch_id,
      description: line.description,
      lineItemTypeId: line.line_item_type_id,
      numberOfUnits: line.number_of_units,
      pricePerUnit: line.price_per_unit,
      standardPrice: line.standard_price,
      markupPercent: line.markup_percent,
      taxable: line.taxable,
      partId: line.part_id,
      amount: line.amount,
      isComputed: line.is_computed,
    })),
  );
}

/** A lock per company held to the transaction's end: two issues never take one number. */
const INVOICE_NUMBER_LOCK = 7_340_101;

/**
 * The company's next invoice number, with the company's numbering locked until the caller's
 * transaction ends (the unique index on company and number is the last guard).
 */
export async function nextInvoiceNumber(db: Db, companyId: number, first: number): Promise<number> {
  await db.execute(sql`select pg_advisory_xact_lock(${INVOICE_NUMBER_LOCK}, ${companyId})`);
  const [row] = await db
    .select({ last: max(invoices.invoiceNumber) })
    .from(invoices)
    .where(eq(invoices.companyId, companyId));
  return row?.last == null ? first : row.last + 1;
}

/** Of these ids, those that are not the company's (or, where it applies, not active). */
async function missingIds(
  ids: readonly number[],
  read: (wanted: number[]) => Promise<Array<{ id: number }>>,
): Promise<number[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const found = new Set((await read(wanted)).map((row) => row.id));
  return wanted.filter((id) => !found.has(id));
}

/** The ids a payload names that the company does not have, by kind (none when all are its own). */
export async function foreignIds(
  db: Db,
  companyId: number,
  named: {
    branches: number[];
    locations: number[];
    users: number[];
    providers: number[];
    assets: number[];
    parts: number[];
  },
) {
  return {
    branches: await missingIds(named.branches, (ids) =>
      db
        .select({ id: branches.branchId })
        .from(branches)
        .where(and(eq(branches.companyId, companyId), inArray(branches.branchId, ids))),
    ),
    locations: await missingIds(named.locations, (ids) =>
      db
        .select({ id: locations.locationId })
        .from(locations)
        .where(and(eq(locations.companyId, companyId), inArray(locations.locationId, ids))),
    ),
    users: await missingIds(named.users, (ids) =>
      db
        .select({ id: users.userId })
        .from(users)
        .where(and(eq(users.companyId, companyId), inArray(users.userId, ids))),
    ),
    providers: await missingIds(named.providers, (ids) =>
      db
        .select({ id: billingProviders.billingProviderId })
        .from(billingProviders)
        .where(
          and(
            eq(billingProviders.companyId, companyId),
            eq(billingProviders.active, true),
            inArray(billingProviders.billingProviderId, ids),
          ),
        ),
    ),
    assets: await missingIds(named.assets, (ids) =>
      db
        .select({ id: assets.assetId })
        .from(assets)
        .where(and(eq(assets.companyId, companyId), inArray(assets.assetId, ids))),
    ),
    parts: await missingIds(named.parts, (ids) =>
      db
        .select({ id: parts.partId })
        .from(parts)
        .where(
          and(eq(parts.companyId, companyId), eq(parts.active, true), inArray(parts.partId, ids)),
        ),
    ),
  };
}

export async function listProviders(db: Db, companyId: number) {
  return db
    .select({ billingProviderId: billingProviders.billingProviderId, name: billingProviders.name })
    .from(billingProviders)
    .where(and(eq(billingProviders.companyId, companyId), eq(billingProviders.active, true)))
    .orderBy(asc(billingProviders.name), asc(billingProviders.billingProviderId));
}

export async function listParts(db: Db, companyId: number): Promise<PartRow[]> {
  return db
    .select()
    .from(parts)
    .where(and(eq(parts.companyId, companyId), eq(parts.active, true)))
    .orderBy(asc(parts.partNumber), asc(parts.partId));
}

export async function findParts(db: Db, companyId: number, partIds: number[]): Promise<PartRow[]> {
  if (partIds.length === 0) return [];
  return db
    .select()
    .from(parts)
    .where(
      and(eq(parts.companyId, companyId), eq(parts.active, true), inArray(parts.partId, partIds)),
    );
}

/** A new part; a number the company has (any case) fails on the unique index. */
export async function insertPart(
  db: Db,
  values: typeof parts.$inferInsert,
): Promise<PartRow | undefined> {
  const [row] = await db.insert(parts).values(values).returning();
  return row;
}

/** The company's first active branch: the ship-from branch when nothing better is known. */
export async function firstBranchId(db: Db, companyId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: branches.branchId })
    .from(branches)
    .where(and(eq(branches.companyId, companyId), eq(branches.active, true)))
    .orderBy(asc(branches.branchId))
    .limit(1);
  return row?.id;
}

export async function firstProviderId(db: Db, companyId: number): Promise<number | undefined> {
  const [row] = await listProviders(db, companyId);
  return row?.billingProviderId;
}

/** A rental with what its invoice names: the asset, its branch, the order and its job. */
export async function findRentalToBill(db: Db, companyId: number, rentalId: number) {
  const [row] = await db
    .select({
      rental: rentals,
      assetName: assets.customName,
      assetBranchId: assets.inventoryBranchId,
      orderUserId: orders.userId,
      purchaseOrder: orders.purchaseOrder,
      jobName: jobs.name,
    })
    .from(rentals)
    .leftJoin(assets, eq(assets.assetId, rentals.assetId))
    .leftJoin(orders, eq(orders.orderId, rentals.orderId))
    .leftJoin(jobs, eq(jobs.jobId, orders.jobId))
    .where(and(eq(rentals.companyId, companyId), eq(rentals.rentalId, rentalId)));
  return row;
}

/** A work order with its asset's name and branches. */
export async function findWorkOrderToBill(db: Db, companyId: number, workOrderId: number) {
  const [row] = await db
    .select({
      workOrderId: workOrders.workOrderId,
      description: workOrders.description,
      assetId: workOrders.assetId,
      assetName: assets.customName,
      serviceBranchId: assets.serviceBranchId,
      inventoryBranchId: assets.inventoryBranchId,
    })
    .from(workOrders)
    .innerJoin(assets, eq(assets.assetId, workOrders.assetId))
    .where(and(eq(workOrders.companyId, companyId), eq(workOrders.workOrderId, workOrderId)));
  return row;
}

export async function insertProvider(db: Db, companyId: number, name: string): Promise<number> {
  const [row] = await db
    .insert(billingProviders)
    .values({ companyId, name })
    .returning({ id: billingProviders.billingProviderId });
  if (!row) throw new Error('The new billing provider has no id');
  return row.id;
}
