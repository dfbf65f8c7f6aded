import { z } from 'zod';
import { cameraPanelState, type CameraListItem } from '@fleet/domain';
import {
  oneOfParam,
  pageParam,
  pageSizeParam,
  sortParam,
  TABLE_PAGE_SIZES,
  textParam,
  type UrlState,
} from '../../../lib/url-state/table-url-state';

export const CAMERA_FILTERS = ['all', 'installed', 'not-installed'] as const;
export type CameraFilter = (typeof CAMERA_FILTERS)[number];

export const CAMERA_COLUMNS = ['serial', 'vendor', 'asset', 'status', 'report'] as const;
export type CameraColumn = (typeof CAMERA_COLUMNS)[number];

/** What the table shows, in the URL (`?q=dc&show=installed&sort=report.desc&page=2`). */
export const cameraTableSchema = z.object({
  q: textParam(),
  show: oneOfParam(CAMERA_FILTERS),
  sort: sortParam(CAMERA_COLUMNS),
  page: pageParam(),
  size: pageSizeParam(TABLE_PAGE_SIZES),
});
export type CameraTableState = UrlState<typeof cameraTableSchema>;

export const DEFAULT_TABLE_STATE: CameraTableState = {
  q: '',
  show: 'all',
  sort: { id: 'serial', desc: false },
  page: 1,
  size: 10,
};

function matchesSearch(camera: CameraListItem, words: string[]): boolean {
  const text =
    `${camera.vendor_camera_id} ${camera.name ?? ''} ${camera.asset?.custom_name ?? ''}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

function matchesFilter(camera: CameraListItem, filter: CameraFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'installed':
      return camera.asset !== null;
    case 'not-installed':
      return camera.asset === null;
  }
}

const byText = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
const timeOf = (iso: string | null | undefined): number =>
  iso == null ? -Infinity : Date.parse(iso);
/** Connected before asleep before offline; no status shown (no camera access) last. */
const STATUS_RANK = { connected: 0, sleep: 1, offline: 2 } as const;
const statusRank = (camera: CameraListItem): number =>
  camera.status ? STATUS_RANK[cameraPanelState(camera.camera_vendor_id, camera.status)] : 3;

/** How each column orders cameras, ascending (the table reverses them for descending). */
export const CAMERA_ORDER: Record<CameraColumn, (a: CameraListItem, b: CameraListItem) => number> =
  {
    serial: (a, b) => byText.compare(a.vendor_camera_id, b.vendor_camera_id),
    vendor: (a, b) => a.camera_vendor_id - b.camera_vendor_id,
    asset: (a, b) =>
      a.asset && b.asset
        ? byText.compare(a.asset.custom_name, b.asset.custom_name)
        : Number(a.asset !== null) - Number(b.asset !== null),
    status: (a, b) => statusRank(a) - statusRank(b),
    report: (a, b) => timeOf(a.status?.status_at) - timeOf(b.status?.status_at),
  };

/** The cameras the search (serial, name or asset, every word) and the filter leave. */
export function selectCameras(
  cameras: readonly CameraListItem[],
  { q, show }: Pick<CameraTableState, 'q' | 'show'>,
): CameraListItem[] {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  return cameras
    .filter((camera) => matchesFilter(camera, show) && matchesSearch(camera, words))
    .sort((a, b) => CAMERA_ORDER.serial(a, b) || a.camera_id - b.camera_id);
}
