import { useMemo } from 'react';
import { Button, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { CameraListItem } from '@fleet/domain';
import { DataTable } from '../../../components/data-table/data-table';
import { urlSortChange } from '../../../components/data-table/url-paging';
import { TABLE_PAGE_SIZES, tablePageSize } from '../../../lib/url-state/table-url-state';
import {
  CAMERA_COLUMNS,
  CAMERA_FILTERS,
  DEFAULT_TABLE_STATE,
  selectCameras,
  type CameraFilter,
  type CameraTableState,
} from '../model/camera-table';
import { cameraColumns } from './camera-columns';

const FILTER_LABELS: Record<CameraFilter, string> = {
  all: 'All',
  installed: 'Installed',
  'not-installed': 'Not installed',
};

const count = new Intl.NumberFormat('en-US');
const NO_CAMERAS: readonly CameraListItem[] = [];
const getRowId = (camera: CameraListItem) => String(camera.camera_id);
const getRowLabel = (camera: CameraListItem) => camera.vendor_camera_id;
const rowAttributes = (camera: CameraListItem) => ({ 'data-serial': camera.vendor_camera_id });

export interface CameraActions {
  onInstall: (camera: CameraListItem) => void;
  onTakeOff: (camera: CameraListItem) => void;
  onRemove: (camera: CameraListItem) => void;
}

interface CamerasTableProps {
  /** Undefined until the first load. */
  cameras: readonly CameraListItem[] | undefined;
  isLoading: boolean;
  /** The load failed: Try again calls it again. */
  onRetry: (() => void) | null;
  state: CameraTableState;
  onStateChange: (changes: Partial<CameraTableState>) => void;
  timeZone: string;
  nowMs: number;
  /** Without them (read-only users, other levels) the rows have no actions. */
  actions?: CameraActions;
}

/** The company's cameras: searched, filtered, sorted and paged. */
export function CamerasTable(props: CamerasTableProps) {
  const { cameras, state, onStateChange, actions } = props;
  const all = cameras ?? NO_CAMERAS;
  const { q, show } = state;
  const rows = useMemo(() => selectCameras(all, { q, show }), [all, q, show]);
  const columns = useMemo(
    () => cameraColumns(props.timeZone, props.nowMs),
    [props.timeZone, props.nowMs],
  );

  return (
    <DataTable
      label="Cameras"
      columns={columns}
      data={rows}
      getRowId={getRowId}
      getRowLabel={getRowLabel}
      rowAttributes={rowAttributes}
      sort={state.sort}
      onSortChange={urlSortChange(CAMERA_COLUMNS, onStateChange)}
      paging={{
        page: state.page,
        pageSize: state.size,
        pageSizes: TABLE_PAGE_SIZES,
        onChange: (change) =>
          onStateChange('page' in change ? { page: change.page } : sizeChange(change.pageSize)),
      }}
      rowActions={actions && ((camera) => <CameraRowActions camera={camera} {...actions} />)}
      isLoading={props.isLoading}
      failure={
        props.onRetry
          ? { message: 'The cameras could not be loaded.', onRetry: props.onRetry }
          : null
      }
      empty={
        all.length === 0 ? (
          <NoCamerasYet canManage={actions !== undefined} />
        ) : (
          <NoMatch onClear={() => onStateChange({ q: '', show: DEFAULT_TABLE_STATE.show })} />
        )
      }
      toolbar={
        <>
          <TextInput
            aria-label="Search cameras"
            placeholder="Search serial or asset"
            leftSection={<IconSearch size={16} />}
            value={state.q}
            onChange={(event) => onStateChange({ q: event.currentTarget.value })}
            w={260}
          />
          <SegmentedControl
            aria-label="Show cameras"
            data={CAMERA_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }))}
            value={state.show}
            onChange={(value) => {
              const next = CAMERA_FILTERS.find((filter) => filter === value);
              if (next) onStateChange({ show: next });
            }}
          />
        </>
      }
      summary={
        cameras && (
          <Text size="sm" c="dimmed">
            {rows.length === all.length
              ? `${count.format(all.length)} cameras`
              : `${count.format(rows.length)} of ${count.format(all.length)} cameras`}
          </Text>
        )
      }
    />
  );
}

function sizeChange(pageSize: number): Partial<CameraTableState> {
  const size = tablePageSize(pageSize);
  return size ? { size } : {};
}

function CameraRowActions({
  camera,
  onInstall,
  onTakeOff,
  onRemove,
}: { camera: CameraListItem } & CameraActions) {
  return (
    <>
      <Button size="xs" variant="light" onClick={() => onInstall(camera)}>
        {camera.asset ? 'Move…' : 'Install on asset…'}
      </Button>
      {camera.asset ? (
        <Button size="xs" variant="subtle" color="red" onClick={() => onTakeOff(camera)}>
          Take off
        </Button>
      ) : (
        <Button size="xs" variant="subtle" color="red" onClick={() => onRemove(camera)}>
          Remove
        </Button>
      )}
    </>
  );
}

function NoCamerasYet({ canManage }: { canManage: boolean }) {
  return (
    <Stack gap={4} align="center">
      <Text fw={600}>No cameras yet</Text>
      <Text size="sm" c="dimmed">
        {canManage
          ? 'Add a camera by its vendor and the serial on its label, then install it on an asset.'
          : 'An admin or manager adds the company’s cameras here.'}
      </Text>
    </Stack>
  );
}

function NoMatch({ onClear }: { onClear: () => void }) {
  return (
    <Stack gap="xs" align="center">
      <Text c="dimmed" size="sm">
        No camera matches the search and the filter.
      </Text>
      <Button size="xs" variant="default" onClick={onClear}>
        Show all cameras
      </Button>
    </Stack>
  );
}
