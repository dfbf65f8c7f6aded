import { TRACKER_DISPLAY_STATUSES } from './display-status';
import { type SearchableAsset } from './map-search-match';

/** spec 2 §7 "Asset map search": the asset type filter keys, exactly as the spec spells them. */
export const ASSET_TYPE_KEYS = [
  'attachment',
  'bucket',
  'equipment',
  'person',
  'rental',
  'small tool',
  'trailer',
  'vehicle',
] as const;
export type AssetTypeKey = (typeof ASSET_TYPE_KEYS)[number];

export const MAP_FILTER_CATEGORIES = [
  'asset',
  'group',
  'branch',
  'asset_type',
  'trackers',
] as const;
export type MapFilterCategory = (typeof MAP_FILTER_CATEGORIES)[number];

export interface MapFilterBucket {
  key: string;
  label: string;
  /** Ascending, no repeats. */
  asset_ids: number[];
}
export type MapFilterBuckets = Record<MapFilterCategory, MapFilterBucket[]>;

/** Chosen bucket keys per category; a missing category or 'all' leaves it unfiltered. */
export type MapFilterSelection = Partial<Record<MapFilterCategory, string[] | 'all'>>;

export type FilterableAsset = SearchableAsset & {
  group_ids: number[];
  branch_ids: number[];
  asset_type_key: AssetTypeKey;
  /** On an on-rent rental: the asset type filter's 'rental' bucket holds it too. */
  is_on_rent: boolean;
};

/** Bucket key for assets in no group / no branch, so choosing buckets can still reach them. */
export const NO_MEMBERSHIP_KEY = 'none';
/** Bucket key, in the `asset` (status) category, for assets with no display status. */
export const UNKNOWN_STATUS_KEY = 'unknown';

type Definition = readonly [key: string, label: string];

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

// The asset category holds the tracker statuses the map can show (spec 2 §9: "types and statuses").
const STATUS_DEFINITIONS: Definition[] = [
  ...TRACKER_DISPLAY_STATUSES.map((key) => [key, capitalise(key.replaceAll('_', ' '))] as const),
  [UNKNOWN_STATUS_KEY, 'Unknown'],
];
const TYPE_DEFINITIONS: Definition[] = ASSET_TYPE_KEYS.map((key) => [key, capitalise(key)]);
const TRACKER_DEFINITIONS: Definition[] = [
  ['with tracker', 'With tracker'],
  ['no tracker', 'No tracker'],
];

/**
 * Groups assets into the map's filter buckets (spec 2 §7). Fixed categories list every bucket,
 * even empty ones; groups and branches list every named one plus any unnamed id in use.
 */
export function buildMapFilterBuckets(
  items: readonly FilterableAsset[],
  names: { groups: ReadonlyMap<number, string>; branches: ReadonlyMap<number, string> },
): MapFilterBuckets {
  return {
    asset: fixedBuckets(STATUS_DEFINITIONS, items, (item) => [
      item.display_status ?? UNKNOWN_STATUS_KEY,
    ]),
    group: membershipBuckets(items, (item) => item.group_ids, names.groups, 'Group', 'No group'),
    branch: membershipBuckets(
      items,
      (item) => item.branch_ids,
      names.branches,
      'Branch',
      'No branch',
    ),
    asset_type: fixedBuckets(TYPE_DEFINITIONS, items, (item) =>
      item.is_on_rent ? [item.asset_type_key, 'rental'] : [item.asset_type_key],
    ),
    trackers: fixedBuckets(TRACKER_DEFINITIONS, items, (item) => [
      item.has_tracker ? 'with tracker' : 'no tracker',
    ]),
  };
}

/**
 * The asset ids the selection lets through: buckets chosen within a category are ORed, the
 * categories ANDed. 'all' when nothing filters (spec 2 §9: default filters show everything);
 * an empty key list is an explicit "none" and lets nothing through.
 */
export function applyMapFilters(
  selection: MapFilterSelection,
  buckets: MapFilterBuckets,
): Set<number> | 'all' {
  let shown: Set<number> | 'all' = 'all';
  for (const category of MAP_FILTER_CATEGORIES) {
    const chosen = selection[category];
    if (chosen === undefined || chosen === 'all') continue;
    const keys = new Set(chosen);
    const ids = new Set<number>();
    for (const bucket of buckets[category]) {
      if (keys.has(bucket.key)) for (const id of bucket.asset_ids) ids.add(id);
    }
    shown = shown === 'all' ? ids : intersect(shown, ids);
  }
  return shown;
}

function intersect(left: Set<number>, right: Set<number>): Set<number> {
  return new Set([...left].filter((id) => right.has(id)));
}

function collect(
  items: readonly FilterableAsset[],
  keysOf: (item: FilterableAsset) => readonly string[],
): Map<string, Set<number>> {
  const byKey = new Map<string, Set<number>>();
  for (const item of items) {
    for (const key of keysOf(item)) {
      const ids = byKey.get(key) ?? new Set<number>();
      ids.add(item.asset_id);
      byKey.set(key, ids);
    }
  }
  return byKey;
}

const sortedIds = (ids: Set<number> | undefined): number[] =>
  [...(ids ?? [])].sort((a, b) => a - b);

function fixedBuckets(
  definitions: readonly Definition[],
  items: readonly FilterableAsset[],
  keysOf: (item: FilterableAsset) => readonly string[],
): MapFilterBucket[] {
  const byKey = collect(items, keysOf);
  return definitions.map(([key, label]) => ({ key, label, asset_ids: sortedIds(byKey.get(key)) }));
}

function membershipBuckets(
  items: readonly FilterableAsset[],
  idsOf: (item: FilterableAsset) => readonly number[],
  names: ReadonlyMap<number, string>,
  noun: string,
  noneLabel: string,
): MapFilterBucket[] {
  const byKey = collect(items, (item) => {
    const ids = idsOf(item);
    return ids.length === 0 ? [NO_MEMBERSHIP_KEY] : ids.map(String);
  });
  const ids = new Set([...names.keys(), ...items.flatMap((item) => idsOf(item))]);
  const named = [...ids]
    .map((id) => ({
      key: String(id),
      label: names.get(id) ?? `${noun} ${id}`,
      asset_ids: sortedIds(byKey.get(String(id))),
    }))
    .sort((a, b) => a.label.localeCompare(b.label) || Number(a.key) - Number(b.key));
  const none = byKey.get(NO_MEMBERSHIP_KEY);
  if (none === undefined) return named;
  return [...named, { key: NO_MEMBERSHIP_KEY, label: noneLabel, asset_ids: sortedIds(none) }];
}
