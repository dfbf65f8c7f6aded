import {
  isDateWithin,
  RENTAL_STATUS,
  startOfDateInZone,
  thirdPartyOffRentLimits,
  type ThirdPartyRental,
} from '@fleet/domain';
import type { z } from 'zod';
import type { thirdPartyRentalUpdate } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { findCompany } from '../companies/companies.repo';
import { requireRentalWriter } from '../rentals/off-rent-permissions';
import * as repo from './third-party.repo';

function toDto(row: repo.ThirdPartyRentalListRow): ThirdPartyRental {
  const r = row.rental;
  return {
    third_party_rental_id: r.thirdPartyRentalId,
    third_party_asset: {
      third_party_asset_id: r.thirdPartyAssetId,
      custom_name: row.assetName,
      equipment_class: row.className === null ? null : { name: row.className },
      location:
        row.locationId === null
          ? null
          : { location_id: row.locationId, nickname: row.locationName },
    },
    rental_status_id: r.rentalStatusId,
    start_date: r.startDate.toISOString(),
    end_date: r.endDate?.toISOString() ?? null,
    vendor_id: r.vendorId,
  };
}

export async function listThirdPartyRentals(deps: AppDeps, auth: AuthContext) {
  return (await repo.listThirdPartyRentals(deps.db, auth.companyId)).map(toDto);
}

export async function getThirdPartyRental(deps: AppDeps, auth: AuthContext, id: number) {
  const [row] = await repo.listThirdPartyRentals(deps.db, auth.companyId, id);
  if (!row) throw notFound();
  return toDto(row);
}

/**
 * spec 1 §7 "third-party update (rental_status_id, end_date)": the rental is set off-rent here
 * only (no action is taken with the other vendor), ending on a company date inside the limits of
 * spec 1 §5 (thirdPartyOffRentLimits says what happens when the period has not ended yet).
 * The rentals that mirror it follow.
 */
export async function offRentThirdPartyRental(
  deps: AppDeps,
  auth: AuthContext,
  id: number,
  body: z.infer<typeof thirdPartyRentalUpdate>,
) {
  requireRentalWriter(auth);
  const company = await findCompany(deps.db, auth.companyId);
  if (!company) throw notFound();
  await deps.db.transaction(async (tx) => {
    const row = await repo.lockThirdPartyRental(tx, auth.companyId, id);
    if (!row) throw notFound(`Third-party rental ${id} was not found.`);
    if (row.rentalStatusId !== RENTAL_STATUS.onRent) {
      throw conflict(`Third-party rental ${id} is not on rent.`);
    }
    const limits = thirdPartyOffRentLimits(
      { startMs: row.startDate.getTime(), endMs: row.endDate?.getTime() ?? null },
      Date.now(),
      company.timezone,
    );
    if (!isDateWithin(body.end_date, limits)) {
      const range = `from ${limits.minDate} to ${limits.maxDate}`;
      throw badRequest(`Third-party rental ${id}: the end date must be ${range}.`, {
        issues: [{ path: ['end_date'], message: `Pick a date ${range}` }],
      });
    }
    await repo.setThirdPartyRentalStatus(tx, auth.companyId, id, {
      rentalStatusId: body.rental_status_id,
      endDate: new Date(startOfDateInZone(body.end_date, company.timezone)),
    });
  });
  return getThirdPartyRental(deps, auth, id);
}

export async function listVendors(deps: AppDeps, auth: AuthContext) {
  const rows = await repo.listVendorEntities(deps.db, auth.companyId);
  return {
    data: rows.map((row) => ({
      entity_id: row.entityId,
      name: row.name,
      is_vendor: row.isVendor,
      is_customer: row.isCustomer,
      entity_type_id: row.entityTypeId,
    })),
  };
}
