import { oneOfParam, textParam, type UrlState } from '../../lib/url-state/table-url-state';
import { FIRST_PAGE, pagedTableSchema } from '../../lib/url-state/paged-table-state';
import type { InstalledDevice } from './device-kind';

export const INSTALL_FILTERS = ['all', 'installed', 'not-installed'] as const;
export type InstallFilter = (typeof INSTALL_FILTERS)[number];

/**
 * A device table's state in the URL (`?q=pu&show=installed&sort=checkin.desc&page=2&size=20`),
 * so a reload or a shared link shows the same rows. The names are the ones links used before.
 */
export function deviceTableSchema<const Id extends string>(columns: readonly [Id, ...Id[]]) {
  return pagedTableSchema(columns, { q: textParam(), show: oneOfParam(INSTALL_FILTERS) });
}
export type DeviceTableState<Id extends string> = UrlState<
  ReturnType<typeof deviceTableSchema<Id>>
>;

/** A device table as it opens: no search, every device, in the feature's order. */
export function deviceTableDefaults<Id extends string>(sort: {
  id: Id;
  desc: boolean;
}): DeviceTableState<Id> {
  return { ...FIRST_PAGE, q: '', show: 'all', sort };
}

function isShown(device: InstalledDevice, filter: InstallFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'installed':
      return device.asset !== null;
    case 'not-installed':
      return device.asset === null;
  }
}

export interface DeviceSelection<T> {
  /** What the search reads of a device: its serial, its asset's name, … */
  searchText: (device: T) => string;
  /** The rows' order before the table sorts them, which ties of any column keep. */
  compare: (a: T, b: T) => number;
}

/** The devices the search (every word, in any case) and the filter leave, in `compare` order. */
export function selectDevices<T extends InstalledDevice>(
  devices: readonly T[],
  { q, show }: { q: string; show: InstallFilter },
  { searchText, compare }: DeviceSelection<T>,
): T[] {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  return devices
    .filter((device) => {
      if (!isShown(device, show)) return false;
      const text = searchText(device).toLowerCase();
      return words.every((word) => text.includes(word));
    })
    .sort(compare);
}

const names = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Names as people read numbers (DEMO2 before DEMO10), whatever the case. */
export const compareNames = (a: string, b: string): number => names.compare(a, b);

/** A moment's order; no moment (never reported) before every other. */
export const timeOf = (iso: string | null | undefined): number =>
  iso == null ? -Infinity : Date.parse(iso);

/** The "Installed on" order: by the asset's name, devices on no asset first. */
export function compareInstalledOn(a: InstalledDevice, b: InstalledDevice): number {
  return a.asset && b.asset
    ? compareNames(a.asset.custom_name, b.asset.custom_name)
    : Number(a.asset !== null) - Number(b.asset !== null);
}
