import {
  BILLING_MESSAGES,
  LINE_ITEM_TYPES,
  rentalChargeLines,
  type InvoiceDetail,
  type InvoiceFromRentalBody,
  type InvoiceFromWorkOrderBody,
} from '@fleet/domain/billing';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { badRequest, notFound } from '../../platform/errors';
import { findCompany } from '../companies/companies.repo';
import * as repo from './billing.repo';
import { createInvoice } from './billing.service';
import { assertMayManageBilling, refusal } from './invoice-checks';
import { rentalToBill } from './rental-to-bill';

/** The invoice's branch and provider when the body names none: the first the company has. */
async function defaults(
  deps: AppDeps,
  auth: AuthContext,
  providerId: number | null | undefined,
  branchId: number | null,
) {
  const provider = providerId ?? (await repo.firstProviderId(deps.db, auth.companyId));
  if (!provider) throw badRequest(BILLING_MESSAGES.noProvider);
  const branch = branchId ?? (await repo.firstBranchId(deps.db, auth.companyId));
  if (!branch) throw badRequest(BILLING_MESSAGES.noBranch);
  return { billing_provider_id: provider, ship_from_branch_id: branch };
}

/**
 * POST /api/invoices/from-rental: a draft of the rental's charges, one 28-day billing cycle at
 * a time, priced from its rates (domain `rentalChargeLines`), shipped to its jobsite, with its
 * order's purchase order and orderer.
 */
export async function createInvoiceFromRental(
  deps: AppDeps,
  auth: AuthContext,
  body: InvoiceFromRentalBody,
): Promise<InvoiceDetail> {
  const found = await repo.findRentalToBill(deps.db, auth.companyId, body.rental_id);
  if (!found) throw notFound();
  assertMayManageBilling(auth);
  const { rental } = found;
  const header = await defaults(deps, auth, body.billing_provider_id, found.assetBranchId);
  const company = await findCompany(deps.db, auth.companyId);
  const built = rentalChargeLines(
    rentalToBill(found, header.ship_from_branch_id),
    deps.now?.() ?? Date.now(),
    company?.timezone ?? 'UTC',
  );
  if (!built.ok) {
    throw badRequest(
      built.reason === 'not-started'
        ? BILLING_MESSAGES.rentalNotStarted
        : BILLING_MESSAGES.rentalWithoutRates,
    );
  }
  return createInvoice(
    deps,
    auth,
    {
      ...header,
      ship_to_location_id: rental.locationId,
      ordered_by_user_id: found.orderUserId,
      purchase_order_id: found.purchaseOrder,
      customer_name: found.jobName,
      public_note: `Rental ${rental.rentalId}`,
      line_items: built.lines,
    },
    { rentalId: rental.rentalId },
  );
}

/**
 * POST /api/invoices/from-work-order: a draft of the parts a work order used, each priced from
 * its standard price with spec 2 §9's markup (damage parts too), from the asset's service branch.
 */
export async function createInvoiceFromWorkOrder(
  deps: AppDeps,
  auth: AuthContext,
  body: InvoiceFromWorkOrderBody,
): Promise<InvoiceDetail> {
  const order = await repo.findWorkOrderToBill(deps.db, auth.companyId, body.work_order_id);
  if (!order) throw notFound();
  assertMayManageBilling(auth);
  const header = await defaults(
    deps,
    auth,
    body.billing_provider_id,
    order.serviceBranchId ?? order.inventoryBranchId,
  );
  const partIds = body.parts.map((part) => part.part_id);
  const found = new Map(
    (await repo.findParts(deps.db, auth.companyId, partIds)).map((part) => [part.partId, part]),
  );
  const missing = body.parts.flatMap((part, index) =>
    found.has(part.part_id)
      ? []
      : [
          {
            path: ['parts', index, 'part_id'],
            message: BILLING_MESSAGES.unknownPart(part.part_id),
          },
        ],
  );
  if (missing.length > 0) throw refusal(missing);
  return createInvoice(
    deps,
    auth,
    {
      ...header,
      public_note: `Work order ${order.workOrderId}: ${order.description}`.slice(0, 2000),
      line_items: body.parts.map((used) => {
        const part = found.get(used.part_id);
        return {
          asset_id: order.assetId,
          branch_id: header.ship_from_branch_id,
          description: part ? `${part.partNumber} ${part.description}` : '',
          line_item_type_id: used.is_damage ? LINE_ITEM_TYPES.damagePart : LINE_ITEM_TYPES.part,
          number_of_units: used.number_of_units,
          standard_price: part?.standardPrice ?? null,
          part_id: used.part_id,
          taxable: true,
        };
      }),
    },
    { workOrderId: order.workOrderId },
  );
}
