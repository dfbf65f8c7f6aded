import { useMemo } from 'react';
import { Button, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { DataTable, type DataTableSelection } from '../data-table/data-table';
import type { DataTableColumn } from '../data-table/data-table-features';
import { urlPaging, urlSortChange } from '../data-table/url-paging';
import type { DeviceKind, InstalledDevice } from './device-kind';
import { DeviceRowActions, type DeviceActions } from './device-row-actions';
import { INSTALL_FILTERS, type DeviceTableState, type InstallFilter } from './device-table-state';

const FILTER_LABELS: Record<InstallFilter, string> = {
  all: 'All',
  installed: 'Installed',
  'not-installed': 'Not installed',
};
const FILTER_OPTIONS = INSTALL_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }));

const count = new Intl.NumberFormat('en-US');

/** What a feature's device table is: its kind, words, columns and order. Keep it at module scope. */
export interface DeviceTableConfig<T extends InstalledDevice, Id extends string> {
  kind: DeviceKind<T>;
  /** Names the table for screen readers (and tests): "Cameras". */
  label: string;
  /** What the search box searches: "Search serial or asset". */
  searchPlaceholder: string;
  /** Under "No cameras yet": how to add one, for those who can; who does, for the others. */
  emptyHint: { canManage: string; readOnly: string };
  columnIds: readonly Id[];
  /** The columns; they read the clock, so they are rebuilt as it moves. */
  columns: (timeZone: string, nowMs: number) => ReadonlyArray<DataTableColumn<T>>;
  /** The rows the search and the filter leave, in the order ties keep. */
  select: (devices: readonly T[], filters: { q: string; show: InstallFilter }) => T[];
  /** The selected rows' buttons; without it rows cannot be selected. */
  selection?: DataTableSelection<T>;
}

export interface DeviceTableProps<T extends InstalledDevice, Id extends string> {
  config: DeviceTableConfig<T, Id>;
  /** Undefined until the first load. */
  devices: readonly T[] | undefined;
  isLoading: boolean;
  /** The load failed: Try again calls it again. */
  onRetry: (() => void) | null;
  state: DeviceTableState<Id>;
  onStateChange: (changes: Partial<DeviceTableState<Id>>) => void;
  timeZone: string;
  nowMs: number;
  /** Without them (read-only users, other levels) the rows have no actions. */
  actions?: DeviceActions<T>;
}

const NO_DEVICES: readonly never[] = [];

/** A company's devices of one kind: searched, filtered by installation, sorted and paged. */
export function DeviceTable<T extends InstalledDevice, Id extends string>(
  props: DeviceTableProps<T, Id>,
) {
  const { config, devices, state, onStateChange, actions, timeZone, nowMs } = props;
  const { kind, select, columns: columnsAt } = config;
  const all: readonly T[] = devices ?? NO_DEVICES;
  const { q, show } = state;
  const rows = useMemo(() => select(all, { q, show }), [select, all, q, show]);
  const columns = useMemo(() => columnsAt(timeZone, nowMs), [columnsAt, timeZone, nowMs]);
  // Kept while the kind is: the table recomputes its selectable rows when `getRowId` changes.
  const rowNaming = useMemo(
    () => ({
      getRowId: (device: T) => String(kind.idOf(device)),
      getRowLabel: kind.serialOf,
      rowAttributes: (device: T) => ({ 'data-serial': kind.serialOf(device) }),
    }),
    [kind],
  );

  return (
    <DataTable<T>
      label={config.label}
      columns={columns}
      data={rows}
      {...rowNaming}
      sort={state.sort}
      onSortChange={urlSortChange(config.columnIds, onStateChange)}
      paging={urlPaging(state, onStateChange)}
      selection={config.selection}
      rowActions={actions && ((device) => <DeviceRowActions device={device} {...actions} />)}
      isLoading={props.isLoading}
      failure={
        props.onRetry
          ? { message: `The ${kind.plural} could not be loaded.`, onRetry: props.onRetry }
          : null
      }
      empty={
        all.length === 0 ? (
          <NoDevicesYet
            plural={kind.plural}
            hint={actions ? config.emptyHint.canManage : config.emptyHint.readOnly}
          />
        ) : (
          <NoMatch kind={kind} onClear={() => onStateChange({ q: '', show: 'all' })} />
        )
      }
      toolbar={
        <>
          <TextInput
            aria-label={`Search ${kind.plural}`}
            placeholder={config.searchPlaceholder}
            leftSection={<IconSearch size={16} />}
            value={state.q}
            onChange={(event) => onStateChange({ q: event.currentTarget.value })}
            w={260}
          />
          <SegmentedControl
            aria-label={`Show ${kind.plural}`}
            data={FILTER_OPTIONS}
            value={state.show}
            onChange={(value) => {
              const next = INSTALL_FILTERS.find((filter) => filter === value);
              if (next) onStateChange({ show: next });
            }}
          />
        </>
      }
      summary={
        devices && (
          <Text size="sm" c="dimmed">
            {rows.length === all.length
              ? `${count.format(all.length)} ${kind.plural}`
              : `${count.format(rows.length)} of ${count.format(all.length)} ${kind.plural}`}
          </Text>
        )
      }
    />
  );
}

function NoDevicesYet({ plural, hint }: { plural: string; hint: string }) {
  return (
    <Stack gap={4} align="center">
      <Text fw={600}>{`No ${plural} yet`}</Text>
      <Text size="sm" c="dimmed">
        {hint}
      </Text>
    </Stack>
  );
}

interface NoMatchProps {
  kind: Pick<DeviceKind<InstalledDevice>, 'noun' | 'plural'>;
  onClear: () => void;
}

function NoMatch({ kind, onClear }: NoMatchProps) {
  return (
    <Stack gap="xs" align="center">
      <Text c="dimmed" size="sm">
        {`No ${kind.noun} matches the search and the filter.`}
      </Text>
      <Button size="xs" variant="default" onClick={onClear}>
        {`Show all ${kind.plural}`}
      </Button>
    </Stack>
  );
}
