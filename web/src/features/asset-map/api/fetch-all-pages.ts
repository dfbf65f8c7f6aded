import { ASSET_BATCH_SIZE } from '@fleet/domain';

/**
 * Pages through a list call 1000 at a time until a page comes back shorter (spec 2 §7).
 * Pages are fetched one after another: the total is unknown until the short page arrives.
 */
export async function fetchAllPages<T>(
  fetchPage: (offset: number, limit: number) => Promise<T[]>,
  pageSize: number = ASSET_BATCH_SIZE,
): Promise<T[]> {
  const all: T[] = [];
  for (let offset = 0; ; offset += pageSize) {
    const page = await fetchPage(offset, pageSize);
    for (const item of page) all.push(item);
    if (page.length < pageSize) return all;
  }
}
