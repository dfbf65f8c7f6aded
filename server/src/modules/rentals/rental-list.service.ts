import { RENTAL_PAGE_SIZE, type RentalListItem, type RentalListQuery } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { assertOwnCompany } from '../../platform/tenancy';
import { toRentalDto } from './rental-dto';
import { listRentals, type RentalListRow } from './rental-list.repo';

export function toListItem(row: RentalListRow): RentalListItem {
  const r = row.rental;
  return {
    ...toRentalDto(row),
    asset:
      r.assetId === null || row.assetName === null
        ? null
        : {
            asset_id: r.assetId,
            custom_name: row.assetName,
            make: row.makeName,
            model: row.modelName,
          },
    jobsite:
      r.locationId === null || row.jobsiteName === null
        ? null
        : { location_id: r.locationId, nickname: row.jobsiteName },
    order_contact:
      row.orderUserId === null || row.contactFirstName === null
        ? null
        : {
            user_id: row.orderUserId,
            first_name: row.contactFirstName,
            last_name: row.contactLastName ?? '',
          },
  };
}

/**
 * spec 1 §7 GET companies/{companyId}/rentals: a page of at most RENTAL_PAGE_SIZE rentals of the
 * caller's company (another company's id is a 404, as if it did not exist).
 */
export async function getCompanyRentals(
  deps: AppDeps,
  auth: AuthContext,
  companyId: number,
  query: RentalListQuery,
): Promise<RentalListItem[]> {
  assertOwnCompany(auth, companyId);
  const rows = await listRentals(deps.db, companyId, {
    statusIds: query.rental_status_id,
    hasAssignedAssets: query.has_assigned_assets,
    orderId: query.order_id,
    hasParts: query.parts_information,
    limit: query.limit ?? RENTAL_PAGE_SIZE,
    offset: query.offset ?? 0,
  });
  return rows.map(toListItem);
}

/** spec 1 §7 GET /rentals/{id}: one rental of the caller's company, as the lists show it. */
export async function getCompanyRental(
  deps: AppDeps,
  auth: AuthContext,
  rentalId: number,
): Promise<RentalListItem> {
  const [row] = await listRentals(deps.db, auth.companyId, {
    rentalIds: [rentalId],
    limit: 1,
    offset: 0,
  });
  if (!row) throw notFound();
  return toListItem(row);
}
