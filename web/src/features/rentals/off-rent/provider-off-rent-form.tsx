import { useState } from 'react';
import { NumberInput, Stack } from '@mantine/core';
import { OFF_RENT_MESSAGES, type Rental, type SingleOffRentInput } from '@fleet/domain';
import { DialogActions } from '../../../components/dialogs/dialog-actions';
import { offRentRental, useOffRentMutation, withNotes } from '../api/off-rent-calls';
import {
  isBulkRental,
  isQuantityEntryValid,
  isTimingComplete,
  NOW_TIMING,
  pendingOffRentMs,
  showsQuantity,
  type OffRentTiming,
} from './model/off-rent-form';
import { OffRentNotes } from './off-rent-notes';
import { showOffRentFailure, showSuccessToast } from './off-rent-toasts';
import { RequestedOffRent } from './requested-off-rent';
import { ScheduleFields } from './schedule-fields';

interface FormProps {
  rental: Rental;
  timeZone: string;
  nowMs: number;
  onDone: () => void;
}

/** spec 1 §2 the 'es' off-rent (the provider's own rentals): now or on a schedule. */
export function ProviderOffRentForm({ rental, timeZone, nowMs, onDone }: FormProps) {
  const [timing, setTiming] = useState<OffRentTiming>(NOW_TIMING);
  const [quantity, setQuantity] = useState<number | string>(rental.quantity);
  const [notes, setNotes] = useState('');
  const withQuantity = showsQuantity(rental);
  const isBulk = isBulkRental(rental);
  const requested = pendingOffRentMs(rental, nowMs);
  const scheduled = timing.when === 'schedule';

  const offRent = useOffRentMutation((body: SingleOffRentInput) =>
    withNotes([rental.rental_id], notes, () => offRentRental(rental.rental_id, body)),
  );
  const canSubmit =
    isTimingComplete(timing) && (!withQuantity || isQuantityEntryValid(quantity, rental.quantity));

  const submit = () => {
    const body: SingleOffRentInput =
      scheduled && timing.stepMs !== null
        ? { off_rent_date_requested: String(timing.stepMs) }
        : { rental_status_id: 6 };
    if (withQuantity && typeof quantity === 'number') body.quantity = quantity;
    offRent.mutate(body, {
      onSuccess: () => {
        showSuccessToast(
          scheduled ? OFF_RENT_MESSAGES.scheduleSuccess : OFF_RENT_MESSAGES.offRentSuccess,
        );
        onDone();
      },
      onError: () =>
        showOffRentFailure(
          scheduled ? OFF_RENT_MESSAGES.scheduleFailed : OFF_RENT_MESSAGES.offRentFailed,
        ),
    });
  };

  return (
    <Stack gap="md">
      {requested !== null && (
        <RequestedOffRent rentalId={rental.rental_id} requestedMs={requested} timeZone={timeZone} />
      )}
      <ScheduleFields
        timing={timing}
        onChange={setTiming}
        scheduleBlockedBy={isBulk ? OFF_RENT_MESSAGES.bulkCannotSchedule : null}
        timeZone={timeZone}
        nowMs={nowMs}
      />
      {withQuantity && (
        <NumberInput
          label="Quantity to off-rent"
          description={`${rental.quantity} on rent`}
          min={1}
          max={rental.quantity}
          step={1}
          allowDecimal={false}
          value={quantity}
          onChange={setQuantity}
          error={isQuantityEntryValid(quantity, rental.quantity) ? null : `1 to ${rental.quantity}`}
        />
      )}
      <OffRentNotes value={notes} onChange={setNotes} />
      <DialogActions
        failure={null}
        onCancel={onDone}
        confirmLabel={scheduled ? 'Schedule off-rent' : 'Off-rent'}
        isPending={offRent.isPending}
        onConfirm={submit}
        confirmDisabled={!canSubmit}
      />
    </Stack>
  );
}
