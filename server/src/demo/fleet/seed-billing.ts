import {
  buildInvoicePayload,
  INVOICE_CONSTANTS,
  LINE_ITEM_TYPES,
  rentalChargeLines,
  type InvoiceDraftBody,
} from '@fleet/domain/billing';
import { dateInZone } from '@fleet/domain';
import type { Db } from '../../db/client';
import * as billing from '../../modules/billing/billing.repo';
import { rentalToBill } from '../../modules/billing/rental-to-bill';
import { listBillableRentalIds } from './seed-billing.repo';

const DAY_MS = 86_400_000;

const DEMO_PARTS = [
  { partNumber: 'HF-2210', description: 'Hydraulic return filter', standardPrice: '48.75' },
  { partNumber: 'OF-118', description: 'Engine oil filter', standardPrice: '19.99' },
  { partNumber: 'BT-44', description: 'Bucket tooth, heavy duty', standardPrice: '36.40' },
  { partNumber: 'TR-900', description: 'Track roller assembly', standardPrice: '412.00' },
  { partNumber: 'GL-5', description: 'Work light, LED', standardPrice: '89.95' },
];

interface DemoInvoice {
  status: 'draft' | 'issued' | 'void';
  body: InvoiceDraftBody;
  rentalId?: number;
  daysAgo: number;
  voidReason?: string;
}

/** Writes one demo invoice built by the same rules as the API (spec 2 §5, §9). */
async function writeInvoice(
  db: Db,
  companyId: number,
  invoice: DemoInvoice,
  number: number | null,
) {
  const built = buildInvoicePayload(invoice.body, companyId);
  if (!built.ok) throw new Error(`Demo invoice not built: ${JSON.stringify(built.issues)}`);
  const { payload } = built;
  const at = new Date(Date.now() - invoice.daysAgo * DAY_MS);
  const id = await billing.insertInvoice(db, {
    companyId,
    status: invoice.status,
    invoiceNumber: number,
    invoiceDate: payload.invoice_date ?? dateInZone(at.getTime(), 'America/Chicago'),
    shipFromBranchId: payload.ship_from_branch_id,
    shipToLocationId: payload.ship_to_location_id,
    billingProviderId: payload.billing_provider_id,
    purchaseOrderId: payload.purchase_order_id,
    customerName: payload.customer_name,
    publicNote: payload.public_note,
    rentalId: invoice.rentalId ?? null,
    subtotal: payload.totals.subtotal,
    taxTotal: payload.totals.tax_total,
    total: payload.totals.total,
    issuedAt: invoice.status === 'draft' ? null : at,
    voidedAt: invoice.status === 'void' ? at : null,
    voidReason: invoice.voidReason ?? null,
    createdAt: at,
  });
  await billing.replaceLines(db, companyId, id, payload.line_items);
}

/** The rental's charges so far as a draft body, or none when it has nothing to bill. */
async function rentalBody(db: Db, companyId: number, rentalId: number, header: InvoiceDraftBody) {
  const found = await billing.findRentalToBill(db, companyId, rentalId);
  if (!found) return null;
  const { rental } = found;
  const lines = rentalChargeLines(
    rentalToBill(found, header.ship_from_branch_id ?? 0),
    Date.now(),
    'America/Chicago',
  );
  if (!lines.ok) return null;
  return {
    ...header,
    customer_name: found.jobName,
    purchase_order_id: found.purchaseOrder,
    ship_to_location_id: rental.locationId,
    public_note: `Rental ${rentalId}`,
    line_items: lines.lines,
  };
}

/**
 * Billing's demo data (docs/BILLING.md): two billing providers and a few parts, invoices from
 * the first rentals (one issued, one void, one draft) and a shop invoice of parts and labour;
 * the other company gets a provider and a draft, so the tenancy walk has ids to try.
 */
export async function seedDemoBilling(
  db: Db,
  {
    companyId,
    otherCompanyId,
    branchId,
    otherBranchId,
  }: {
    companyId: number;
    otherCompanyId: number;
    branchId: number;
    otherBranchId: number;
  },
): Promise<void> {
  const provider = await billing.insertProvider(db, companyId, 'Demo Construction Co. Billing');
  await billing.insertProvider(db, companyId, 'Show-Me Equipment Finance');
  const partIds: number[] = [];
  for (const part of DEMO_PARTS) {
    const row = await billing.insertPart(db, { companyId, ...part });
    if (row) partIds.push(row.partId);
  }
  const header = { ship_from_branch_id: branchId, billing_provider_id: provider };
  const demos: DemoInvoice[] = [];
  const [issued, voided, draft] = await listBillableRentalIds(db, companyId, 3);
  for (const [rentalId, status, daysAgo] of [
    [issued, 'issued', 12],
    [voided, 'void', 9],
    [draft, 'draft', 1],
  ] as const) {
    if (rentalId === undefined) continue;
    const body = await rentalBody(db, companyId, rentalId, header);
    if (!body) continue;
    demos.push({
      status,
      body,
      rentalId,
      daysAgo,
      ...(status === 'void' ? { voidReason: 'Billed to the wrong customer' } : {}),
    });
  }
  demos.push({
    status: 'issued',
    daysAgo: 5,
    body: {
      ...header,
      customer_name: 'Boone County Public Works',
      purchase_order_id: 'PO-44871',
      line_items: [
        {
          line_item_type_id: LINE_ITEM_TYPES.part,
          number_of_units: 2,
          standard_price: '48.75',
          part_id: partIds[0] ?? null,
          branch_id: branchId,
          description: 'HF-2210 Hydraulic return filter',
          taxable: true,
        },
        {
          line_item_type_id: LINE_ITEM_TYPES.damagePart,
          number_of_units: 4,
          standard_price: '36.40',
          markup_percent: 15,
          part_id: partIds[2] ?? null,
          branch_id: branchId,
          description: 'BT-44 Bucket tooth (damaged on site)',
          taxable: true,
        },
        {
          line_item_type_id: LINE_ITEM_TYPES.labour,
          number_of_units: 3.5,
          price_per_unit: '95.00',
          branch_id: branchId,
          description: 'Shop labour',
        },
        {
          line_item_type_id: LINE_ITEM_TYPES.delivery,
          number_of_units: 1,
          price_per_unit: '150.00',
          branch_id: branchId,
          description: 'Delivery and pickup',
        },
      ],
    },
  });
  let number: number = INVOICE_CONSTANTS.firstInvoiceNumber;
  for (const demo of demos.sort((a, b) => b.daysAgo - a.daysAgo)) {
    await writeInvoice(db, companyId, demo, demo.status === 'draft' ? null : number);
    if (demo.status !== 'draft') number += 1;
  }

  const otherProvider = await billing.insertProvider(db, otherCompanyId, 'Other Paving Billing');
  await writeInvoice(
    db,
    otherCompanyId,
    {
      status: 'draft',
      daysAgo: 2,
      body: {
        ship_from_branch_id: otherBranchId,
        billing_provider_id: otherProvider,
        customer_name: 'Other Paving customer',
        line_items: [
          {
            line_item_type_id: LINE_ITEM_TYPES.labour,
            number_of_units: 2,
            price_per_unit: 80,
            branch_id: otherBranchId,
          },
        ],
      },
    },
    null,
  );
}
