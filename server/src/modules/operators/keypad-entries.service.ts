import { rentalPeriod, type KeypadEntry } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { findRental } from '../rentals/rentals.repo';
import { changeAssignment } from './assignments';
import * as repo from './keypad-entries.repo';

interface Page {
  limit: number;
  offset: number;
}

function toEntryDto(row: repo.KeypadEntryRow): KeypadEntry {
  return {
    asset_keypad_entry_id: row.assetKeypadEntryId,
    asset_id: row.assetId,
    keypad_timestamp: row.keypadTimestamp.toISOString(),
    keypad_code_assignment: { is_local_code: row.isLocalCode },
    company_keypad_code: row.codeName === null ? null : { name: row.codeName },
  };
}

/** spec 1 §7 GET assets/{id}/keypad-entries: newest first, `limit` from `offset`. */
export async function listAssetKeypadEntries(
  deps: AppDeps,
  auth: AuthContext,
  assetId: number,
  page: Page,
): Promise<KeypadEntry[]> {
  if (!(await repo.findCompanyAsset(deps.db, auth.companyId, assetId))) {
    throw notFound('That asset does not exist.');
  }
  return (await repo.listKeypadEntries(deps.db, auth.companyId, assetId, page)).map(toEntryDto);
}

/**
 * spec 1 §7 GET rentals/{id}/keypad-entries: the rented asset's entries while it was out on
 * this rental (spec 1 §4 period); none for a rental that never went on rent.
 */
export async function listRentalKeypadEntries(
  deps: AppDeps,
  auth: AuthContext,
  rentalId: number,
  page: Page,
): Promise<KeypadEntry[]> {
  const rental = await findRental(deps.db, auth.companyId, rentalId);
  if (!rental || rental.assetId === null) throw notFound();
  const period = rentalPeriod(
    {
      rentalStatusId: rental.rentalStatusId,
      startDate: rental.startDate.getTime(),
      endDate: rental.endDate?.getTime() ?? null,
    },
    deps.now?.() ?? Date.now(),
  );
  if (!period) return [];
  const rows = await repo.listKeypadEntries(deps.db, auth.companyId, rental.assetId, {
    ...page,
    from: new Date(period.start),
    to: new Date(period.end),
  });
  return rows.map(toEntryDto);
}

export interface KeypadReport {
  assetId: number;
  /** The digits typed. */
  code: string;
  at: Date;
  /** The keypad knew the code itself (it unlocked without asking). */
  isLocal: boolean;
}

/**
 * Stores a code typed on an asset's keypad. When the code is an operator's, that operator
 * becomes the asset's driver (source 'keypad'), closing the assignment before it — all in one
 * transaction. Answers undefined for an asset that does not exist.
 */
export async function recordKeypadEntry(db: Db, report: KeypadReport) {
  return db.transaction(async (tx) => {
    const companyId = await repo.findAssetCompany(tx, report.assetId);
    if (companyId === undefined) return undefined;
    const code = await repo.findKeypadCode(tx, companyId, report.code);
    const entry = await repo.insertKeypadEntry(tx, {
      companyId,
      assetId: report.assetId,
      keypadCodeId: code?.keypadCodeId ?? null,
      keypadTimestamp: report.at,
      isLocalCode: report.isLocal,
    });
    if (code?.operatorId != null) {
      await changeAssignment(tx, {
        companyId,
        assetId: report.assetId,
        operatorId: code.operatorId,
        source: 'keypad',
        by: null,
        at: report.at,
      });
    }
    return entry;
  });
}
