import {
  clampToPeriod,
  rentalPeriod,
  type Period,
  type Rental,
  type TimecardByDay,
  type TripDay,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { getAssetStatus, getTrackerHealth } from '../assets/assets.service';
import { getTimecard, getTimecardByDay } from '../trips/timecard.service';
import { getTripDay } from '../trips/trips.service';
import { getCompanyRental } from './rental-list.service';
import { findRental } from './rentals.repo';

/** One rental of the caller's company in the spec's shape (the list's row is a superset). */
export function getRental(deps: AppDeps, auth: AuthContext, rentalId: number): Promise<Rental> {
  return getCompanyRental(deps, auth, rentalId);
}

/** The rented asset and the time it was out; 404 for a rental with no asset assigned yet. */
async function rentedAsset(deps: AppDeps, auth: AuthContext, rentalId: number) {
  const row = await findRental(deps.db, auth.companyId, rentalId);
  if (!row || row.assetId === null) throw notFound();
  const period = rentalPeriod(
    {
      rentalStatusId: row.rentalStatusId,
      startDate: row.startDate.getTime(),
      endDate: row.endDate?.getTime() ?? null,
    },
    Date.now(),
  );
  return { assetId: row.assetId, period };
}

/** spec 1 §7 "GET rentals/{id}/status": the rented asset's current status. */
export async function getRentalStatus(deps: AppDeps, auth: AuthContext, rentalId: number) {
  const { assetId } = await rentedAsset(deps, auth, rentalId);
  return getAssetStatus(deps, auth, assetId);
}

/** spec 1 §7 "GET /rentals/{id}/tracker-health": the rented asset's tracker. */
export async function getRentalTrackerHealth(deps: AppDeps, auth: AuthContext, rentalId: number) {
  const { assetId } = await rentedAsset(deps, auth, rentalId);
  return getTrackerHealth(deps, auth, assetId);
}

/** spec 1 §7 "GET /rentals/{id}/timecard": engine hours and miles while on this rental only. */
export async function getRentalTimecard(
  deps: AppDeps,
  auth: AuthContext,
  rentalId: number,
  window: Period,
): Promise<{ on_time: number; distance: number }> {
  const { assetId, period } = await rentedAsset(deps, auth, rentalId);
  const during = clampToPeriod(window, period);
  return during ? getTimecard(deps, auth, assetId, during) : { on_time: 0, distance: 0 };
}

/** The rental's timecard `by=day`: each company day of the window, only the rental's time. */
export async function getRentalTimecardByDay(
  deps: AppDeps,
  auth: AuthContext,
  rentalId: number,
  window: Period,
): Promise<TimecardByDay> {
  const { assetId, period } = await rentedAsset(deps, auth, rentalId);
  return getTimecardByDay(deps, auth, assetId, window, (day) => clampToPeriod(day, period));
}

/** spec 2 §7 "Trips are fetched per rental": the asset's trips while on this rental only. */
export async function getRentalTrips(
  deps: AppDeps,
  auth: AuthContext,
  rentalId: number,
  window: Period,
): Promise<TripDay> {
  const { assetId, period } = await rentedAsset(deps, auth, rentalId);
  const during = clampToPeriod(window, period);
  return during ? getTripDay(deps, auth, assetId, during) : { trips: [], incidents: [] };
}
