import {
  internalOffRentLimits,
  isDateWithin,
  isOffRentQuantityValid,
  OFF_RENT_MESSAGES,
  RENTAL_STATUS,
  RENTAL_TYPE,
  scheduledOffRentProblem,
  startOfDateInZone,
  type BatchOffRentBody,
  type OffRentResult,
  type SingleOffRentBody,
} from '@fleet/domain';
import type { z } from 'zod';
import type { internalOffRentBody, rentalNoteBody } from '@fleet/domain';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { assertOwnCompany } from '../../platform/tenancy';
import { findCompany } from '../companies/companies.repo';
import type { RentalRow } from './rentals.repo';
import * as repo from './off-rent.repo';
import { requireRentalWriter } from './off-rent-permissions';

type Item = BatchOffRentBody['items'][number];

function toResult(rows: RentalRow[]): OffRentResult {
  return {
    rentals: rows.map((row) => ({
      rental_id: row.rentalId,
      rental_status_id: row.rentalStatusId,
      quantity: row.quantity,
      end_date: row.endDate?.toISOString() ?? null,
      off_rent_date_requested: row.offRentDateRequested?.toISOString() ?? null,
    })),
  };
}

/** A bulk rental's parts scaled to a quantity: one part line follows it; several are kept. */
function partsFor(row: RentalRow, quantity: number): RentalRow['partAssignments'] {
  const [only, ...rest] = row.partAssignments;
  return only && rest.length === 0 ? [{ ...only, quantity }] : row.partAssignments;
}

/** Checks one item against its locked rental; the sentence names the rental. */
function checkItem(row: RentalRow | undefined, item: Item, now: number): void {
  const id = item.rental_id;
  if (!row) throw notFound(`Rental ${id} was not found.`);
  if (row.vendorType === 'tp') {
    throw badRequest(
      `Rental ${id} is a third-party rental: set it off-rent from its third-party rental.`,
    );
  }
  if (row.rentalStatusId !== RENTAL_STATUS.onRent) throw conflict(`Rental ${id} is not on rent.`);
  const isBulk = row.rentalTypeId === RENTAL_TYPE.bulk;
  if (item.quantity !== undefined) {
    if (isBulk && !isOffRentQuantityValid(item.quantity, row.quantity)) {
      throw badRequest(
        `Rental ${id}: the quantity to off-rent must be a whole number from 1 to ${row.quantity}.`,
      );
    }
    if (!isBulk && item.quantity !== row.quantity) {
      throw badRequest(`Rental ${id} is not a bulk rental: it is off-rented whole.`);
    }
  }
  if (item.off_rent_date_requested !== undefined) {
    if (isBulk) throw badRequest(`Rental ${id}: ${OFF_RENT_MESSAGES.bulkCannotSchedule}`);
    const problem = scheduledOffRentProblem(item.off_rent_date_requested, now);
    if (problem) throw badRequest(`Rental ${id}: ${problem}`);
  }
}

/** Off-rents (now) or schedules one item; a part of a bulk rental splits off as its own rental. */
async function applyItem(tx: Db, row: RentalRow, item: Item, now: Date): Promise<RentalRow[]> {
  if (item.off_rent_date_requested !== undefined) {
    return [
      await repo.updateRental(tx, row.rentalId, {
        offRentDateRequested: new Date(item.off_rent_date_requested),
      }),
    ];
  }
  const quantity = item.quantity ?? row.quantity;
  if (quantity < row.quantity) {
    const rest = row.quantity - quantity;
    const kept = await repo.updateRental(tx, row.rentalId, {
      quantity: rest,
      partAssignments: partsFor(row, rest),
    });
    const { rentalId: _id, createdAt: _at, ...copy } = row;
    const split = await repo.insertRental(tx, {
      ...copy,
      quantity,
      partAssignments: partsFor(row, quantity),
      rentalStatusId: RENTAL_STATUS.offRent,
      endDate: now,
      offRentDateRequested: null,
    });
    return [kept, split];
  }
  return [
    await repo.updateRental(tx, row.rentalId, {
      rentalStatusId: RENTAL_STATUS.offRent,
      endDate: now,
      offRentDateRequested: null,
    }),
  ];
}

/**
 * All the items or none (spec 1 §7 batch off-rent): the rentals are locked, every item is
 * checked, then written, in one transaction; the first refusal answers for the whole batch.
 */
async function offRentItems(deps: AppDeps, auth: AuthContext, items: Item[]) {
  requireRentalWriter(auth);
  const ids = items.map((item) => item.rental_id);
  const twice = ids.find((id, index) => ids.indexOf(id) !== index);
  if (twice !== undefined) throw badRequest(`Rental ${twice} is listed twice.`);
  await sweepCompany(deps, auth.companyId);
  const written = await deps.db.transaction(async (tx) => {
    const now = new Date();
    const locked = new Map(
      (await repo.lockRentals(tx, auth.companyId, ids)).map((row) => [row.rentalId, row]),
    );
    for (const item of items) checkItem(locked.get(item.rental_id), item, now.getTime());
    const rows: RentalRow[] = [];
    const backFromRent: number[] = [];
    for (const item of items) {
      const row = locked.get(item.rental_id);
      if (!row) continue; // checked above
      const changed = await applyItem(tx, row, item, now);
      rows.push(...changed);
      const original = changed[0];
      if (original?.rentalStatusId === RENTAL_STATUS.offRent && row.assetId !== null) {
        backFromRent.push(row.assetId);
      }
    }
    await repo.markAssetsMakeReady(tx, auth.companyId, backFromRent);
    return rows;
  });
  return toResult(written);
}

/** spec 1 §7 "PATCH fleet/inventory/off-rent/{rental_id}": one rental, now or scheduled. */
export function offRentRental(
  deps: AppDeps,
  auth: AuthContext,
  rentalId: number,
  body: SingleOffRentBody,
) {
  return offRentItems(deps, auth, [{ ...body, rental_id: rentalId }]);
}

/** spec 1 §7 "PATCH companies/{companyId}/rentals/batch-off-rent". */
export function batchOffRent(
  deps: AppDeps,
  auth: AuthContext,
  companyId: number,
  body: BatchOffRentBody,
) {
  assertOwnCompany(auth, companyId);
  return offRentItems(deps, auth, body.items);
}

/**
 * spec 1 §7 "PATCH companies/{companyId}/rentals/{rental_id}" as the internal off-rent uses it:
 * the rental ends on a company date (its midnight there) between the day after it started and
 * today (spec 1 §5), and is off-rent from then.
 */
export async function offRentInternal(
  deps: AppDeps,
  auth: AuthContext,
  companyId: number,
  rentalId: number,
  body: z.infer<typeof internalOffRentBody>,
) {
  assertOwnCompany(auth, companyId);
  requireRentalWriter(auth);
  const company = await findCompany(deps.db, auth.companyId);
  if (!company) throw notFound();
  await sweepCompany(deps, auth.companyId);
  const written = await deps.db.transaction(async (tx) => {
    const [row] = await repo.lockRentals(tx, auth.companyId, [rentalId]);
    if (!row) throw notFound(`Rental ${rentalId} was not found.`);
    if (row.vendorType !== 'o') {
      throw badRequest(
        `Rental ${rentalId} is not an internal rental: off-rent it now or schedule it.`,
      );
    }
    if (row.rentalStatusId !== RENTAL_STATUS.onRent) {
      throw conflict(`Rental ${rentalId} is not on rent.`);
    }
    const limits = internalOffRentLimits(row.startDate.getTime(), Date.now(), company.timezone);
    if (!isDateWithin(body.end_date, limits)) {
      throw badRequest(
        `Rental ${rentalId}: the end date must be from ${limits.minDate} to ${limits.maxDate}.`,
        {
          issues: [
            {
              path: ['end_date'],
              message: `Pick a date from ${limits.minDate} to ${limits.maxDate}`,
            },
          ],
        },
      );
    }
    const changed = await repo.updateRental(tx, rentalId, {
      rentalStatusId: RENTAL_STATUS.offRent,
      endDate: new Date(startOfDateInZone(body.end_date, company.timezone)),
      offRentDateRequested: null,
    });
    if (row.assetId !== null) await repo.markAssetsMakeReady(tx, auth.companyId, [row.assetId]);
    return changed;
  });
  return toResult([written]);
}

/** spec 1 §7 "PATCH /rentals/{id}/cancel-off-rent": only while requested and still ahead. */
export async function cancelOffRent(deps: AppDeps, auth: AuthContext, rentalId: number) {
  requireRentalWriter(auth);
  await sweepCompany(deps, auth.companyId);
  const written = await deps.db.transaction(async (tx) => {
    const [row] = await repo.lockRentals(tx, auth.companyId, [rentalId]);
    if (!row) throw notFound(`Rental ${rentalId} was not found.`);
    const requested = row.offRentDateRequested;
    if (row.rentalStatusId !== RENTAL_STATUS.onRent || !requested) {
      throw conflict(`Rental ${rentalId} has no requested off-rent to cancel.`);
    }
    if (requested.getTime() <= Date.now()) {
      throw conflict(
        `Rental ${rentalId}'s off-rent time has passed: it can no longer be cancelled.`,
      );
    }
    return repo.updateRental(tx, rentalId, { offRentDateRequested: null });
  });
  return toResult([written]);
}

/** spec 1 §7 "POST rentals/{id}/notes": the off-rent note, saved before the off-rent. */
export async function addRentalNote(
  deps: AppDeps,
  auth: AuthContext,
  rentalId: number,
  body: z.infer<typeof rentalNoteBody>,
) {
  requireRentalWriter(auth);
  const [row] = await repo.lockRentals(deps.db, auth.companyId, [rentalId]);
  if (!row) throw notFound(`Rental ${rentalId} was not found.`);
  const note = await repo.insertRentalNote(deps.db, {
    companyId: auth.companyId,
    rentalId,
    userId: auth.userId,
    rentalNoteTypeId: body.rental_note_type_id,
    content: body.content,
  });
  return {
    rental_note_id: note.rentalNoteId,
    rental_id: note.rentalId,
    rental_note_type_id: note.rentalNoteTypeId,
    content: note.content,
    created_at: note.createdAt.toISOString(),
  };
}

/** Scheduled off-rents that are due, applied in one transaction (rental and asset together). */
export function sweepDueOffRents(db: Db, companyId?: number) {
  return db.transaction((tx) => repo.applyDueOffRents(tx, companyId));
}

/**
 * Before a company's off-rent reads and writes: its due scheduled off-rents take effect first,
 * so nobody sees (or cancels) one whose time has passed while the periodic sweep is still ahead.
 */
async function sweepCompany(deps: AppDeps, companyId: number): Promise<void> {
  await sweepDueOffRents(deps.db, companyId);
}
