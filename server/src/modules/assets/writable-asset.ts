import { ARCHIVE_MESSAGES, MESSAGES } from '@fleet/domain';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../platform/errors';
import { lockAssetsForWrite, type AssetWithNames } from './assets.repo';

/**
 * The one gate of every write that changes an asset or gives it new work (docs/ARCHIVE.md):
 * the company's assets among `assetIds`, locked for the caller's transaction; another
 * company's id answers like one that does not exist (404), and an archived asset is refused
 * with 409 before anything is written. Reads, and finishing work the asset already has
 * (closing a work order, off-rent), do not come here: its history stays usable.
 */
export async function lockWritableAssets(
  db: Db,
  companyId: number,
  assetIds: readonly number[],
  notFoundMessage: string = MESSAGES.notFound,
): Promise<AssetWithNames[]> {
  const wanted = [...new Set(assetIds)];
  const rows = await lockAssetsForWrite(db, companyId, wanted);
  if (rows.length !== wanted.length) throw notFound(notFoundMessage);
  const archived = rows.find((row) => row.asset.archivedStatus !== null);
  if (archived) throw conflict(ARCHIVE_MESSAGES.isArchived(archived.asset.customName));
  return rows;
}

/** The same for one asset. */
export async function lockWritableAsset(
  db: Db,
  companyId: number,
  assetId: number,
  notFoundMessage: string = MESSAGES.notFound,
): Promise<AssetWithNames> {
  const [row] = await lockWritableAssets(db, companyId, [assetId], notFoundMessage);
  if (!row) throw notFound(notFoundMessage);
  return row;
}
