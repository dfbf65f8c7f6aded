import {
  Anchor,
  Button,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Select,
  Table,
  Text,
  TextInput,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TrackerListItem } from '@fleet/domain';
import { formatCheckin, formatDay, formatDayTime } from '../model/format';
import {
  PAGE_SIZES,
  TRACKER_FILTERS,
  selectTrackerPage,
  type TrackerFilter,
  type TrackerTableState,
} from '../model/tracker-table';

const FILTER_LABELS: Record<TrackerFilter, string> = {
  all: 'All',
  installed: 'Installed',
  'not-installed': 'Not installed',
};

const count = new Intl.NumberFormat('en-US');

interface TrackersTableProps {
  trackers: readonly TrackerListItem[];
  state: TrackerTableState;
  onStateChange: (changes: Partial<TrackerTableState>) => void;
  timeZone: string;
  nowMs: number;
  /** Without it (read-only users, other levels) the rows have no actions. */
  actions?: {
    onInstall: (tracker: TrackerListItem) => void;
    onTakeOff: (tracker: TrackerListItem) => void;
  };
}

/** The company's trackers: searched, filtered and paged, newest first. */
export function TrackersTable(props: TrackersTableProps) {
  const { trackers, state, onStateChange, actions } = props;
  const { rows, matching, page, pageCount } = selectTrackerPage(trackers, state);

  return (
    <Paper withBorder radius="md">
      <Group justify="space-between" p="md" gap="sm">
        <Group gap="sm">
          <TextInput
            aria-label="Search trackers"
            placeholder="Search identifier or asset"
            leftSection={<IconSearch size={16} />}
            value={state.search}
            onChange={(event) => onStateChange({ search: event.currentTarget.value, page: 1 })}
            w={260}
          />
          <SegmentedControl
            aria-label="Show trackers"
            data={TRACKER_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }))}
            value={state.filter}
            onChange={(value) => {
              const filter = TRACKER_FILTERS.find((f) => f === value);
              if (filter) onStateChange({ filter, page: 1 });
            }}
          />
        </Group>
        <Text size="sm" c="dimmed">
          {matching === trackers.length
            ? `${count.format(trackers.length)} trackers`
            : `${count.format(matching)} of ${count.format(trackers.length)} trackers`}
        </Text>
      </Group>

      {rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" px="md">
          No tracker matches. Clear the search or show all trackers.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover aria-label="Trackers">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Identifier</Table.Th>
                <Table.Th>Installed on</Table.Th>
                <Table.Th>Last check-in</Table.Th>
                <Table.Th>Registered</Table.Th>
                {actions && (
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((tracker) => (
                <TrackerRow key={tracker.tracker_id} tracker={tracker} {...props} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      <Group justify="space-between" p="md" gap="sm">
        <Pagination
          total={pageCount}
          value={page}
          onChange={(next) => onStateChange({ page: next })}
          size="sm"
          aria-label="Pages"
        />
        <Select
          aria-label="Rows per page"
          data={PAGE_SIZES.map((size) => ({ value: String(size), label: `${size} per page` }))}
          value={String(state.pageSize)}
          onChange={(value) => {
            const pageSize = PAGE_SIZES.find((size) => String(size) === value);
            if (pageSize) onStateChange({ pageSize, page: 1 });
          }}
          allowDeselect={false}
          w={140}
          size="xs"
        />
      </Group>
    </Paper>
  );
}

function TrackerRow({
  tracker,
  timeZone,
  nowMs,
  actions,
}: TrackersTableProps & { tracker: TrackerListItem }) {
  const checkin = tracker.last_checkin_timestamp;
  return (
    <Table.Tr data-serial={tracker.device_serial}>
      <Table.Td ff="monospace" fw={500}>
        {tracker.device_serial}
      </Table.Td>
      <Table.Td>
        {tracker.asset ? (
          <Anchor component={Link} to={`/assets/all/asset/${tracker.asset.asset_id}`} fz="sm">
            {tracker.asset.custom_name}
          </Anchor>
        ) : (
          <Text span c="dimmed" fz="sm">
            Not installed
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {checkin ? (
          <Tooltip label={formatDayTime(checkin, timeZone)} withArrow>
            <Text span fz="sm">
              {formatCheckin(checkin, nowMs, timeZone)}
            </Text>
          </Tooltip>
        ) : (
          <Text span c="dimmed" fz="sm">
            Never
          </Text>
        )}
      </Table.Td>
      <Table.Td>{formatDay(tracker.created_at, timeZone)}</Table.Td>
      {actions && (
        <Table.Td>
          <Group gap="xs" justify="flex-end" wrap="nowrap">
            <Button size="xs" variant="light" onClick={() => actions.onInstall(tracker)}>
              {tracker.asset ? 'Move…' : 'Install on asset…'}
            </Button>
            {tracker.asset && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                onClick={() => actions.onTakeOff(tracker)}
              >
                Take off
              </Button>
            )}
          </Group>
        </Table.Td>
      )}
    </Table.Tr>
  );
}
