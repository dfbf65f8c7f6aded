import { cameraPanelState, type CameraListItem } from '@fleet/domain';
import {
  compareInstalledOn,
  compareNames,
  deviceTableDefaults,
  deviceTableSchema,
  selectDevices,
  timeOf,
  type InstallFilter,
} from '../../../components/devices/device-table-state';

export const CAMERA_COLUMNS = ['serial', 'vendor', 'asset', 'status', 'report'] as const;
export type CameraColumn = (typeof CAMERA_COLUMNS)[number];

/** What the table shows, in the URL (`?q=dc&show=installed&sort=report.desc&page=2`). */
export const cameraTableSchema = deviceTableSchema(CAMERA_COLUMNS);

export const DEFAULT_TABLE_STATE = deviceTableDefaults<CameraColumn>({ id: 'serial', desc: false });

/** Connected before asleep before offline; no status shown (no camera access) last. */
const STATUS_RANK = { connected: 0, sleep: 1, offline: 2 } as const;
const statusRank = (camera: CameraListItem): number =>
  camera.status ? STATUS_RANK[cameraPanelState(camera.camera_vendor_id, camera.status)] : 3;

/** How each column orders cameras, ascending (the table reverses them for descending). */
export const CAMERA_ORDER: Record<CameraColumn, (a: CameraListItem, b: CameraListItem) => number> =
  {
    serial: (a, b) => compareNames(a.vendor_camera_id, b.vendor_camera_id),
    vendor: (a, b) => a.camera_vendor_id - b.camera_vendor_id,
    asset: compareInstalledOn,
    status: (a, b) => statusRank(a) - statusRank(b),
    report: (a, b) => timeOf(a.status?.status_at) - timeOf(b.status?.status_at),
  };

/** The cameras the search (serial, name or asset, every word) and the filter leave. */
export function selectCameras(
  cameras: readonly CameraListItem[],
  filters: { q: string; show: InstallFilter },
): CameraListItem[] {
  return selectDevices(cameras, filters, {
    searchText: (camera) =>
      `${camera.vendor_camera_id} ${camera.name ?? ''} ${camera.asset?.custom_name ?? ''}`,
    compare: (a, b) => CAMERA_ORDER.serial(a, b) || a.camera_id - b.camera_id,
  });
}
