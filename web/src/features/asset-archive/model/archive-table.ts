import { z } from 'zod';
import { ARCHIVE_STATUS_LABELS, type ArchivedAsset } from '@fleet/domain';
import {
  pageParam,
  pageSizeParam,
  sortParam,
  TABLE_PAGE_SIZES,
  textParam,
  type UrlState,
} from '../../../lib/url-state/table-url-state';

export const ARCHIVE_COLUMNS = ['name', 'model', 'serial', 'reason', 'archived', 'by'] as const;
export type ArchiveColumn = (typeof ARCHIVE_COLUMNS)[number];

/** The archive table's search, sort and page, in the URL (`?q=ex&sort=archived.desc&page=2`). */
export const archiveTableSchema = z.object({
  q: textParam(),
  sort: sortParam(ARCHIVE_COLUMNS),
  page: pageParam(),
  size: pageSizeParam(TABLE_PAGE_SIZES),
});
export type ArchiveTableState = UrlState<typeof archiveTableSchema>;

/** Newest archived first, so an asset just archived is the first row. */
export const DEFAULT_ARCHIVE_STATE: ArchiveTableState = {
  q: '',
  sort: { id: 'archived', desc: true },
  page: 1,
  size: 10,
};

/** "Caterpillar 320", or the one of them there is. */
export const makeModelOf = (asset: ArchivedAsset): string =>
  [asset.make_name, asset.model].filter(Boolean).join(' ');

const byText = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
const text = (value: string | null | undefined): string => value ?? '';

/** How each column orders rows, ascending; empty values first. */
export const ARCHIVE_ORDER: Record<ArchiveColumn, (a: ArchivedAsset, b: ArchivedAsset) => number> =
  {
    name: (a, b) => byText.compare(a.custom_name, b.custom_name),
    model: (a, b) => byText.compare(makeModelOf(a), makeModelOf(b)),
    serial: (a, b) => byText.compare(text(a.serial_number), text(b.serial_number)),
    reason: (a, b) =>
      byText.compare(
        ARCHIVE_STATUS_LABELS[a.archived_status],
        ARCHIVE_STATUS_LABELS[b.archived_status],
      ),
    archived: (a, b) => Date.parse(a.archived_at) - Date.parse(b.archived_at),
    by: (a, b) => byText.compare(text(a.archived_by?.name), text(b.archived_by?.name)),
  };

/** The rows the search leaves (name, make, model, serial, reason: every word), newest first. */
export function selectArchived(assets: readonly ArchivedAsset[], q: string): ArchivedAsset[] {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  return assets
    .filter((asset) => {
      const haystack = [
        asset.custom_name,
        makeModelOf(asset),
        text(asset.serial_number),
        ARCHIVE_STATUS_LABELS[asset.archived_status],
      ]
        .join(' ')
        .toLowerCase();
      return words.every((word) => haystack.includes(word));
    })
    .sort((a, b) => ARCHIVE_ORDER.archived(b, a) || a.asset_id - b.asset_id);
}
