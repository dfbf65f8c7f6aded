import {
  chargeableDays,
  clampToPeriod,
  isLowUse,
  rentalPeriod,
  startOfDateInZone,
  UTILIZATION_MAX_RENTALS,
  windowEndDate,
  type RentalUtilization,
  type UtilizationQuery,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { assertOwnCompany } from '../../platform/tenancy';
import { findCompany } from '../companies/companies.repo';
import { engineSecondsBySpan, rentalsOutDuring, type EngineSpan } from './utilization.repo';

const HOUR_S = 3600;

/**
 * spec 1 §7 GET companies/{companyId}/rental-utilization: for each rental out during the window
 * (company calendar dates, both included), the days it was on rent inside the window and the
 * engine hours of those days, with the low-use flag. At most UTILIZATION_MAX_RENTALS rentals
 * (the newest; `truncated` says when more met the window); engine time is one SQL pass.
 */
export async function getRentalUtilization(
  deps: AppDeps,
  auth: AuthContext,
  companyId: number,
  query: UtilizationQuery,
): Promise<RentalUtilization> {
  assertOwnCompany(auth, companyId);
  const company = await findCompany(deps.db, companyId);
  if (!company) throw notFound();
  const zone = company.timezone;
  const window = {
    start: startOfDateInZone(query.start_date, zone),
    end: startOfDateInZone(windowEndDate(query.end_date), zone),
  };
  const rows = await rentalsOutDuring(
    deps.db,
    companyId,
    { start: new Date(window.start), end: new Date(window.end) },
    UTILIZATION_MAX_RENTALS + 1,
  );
  const truncated = rows.length > UTILIZATION_MAX_RENTALS;
  const kept = rows.slice(0, UTILIZATION_MAX_RENTALS);
  const now = Date.now();
  const inWindow = kept.map((row) => {
    const period = rentalPeriod(
      {
        rentalStatusId: row.rentalStatusId,
        startDate: row.startDate.getTime(),
        endDate: row.endDate?.getTime() ?? null,
      },
      now,
    );
    return { row, during: clampToPeriod(window, period) };
  });
  const spans: EngineSpan[] = inWindow.flatMap(({ row, during }) =>
    row.assetId === null || !during
      ? []
      : [
          {
            rentalId: row.rentalId,
            assetId: row.assetId,
            start: new Date(during.start),
            end: new Date(during.end),
          },
        ],
  );
  const seconds = await engineSecondsBySpan(deps.db, companyId, spans);
  return {
    start_date: query.start_date,
    end_date: query.end_date,
    truncated,
    rentals: inWindow
      .filter(({ during }) => during !== null)
      .map(({ row, during }) => {
        const days = during ? chargeableDays(during.start, during.end) : 0;
        const hours = Math.round(((seconds.get(row.rentalId) ?? 0) / HOUR_S) * 100) / 100;
        return {
          rental_id: row.rentalId,
          equipment_id: row.assetId,
          custom_name: row.customName,
          rental_status_id: row.rentalStatusId,
          start_date: row.startDate.toISOString(),
          end_date: row.endDate?.toISOString() ?? null,
          days_on_rent: days,
          engine_hours: hours,
          low_use: isLowUse(days, hours),
        };
      }),
  };
}
