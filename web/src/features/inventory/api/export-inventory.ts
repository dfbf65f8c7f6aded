import type { InventoryPresetPayload } from '@fleet/domain';
import { apiRequestStream } from '../../../lib/api-client';
import { toFilters } from '../model/inventory-url';

export interface ExportProgress {
  done: number;
  total: number;
}

const LINE_FEED = 0x0a;

/** Line ends in a chunk: a row each, but for a line break inside a quoted name (rare). */
function lineEnds(chunk: Uint8Array): number {
  let count = 0;
  for (const byte of chunk) if (byte === LINE_FEED) count += 1;
  return count;
}

/**
 * spec 1 §2 "Export": the server writes every page of the search as one CSV file
 * (`POST fleet/inventory/export`); the bytes are kept as they arrive, with the rows counted
 * for the progress bar. An abort (the filters changed) ends the request and the server's
 * writing, and rejects with the AbortError.
 */
export async function exportInventory(
  payload: InventoryPresetPayload,
  options: {
    /** The search's count, known from the page: the progress bar's end. */
    total: number;
    signal: AbortSignal;
    onProgress: (progress: ExportProgress) => void;
  },
): Promise<Uint8Array<ArrayBuffer>[]> {
  const stream = await apiRequestStream('/fleet/inventory/export', {
    method: 'POST',
    body: {
      queryField: payload.query_field,
      queryValue: payload.query_value,
      filters: toFilters(payload, []),
    },
    signal: options.signal,
  });
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let lines = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    lines += lineEnds(value);
    // The header is a line too; a name with a line break would overcount, so clamp.
    const rows = Math.min(Math.max(lines - 1, 0), options.total);
    options.onProgress({ done: rows, total: options.total });
  }
  return parts;
}
