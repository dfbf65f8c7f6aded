import { useMemo } from 'react';
import { Button, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconCopy, IconSearch } from '@tabler/icons-react';
import type { TrackerListItem } from '@fleet/domain';
import { TABLE_PAGE_SIZES, tablePageSize } from '../../../lib/url-state/table-url-state';
import { DataTable } from '../../../components/data-table/data-table';
import { showErrorToast } from '../../../lib/error-toasts';
import { showSuccessToast } from '../../../lib/toasts';
import {
  DEFAULT_TABLE_STATE,
  TRACKER_COLUMNS,
  TRACKER_FILTERS,
  selectTrackers,
  type TrackerFilter,
  type TrackerTableState,
} from '../model/tracker-table';
import { trackerColumns } from './tracker-columns';
import { urlSortChange } from '../../../components/data-table/url-paging';

const FILTER_LABELS: Record<TrackerFilter, string> = {
  all: 'All',
  installed: 'Installed',
  'not-installed': 'Not installed',
};

const count = new Intl.NumberFormat('en-US');
const getRowId = (tracker: TrackerListItem) => String(tracker.tracker_id);
const getRowLabel = (tracker: TrackerListItem) => tracker.device_serial;
const rowAttributes = (tracker: TrackerListItem) => ({ 'data-serial': tracker.device_serial });

interface TrackersTableProps {
  /** Undefined until the first load. */
  trackers: readonly TrackerListItem[] | undefined;
  isLoading: boolean;
  /** The load failed: Try again calls it again. */
  onRetry: (() => void) | null;
  state: TrackerTableState;
  onStateChange: (changes: Partial<TrackerTableState>) => void;
  timeZone: string;
  nowMs: number;
  canManage: boolean;
  /** Without it (read-only users, other levels) the rows have no actions. */
  actions?: {
    onInstall: (tracker: TrackerListItem) => void;
    onTakeOff: (tracker: TrackerListItem) => void;
  };
}

/** The company's trackers: searched, filtered, sorted and paged; newest first at first. */
export function TrackersTable(props: TrackersTableProps) {
  const { trackers, state, onStateChange, actions } = props;
  const all = trackers ?? NO_TRACKERS;
  const { q, show } = state;
  const rows = useMemo(() => selectTrackers(all, { q, show }), [all, q, show]);
  const columns = useMemo(
    () => trackerColumns(props.timeZone, props.nowMs),
    [props.timeZone, props.nowMs],
  );

  return (
    <DataTable
      label="Trackers"
      columns={columns}
      data={rows}
      getRowId={getRowId}
      getRowLabel={getRowLabel}
      rowAttributes={rowAttributes}
      sort={state.sort}
      onSortChange={urlSortChange(TRACKER_COLUMNS, onStateChange)}
      paging={{
        page: state.page,
        pageSize: state.size,
        pageSizes: TABLE_PAGE_SIZES,
        onChange: (change) =>
          onStateChange('page' in change ? { page: change.page } : sizeChange(change.pageSize)),
      }}
      selection={{ actions: (selected) => <CopyIdentifiers trackers={selected} /> }}
      rowActions={actions && ((tracker) => <TrackerActions tracker={tracker} {...actions} />)}
      isLoading={props.isLoading}
      failure={
        props.onRetry
          ? { message: 'The trackers could not be loaded.', onRetry: props.onRetry }
          : null
      }
      empty={
        all.length === 0 ? (
          <NoTrackersYet canManage={props.canManage} />
        ) : (
          <NoMatch onClear={() => onStateChange({ q: '', show: DEFAULT_TABLE_STATE.show })} />
        )
      }
      toolbar={
        <>
          <TextInput
            aria-label="Search trackers"
            placeholder="Search identifier or asset"
            leftSection={<IconSearch size={16} />}
            value={state.q}
            onChange={(event) => onStateChange({ q: event.currentTarget.value })}
            w={260}
          />
          <SegmentedControl
            aria-label="Show trackers"
            data={TRACKER_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }))}
            value={state.show}
            onChange={(value) => {
              const show = TRACKER_FILTERS.find((filter) => filter === value);
              if (show) onStateChange({ show });
            }}
          />
        </>
      }
      summary={
        trackers && (
          <Text size="sm" c="dimmed">
            {rows.length === all.length
              ? `${count.format(all.length)} trackers`
              : `${count.format(rows.length)} of ${count.format(all.length)} trackers`}
          </Text>
        )
      }
    />
  );
}

const NO_TRACKERS: readonly TrackerListItem[] = [];

function sizeChange(pageSize: number): Partial<TrackerTableState> {
  const size = tablePageSize(pageSize);
  return size ? { size } : {};
}

function TrackerActions({
  tracker,
  onInstall,
  onTakeOff,
}: { tracker: TrackerListItem } & NonNullable<TrackersTableProps['actions']>) {
  return (
    <>
      <Button size="xs" variant="light" onClick={() => onInstall(tracker)}>
        {tracker.asset ? 'Move…' : 'Install on asset…'}
      </Button>
      {tracker.asset && (
        <Button size="xs" variant="subtle" color="red" onClick={() => onTakeOff(tracker)}>
          Take off
        </Button>
      )}
    </>
  );
}

/** The selection's one action for now: the identifiers, one a line, for a message or a sheet. */
function CopyIdentifiers({ trackers }: { trackers: TrackerListItem[] }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(trackers.map((t) => t.device_serial).join('\n'));
      showSuccessToast(
        trackers.length === 1
          ? `${trackers[0]?.device_serial ?? 'The identifier'} is copied.`
          : `${count.format(trackers.length)} identifiers are copied, one a line.`,
      );
    } catch (error) {
      showErrorToast(error);
    }
  };
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconCopy size={14} />}
      onClick={() => void copy()}
    >
      Copy identifiers
    </Button>
  );
}

function NoTrackersYet({ canManage }: { canManage: boolean }) {
  return (
    <Stack gap={4} align="center">
      <Text fw={600}>No trackers yet</Text>
      <Text size="sm" c="dimmed">
        {canManage
          ? 'Add a tracker by its identifier: the dialog tells you whether the device has reported yet.'
          : 'An admin or manager adds the company’s trackers here.'}
      </Text>
    </Stack>
  );
}

function NoMatch({ onClear }: { onClear: () => void }) {
  return (
    <Stack gap="xs" align="center">
      <Text c="dimmed" size="sm">
        No tracker matches the search and the filter.
      </Text>
      <Button size="xs" variant="default" onClick={onClear}>
        Show all trackers
      </Button>
    </Stack>
  );
}
