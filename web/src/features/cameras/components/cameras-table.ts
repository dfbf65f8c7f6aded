import type { CameraListItem } from '@fleet/domain';
import type { DeviceTableConfig } from '../../../components/devices/device-table';
import { CAMERA_KIND } from '../model/camera-kind';
import { CAMERA_COLUMNS, selectCameras, type CameraColumn } from '../model/camera-table';
import { cameraColumns } from './camera-columns';

/** The company's cameras: searched by serial, name or asset, filtered, sorted and paged. */
export const CAMERAS_TABLE: DeviceTableConfig<CameraListItem, CameraColumn> = {
  kind: CAMERA_KIND,
  label: 'Cameras',
  searchPlaceholder: 'Search serial or asset',
  emptyHint: {
    canManage:
      'Add a camera by its vendor and the serial on its label, then install it on an asset.',
    readOnly: 'An admin or manager adds the company’s cameras here.',
  },
  columnIds: CAMERA_COLUMNS,
  columns: cameraColumns,
  select: selectCameras,
};
