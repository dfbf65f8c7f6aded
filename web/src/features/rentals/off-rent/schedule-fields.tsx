import { Group, SegmentedControl, Select, Stack, TextInput, Tooltip } from '@mantine/core';
import { offRentTimeSteps } from '@fleet/domain';
import { formatInTimeZone, todayIn } from '../../../lib/company-days';
import type { OffRentTiming, OffRentWhen } from './model/off-rent-form';

interface ScheduleFieldsProps {
  timing: OffRentTiming;
  onChange: (timing: OffRentTiming) => void;
  /** Why Schedule cannot be chosen (a bulk rental is selected); null when it can. */
  scheduleBlockedBy: string | null;
  timeZone: string;
  nowMs: number;
}

/**
 * spec 1 §5 "Scheduled date: required, min now; if today, time limited to now through end of
 * day; 15-minute steps". Days and times are the company's.
 */
export function ScheduleFields({
  timing,
  onChange,
  scheduleBlockedBy,
  timeZone,
  nowMs,
}: ScheduleFieldsProps) {
  const today = todayIn(timeZone, nowMs);
  const steps = timing.date ? offRentTimeSteps(timing.date, nowMs, timeZone) : [];
  const control = (
    <SegmentedControl
      aria-label="When"
      value={timing.when}
      onChange={(value) => onChange({ ...timing, when: value as OffRentWhen })}
      data={[
        { label: 'Now', value: 'now' },
        { label: 'Schedule', value: 'schedule', disabled: scheduleBlockedBy !== null },
      ]}
    />
  );
  return (
    <Stack gap="xs">
      {scheduleBlockedBy ? (
        <Tooltip label={scheduleBlockedBy} withArrow>
          <div style={{ alignSelf: 'flex-start' }} data-testid="schedule-blocked">
            {control}
          </div>
        </Tooltip>
      ) : (
        <div style={{ alignSelf: 'flex-start' }}>{control}</div>
      )}
      {timing.when === 'schedule' && (
        <Group grow align="flex-start">
          <TextInput
            type="date"
            label="Off-rent date"
            required
            min={today}
            value={timing.date}
            onChange={(event) =>
              onChange({ ...timing, date: event.currentTarget.value, stepMs: null })
            }
          />
          <Select
            label="Time"
            required
            placeholder={timing.date ? 'Pick a time' : 'Pick a date first'}
            disabled={steps.length === 0}
            data={steps.map((ms) => ({
              value: String(ms),
              label: formatInTimeZone(new Date(ms).toISOString(), timeZone, 'h:mm A') ?? '',
            }))}
            value={timing.stepMs === null ? null : String(timing.stepMs)}
            onChange={(value) => onChange({ ...timing, stepMs: value ? Number(value) : null })}
            searchable
          />
        </Group>
      )}
    </Stack>
  );
}
