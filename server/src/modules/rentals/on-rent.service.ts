import {
  ASSET_TYPE,
  dateInZone,
  inventoryStatusLabel,
  ON_RENT_MESSAGES,
  ON_RENTABLE_STATUSES,
  RENTAL_STATUS,
  RENTAL_TYPE,
  rentalDateIssues,
  rentalStatusName,
  type OnRentBody,
  type Rental,
  type RentalEditBody,
} from '@fleet/domain';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import {
  AppError,
  badRequest,
  conflict,
  databaseErrorCode,
  forbidden,
  notFound,
} from '../../platform/errors';
import { lockWritableAsset, lockWritableAssets } from '../assets/writable-asset';
import { findJob, findLocation, insertOrder, updateOrder } from '../jobsites/jobsites.repo';
import { findUser } from '../users/users.repo';
import { findOnRentSettings, findOverlappingRental, updateRental } from './on-rent.repo';
import { getRental } from './rentals.service';
import { findRental, insertRentals, onRentRentalIds } from './rentals.repo';

/** spec 1 §6: the tooltip the web shows where internal rental is off; the server says the same. */
const INTERNAL_RENTAL_DISABLED =
  "Internal rental of vehicle or equipment assets is disabled by your company's preferences.";

interface Issue {
  path: string[];
  message: string;
}

interface Terms {
  userId: number;
  assetId: number;
  start: Date;
  end: Date;
  locationId: number;
  jobId: number | null;
}

/**
 * The asset to rent: the company's and in service (an archived one goes on no rental: 409).
 * Checked with the terms, and again in the write's transaction, locked, so an archive that
 * lands in between cannot be followed by the rental.
 */
const writableAsset = (db: Db, companyId: number, assetId: number) =>
  lockWritableAsset(db, companyId, assetId, 'Asset not found.');

/**
 * spec 1 §5/§9 on the server: the dates by the company's calendar, a contact of the company who
 * may rent, a jobsite and job of the company, and an asset of the company that internal rental
 * is allowed for. Other companies' ids are refused exactly as ids that do not exist. Returns
 * the asset's name for the sentences that follow.
 */
async function checkTerms(
  deps: AppDeps,
  auth: AuthContext,
  terms: Terms,
  options: { checkInventoryStatus: boolean },
): Promise<{ assetName: string; timezone: string }> {
  const { db } = deps;
  const settings = await findOnRentSettings(db, auth.companyId);
  if (!settings) throw notFound();
  const { asset } = await writableAsset(db, auth.companyId, terms.assetId);
  const allowed =
    asset.assetTypeId === ASSET_TYPE.vehicle ? settings.allowVehicles : settings.allowEquipment;
  if (!allowed) throw forbidden(INTERNAL_RENTAL_DISABLED);
  if (
    options.checkInventoryStatus &&
    !(ON_RENTABLE_STATUSES as readonly number[]).includes(asset.inventoryStatusId)
  ) {
    throw conflict(
      `${asset.customName} is ${inventoryStatusLabel(asset.inventoryStatusId)} and cannot be put on rent.`,
    );
  }
  const now = deps.now?.() ?? Date.now();
  const issues: Issue[] = rentalDateIssues(
    terms.start.getTime(),
    terms.end.getTime(),
    now,
    settings.timezone,
  );
  const user = await findUser(db, auth.companyId, terms.userId);
  if (!user) issues.push({ path: ['user_id'], message: ON_RENT_MESSAGES.contactRequired });
  else if (!user.canRent) {
    issues.push({ path: ['user_id'], message: 'That user is not allowed to rent.' });
  }
  if (!(await findLocation(db, auth.companyId, terms.locationId))) {
    issues.push({ path: ['location_id'], message: ON_RENT_MESSAGES.jobsiteRequired });
  }
  if (terms.jobId !== null && !(await findJob(db, auth.companyId, terms.jobId))) {
    issues.push({ path: ['job_id'], message: 'That job does not exist.' });
  }
  if (issues.length > 0) throw badRequest(issues.map((i) => i.message).join(' '), { issues });
  return { assetName: asset.customName, timezone: settings.timezone };
}

/** On rent from a start that has come; otherwise scheduled (spec 1 §4 statuses 5 and 4). */
const statusFor = (start: Date, now: number) =>
  start.getTime() <= now ? RENTAL_STATUS.onRent : RENTAL_STATUS.scheduled;

/**
 * A write the database refused because another live rental holds an asset (the exclusion
 * constraint rentals_no_overlap, 23P01, or one on-rent per asset, 23505) becomes a 409 naming
 * that rental; of two concurrent on-rents exactly one commits. With several assets (one order
 * for many), the first asset found held is named.
 */
async function explainHold(
  db: Db,
  companyId: number,
  error: unknown,
  held: ReadonlyArray<Terms & { assetName: string; timezone: string; rentalId: number | null }>,
): Promise<never> {
  const code = databaseErrorCode(error);
  if (code !== '23P01' && code !== '23505') throw error;
  for (const terms of held) {
    const overlapping = await findOverlappingRental(
      db,
      companyId,
      terms.assetId,
      { start: terms.start, end: terms.end },
      terms.rentalId,
    );
    const onRentId = (await onRentRentalIds(db, companyId, [terms.assetId])).get(terms.assetId);
    const holder =
      overlapping ??
      (onRentId === undefined ? undefined : await findRental(db, companyId, onRentId));
    if (!holder) continue;
    const day = (date: Date) => dateInZone(date.getTime(), terms.timezone);
    const until = holder.endDate ? ` to ${day(holder.endDate)}` : '';
    throw new AppError(
      'CONFLICT',
      409,
      `${terms.assetName} is already on rental ${holder.rentalId} (${rentalStatusName(holder.rentalStatusId)}) from ${day(holder.startDate)}${until}.`,
      undefined,
      { rental_id: holder.rentalId },
    );
  }
  throw conflict(`${held[0]?.assetName ?? 'The asset'} is already on another rental.`);
}

/** One asset of an order, at its rates. */
export interface OrderLine {
  assetId: number;
  pricePerDay: number | null;
  pricePerWeek: number | null;
  pricePerMonth: number | null;
}

/** An order's contact, period, jobsite and job, and the assets it rents. */
export interface OrderTerms {
  userId: number;
  start: Date;
  end: Date;
  locationId: number;
  jobId: number | null;
  lines: readonly OrderLine[];
}

/**
 * One order with an internal rental per asset, together or none, each asset checked by the
 * On-rent form's rules (spec 1 §5, §9). The on-rent form rents one asset; an accepted quote
 * (docs/SETUP-QUOTES.md) rents its lines, and records itself in the same transaction through
 * `inTransaction`.
 */
export async function rentOnOneOrder(
  deps: AppDeps,
  auth: AuthContext,
  order: OrderTerms,
  inTransaction?: (tx: Db, made: { orderId: number; rentalIds: number[] }) => Promise<void>,
): Promise<{ orderId: number; rentalIds: number[] }> {
  const held: Array<Terms & { assetName: string; timezone: string; rentalId: null }> = [];
  for (const line of order.lines) {
    const terms: Terms = { ...order, assetId: line.assetId };
    const checked = await checkTerms(deps, auth, terms, { checkInventoryStatus: true });
    held.push({ ...terms, ...checked, rentalId: null });
  }
  const now = deps.now?.() ?? Date.now();
  return deps.db
    .transaction(async (tx) => {
      await lockWritableAssets(
        tx,
        auth.companyId,
        order.lines.map((line) => line.assetId),
        'Asset not found.',
      );
      const made = await insertOrder(tx, {
        companyId: auth.companyId,
        userId: order.userId,
        jobId: order.jobId,
      });
      const rentals = await insertRentals(
        tx,
        order.lines.map((line) => ({
          companyId: auth.companyId,
          assetId: line.assetId,
          orderId: made.orderId,
          rentalTypeId: RENTAL_TYPE.internal,
          rentalStatusId: statusFor(order.start, now),
          startDate: order.start,
          endDate: order.end,
          vendorType: 'o',
          locationId: order.locationId,
          pricePerDay: line.pricePerDay,
          pricePerWeek: line.pricePerWeek,
          pricePerMonth: line.pricePerMonth,
        })),
      );
      if (rentals.length !== order.lines.length) {
        throw new Error('insert into rentals returned fewer rows');
      }
      const result = { orderId: made.orderId, rentalIds: rentals.map((r) => r.rentalId) };
      await inTransaction?.(tx, result);
      return result;
    })
    .catch((error: unknown) => explainHold(deps.db, auth.companyId, error, held));
}

/** spec 1 §7 POST fleet/inventory/on-rent: an order and an internal rental, together or neither. */
export async function onRent(
  deps: AppDeps,
  auth: AuthContext,
  body: OnRentBody,
): Promise<{ rental_id: number; order_id: number }> {
  const { orderId, rentalIds } = await rentOnOneOrder(deps, auth, {
    userId: body.user_id,
    start: new Date(body.start_date),
    end: new Date(body.end_date),
    locationId: body.location_id,
    jobId: body.job_id ?? null,
    lines: [
      {
        assetId: body.asset_id,
        pricePerDay: body.daily_rate ?? null,
        pricePerWeek: body.weekly_rate ?? null,
        pricePerMonth: body.monthly_rate ?? null,
      },
    ],
  });
  const [rentalId] = rentalIds;
  if (rentalId === undefined) throw new Error('insert into rentals returned no row');
  return { rental_id: rentalId, order_id: orderId };
}

/**
 * spec 1 §7 PATCH rsp/rentals/{id}: the Edit Rental form's contact (on the order), asset, dates,
 * jobsite and rates of an internal rental that is still live. A scheduled rental whose start has
 * come goes on rent; an on-rent one moved to a later start is scheduled again.
 */
export async function editRental(
  deps: AppDeps,
  auth: AuthContext,
  rentalId: number,
  body: RentalEditBody,
): Promise<Rental> {
  const current = await findRental(deps.db, auth.companyId, rentalId);
  if (!current) throw notFound();
  if (current.vendorType !== 'o') {
    throw conflict('Only internal rentals can be edited here.');
  }
  const live = [RENTAL_STATUS.scheduled, RENTAL_STATUS.onRent] as number[];
  if (!live.includes(current.rentalStatusId)) {
    throw conflict(
      `Rental ${rentalId} is ${rentalStatusName(current.rentalStatusId)} and can no longer be edited.`,
    );
  }
  const terms: Terms = {
    userId: body.user_id,
    assetId: body.asset_id,
    start: new Date(body.start_date),
    end: new Date(body.end_date),
    locationId: body.location_id,
    jobId: null,
  };
  const checked = await checkTerms(deps, auth, terms, {
    checkInventoryStatus: body.asset_id !== current.assetId,
  });
  const now = deps.now?.() ?? Date.now();
  await deps.db
    .transaction(async (tx) => {
      // Both assets, in id order: the rental's trigger writes the one it leaves as well.
      const held = current.assetId === null ? [] : [current.assetId];
      await lockWritableAssets(tx, auth.companyId, [terms.assetId, ...held], 'Asset not found.');
      await updateRental(tx, auth.companyId, rentalId, {
        assetId: terms.assetId,
        startDate: terms.start,
        endDate: terms.end,
        locationId: terms.locationId,
        rentalStatusId: statusFor(terms.start, now),
        pricePerDay: body.price_per_day ?? null,
        pricePerWeek: body.price_per_week ?? null,
        pricePerMonth: body.price_per_month ?? null,
      });
      if (current.orderId !== null) {
        await updateOrder(tx, auth.companyId, current.orderId, { userId: terms.userId });
      }
    })
    .catch((error: unknown) =>
      explainHold(deps.db, auth.companyId, error, [{ ...terms, ...checked, rentalId }]),
    );
  return getRental(deps, auth, rentalId);
}
