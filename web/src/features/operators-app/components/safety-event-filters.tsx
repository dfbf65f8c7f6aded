import { Button, Group, Select, TextInput } from '@mantine/core';
import { SAFETY_EVENT_TYPE_IDS, operatorName, type DriverRoster } from '@fleet/domain';
import {
  EVENT_PRESETS,
  type CoachedFilter,
  type EventWindow,
  type SafetyEventFilters,
} from '../model/safety-event-filters';
import { safetyEventLabel } from '../model/safety-event-text';

type Driver = DriverRoster['drivers'][number];

const TYPE_OPTIONS = [
  { value: 'all', label: 'All events' },
  ...SAFETY_EVENT_TYPE_IDS.map((id) => ({ value: String(id), label: safetyEventLabel(id) })),
];
const COACHED_OPTIONS: { value: CoachedFilter; label: string }[] = [
  { value: 'all', label: 'Coached or not' },
  { value: 'no', label: 'Not coached' },
  { value: 'yes', label: 'Coached' },
];
const isCoachedFilter = (value: string | null): value is CoachedFilter =>
  COACHED_OPTIONS.some((option) => option.value === value);

/** The window (a preset or two dates), the type, the driver and coached or not. */
export function SafetyEventFilterBar(props: {
  filters: SafetyEventFilters;
  window: EventWindow;
  today: string;
  drivers: readonly Driver[];
  onChange: (changes: Partial<SafetyEventFilters>) => void;
}) {
  const { filters, window, onChange } = props;
  const driverOptions = [
    { value: 'all', label: 'All drivers' },
    ...props.drivers.map((d) => ({
      value: String(d.operator.operator_id),
      label: operatorName(d.operator),
    })),
  ];
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Button.Group>
        {EVENT_PRESETS.map((days) => (
          <Button
            key={days}
            variant={window.preset === days ? 'filled' : 'default'}
            aria-pressed={window.preset === days}
            onClick={() => onChange({ days, from: '', to: '' })}
          >
            Last {days} days
          </Button>
        ))}
      </Button.Group>
      <TextInput
        type="date"
        label="From"
        value={window.from}
        max={props.today}
        w={150}
        // A date chosen by hand keeps the other end of the window as it stands.
        onChange={(e) =>
          e.currentTarget.value && onChange({ from: e.currentTarget.value, to: window.to })
        }
      />
      <TextInput
        type="date"
        label="To"
        value={window.to}
        max={props.today}
        w={150}
        onChange={(e) =>
          e.currentTarget.value && onChange({ from: window.from, to: e.currentTarget.value })
        }
      />
      <Select
        label="Event"
        data={TYPE_OPTIONS}
        value={filters.type}
        allowDeselect={false}
        w={150}
        onChange={(type) => type && onChange({ type })}
      />
      <Select
        label="Driver"
        data={driverOptions}
        value={filters.driver}
        allowDeselect={false}
        searchable
        nothingFoundMessage="No driver by that name"
        w={190}
        onChange={(driver) => driver && onChange({ driver })}
      />
      <Select
        label="Coaching"
        data={COACHED_OPTIONS}
        value={filters.coached}
        allowDeselect={false}
        w={160}
        onChange={(coached) => isCoachedFilter(coached) && onChange({ coached })}
      />
    </Group>
  );
}
