import {
  BILLING_MESSAGES,
  formatDecimal,
  toDecimal,
  type BillingProvider,
  type Part,
  type PartCreateBody,
} from '@fleet/domain/billing';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { conflict, isUniqueViolation } from '../../platform/errors';
import * as repo from './billing.repo';
import { assertMayManageBilling } from './invoice-checks';

/** The choices the invoice editor offers: the company's active billing providers and parts. */
export async function listBillingProviders(
  deps: AppDeps,
  auth: AuthContext,
): Promise<BillingProvider[]> {
  return (await repo.listProviders(deps.db, auth.companyId)).map((row) => ({
    billing_provider_id: row.billingProviderId,
    name: row.name,
  }));
}

const toPart = (row: repo.PartRow): Part => ({
  part_id: row.partId,
  part_number: row.partNumber,
  description: row.description,
  standard_price: row.standardPrice,
});

export async function listParts(deps: AppDeps, auth: AuthContext): Promise<Part[]> {
  return (await repo.listParts(deps.db, auth.companyId)).map(toPart);
}

/** POST /api/parts: a part number the company has (in any case) is refused with 409. */
export async function createPart(
  deps: AppDeps,
  auth: AuthContext,
  body: PartCreateBody,
): Promise<Part> {
  assertMayManageBilling(auth);
  try {
    const row = await repo.insertPart(deps.db, {
      companyId: auth.companyId,
      partNumber: body.part_number,
      description: body.description,
      standardPrice: formatDecimal(toDecimal(body.standard_price)),
    });
    if (!row) throw new Error('The new part has no row');
    return toPart(row);
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict(BILLING_MESSAGES.partNumberTaken(body.part_number));
    throw error;
  }
}
