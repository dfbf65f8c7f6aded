import type { InventoryPresetPayload } from '@fleet/domain';
import { csvLine } from '../../../lib/csv/csv-writer';
import { EXPORT_HEADER, exportRow } from '../model/inventory-format';
import { getInventoryItems } from './get-inventory';

export interface ExportProgress {
  done: number;
  total: number;
}

/**
 * spec 1 §2 "Export": every page of the search (SEARCH_AFTER), as CSV lines. Each page becomes
 * lines as it arrives, so only text is kept, never ten thousand item objects at once. An abort
 * (the filters changed) stops between pages and rejects with the AbortError.
 */
export async function exportInventory(
  payload: InventoryPresetPayload,
  timeZone: string,
  options: {
    /** The search's count, known from the page: the progress bar's end. */
    total: number;
    signal: AbortSignal;
    onProgress: (progress: ExportProgress) => void;
  },
): Promise<string[]> {
  const parts = [csvLine(EXPORT_HEADER)];
  let after: string[] | null = null;
  let done = 0;
  do {
    const page = await getInventoryItems(payload, after, { signal: options.signal });
    for (const item of page.items) parts.push(csvLine(exportRow(item, timeZone)));
    done += page.items.length;
    options.onProgress({ done, total: Math.max(options.total, done) });
    after = page.searchAfter;
    options.signal.throwIfAborted();
  } while (after);
  return parts;
}
