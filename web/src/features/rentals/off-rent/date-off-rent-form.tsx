import { useState } from 'react';
import { Stack, Text, TextInput } from '@mantine/core';
import { isDateWithin, type DateLimits } from '@fleet/domain';
import { DialogActions } from '../../../components/dialogs/dialog-actions';
import { OffRentNotes } from './off-rent-notes';

interface DateOffRentFormProps {
  limits: DateLimits;
  isPending: boolean;
  onSubmit: (endDate: string, notes: string) => void;
  onCancel: () => void;
  label?: string;
}

/**
 * The off-rents that end on a day (internal and third-party, spec 1 §5): a company date inside
 * the limits, today by default, and notes.
 */
export function DateOffRentForm({
  limits,
  isPending,
  onSubmit,
  onCancel,
  label = 'Off-rent date',
}: DateOffRentFormProps) {
  const [endDate, setEndDate] = useState(limits.maxDate);
  const [notes, setNotes] = useState('');
  const isEmpty = limits.minDate > limits.maxDate;
  const isValid = !isEmpty && isDateWithin(endDate, limits);
  return (
    <Stack gap="md">
      {isEmpty ? (
        <Text size="sm" c="dimmed">
          This rental started today: it can be set off-rent from {limits.minDate}.
        </Text>
      ) : (
        <TextInput
          type="date"
          label={label}
          required
          min={limits.minDate}
          max={limits.maxDate}
          value={endDate}
          onChange={(event) => setEndDate(event.currentTarget.value)}
          error={
            endDate && !isValid ? `Pick a date from ${limits.minDate} to ${limits.maxDate}` : null
          }
        />
      )}
      <OffRentNotes value={notes} onChange={setNotes} />
      <DialogActions
        failure={null}
        onCancel={onCancel}
        confirmLabel="Off-rent"
        isPending={isPending}
        onConfirm={() => onSubmit(endDate, notes)}
        confirmDisabled={!isValid}
      />
    </Stack>
  );
}
