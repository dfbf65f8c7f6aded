import { ActionIcon, Button, Group, TextInput, Tooltip } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { isDateParam } from '../model/dates';
import { shiftDate } from '../../../lib/company-days';

interface DateStepperProps {
  date: string;
  /** The latest day that can be picked: there is no history of tomorrow. */
  today: string;
  onChange: (date: string) => void;
}

/** Previous day, a date field and next day; never past today. */
export function DateStepper({ date, today, onChange }: DateStepperProps) {
  const isToday = date >= today;
  return (
    <Group gap={6} wrap="nowrap">
      <Tooltip label="Previous day">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Previous day"
          onClick={() => onChange(shiftDate(date, -1))}
        >
          <IconChevronLeft size={18} />
        </ActionIcon>
      </Tooltip>
      <TextInput
        type="date"
        aria-label="Day"
        value={date}
        max={today}
        w={150}
        onChange={(event) => {
          const picked = event.currentTarget.value;
          // A half-typed or cleared date is not a day yet.
          if (isDateParam(picked)) onChange(picked > today ? today : picked);
        }}
      />
      <Tooltip label="Next day" disabled={isToday}>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Next day"
          disabled={isToday}
          onClick={() => onChange(shiftDate(date, 1))}
        >
          <IconChevronRight size={18} />
        </ActionIcon>
      </Tooltip>
      <Button variant="default" onClick={() => onChange(today)} disabled={isToday}>
        Today
      </Button>
    </Group>
  );
}
