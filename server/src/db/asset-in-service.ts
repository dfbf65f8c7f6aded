import { isNull, sql } from 'drizzle-orm';
import { assets } from './schema/assets';

/**
 * An asset in service: not archived (docs/ARCHIVE.md). Every query that lists, counts or
 * streams a company's assets adds it, so an archived asset leaves them all at once; reads of
 * one asset by id leave it out, so its card and history stay viewable.
 */
export const assetInService = isNull(assets.archivedStatus);

/** The same for raw SQL that names the assets table `a` (the inventory). */
export const assetAliasInService = sql`a.archived_status is null`;
