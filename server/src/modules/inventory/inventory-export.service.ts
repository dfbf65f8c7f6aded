import { Readable } from 'node:stream';
import {
  INVENTORY_EXPORT_HEADER,
  csvLine,
  inventoryExportRow,
  type InventoryExportBody,
} from '@fleet/domain';
import type { Db } from '../../db/client';
import { findCompany } from '../companies/companies.repo';
import { findInventoryPage } from './inventory.repo';
import { toCriteria, toInventoryItem } from './inventory.service';

/**
 * Rows per statement. Each page walks the name index from the last row's (name, id), so the
 * server holds one page at a time whatever the export's size, and no statement is long.
 */
export const EXPORT_PAGE_ROWS = 2_000;

/**
 * spec 1 §2 "Export": every page of the search, as one CSV file written while it is read. The
 * search is checked before the first byte (a bad filter is a 400, not a broken file); the
 * stream then yields one chunk per page and stops when the reader goes away.
 */
export async function inventoryExport(
  db: Db,
  companyId: number,
  search: InventoryExportBody,
  pageRows: number = EXPORT_PAGE_ROWS,
): Promise<Readable> {
  const { criteria, after: start } = toCriteria(companyId, search);
  const timeZone = (await findCompany(db, companyId))?.timezone ?? 'UTC';
  async function* pages(): AsyncGenerator<string> {
    yield csvLine(INVENTORY_EXPORT_HEADER);
    let after = start;
    for (;;) {
      const rows = await findInventoryPage(db, criteria, { size: pageRows, after });
      if (rows.length === 0) return;
      let chunk = '';
      for (const row of rows) chunk += csvLine(inventoryExportRow(toInventoryItem(row), timeZone));
      yield chunk;
      const last = rows.at(-1);
      if (!last || rows.length < pageRows) return;
      after = { name: last.custom_name, id: last.asset_id };
    }
  }
  return Readable.from(pages(), { objectMode: false });
}
