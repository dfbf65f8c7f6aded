import { internalOffRentLimits, OFF_RENT_MESSAGES, type Rental } from '@fleet/domain';
import { useAccess } from '../../../lib/access-provider';
import { offRentInternal, useOffRentMutation, withNotes } from '../api/off-rent-calls';
import { DateOffRentForm } from './date-off-rent-form';
import { showOffRentFailure, showSuccessToast } from './off-rent-toasts';

interface FormProps {
  rental: Rental;
  timeZone: string;
  nowMs: number;
  onDone: () => void;
}

/** spec 1 §2 the 'o' off-rent (internal): ends on a day from the day after start to today. */
export function InternalOffRentForm({ rental, timeZone, nowMs, onDone }: FormProps) {
  const { company } = useAccess();
  const limits = internalOffRentLimits(
    Date.parse(rental.rental_period_start_timestamp),
    nowMs,
    timeZone,
  );
  const offRent = useOffRentMutation(({ endDate, notes }: { endDate: string; notes: string }) =>
    withNotes([rental.rental_id], notes, () =>
      offRentInternal(company.company_id, rental.rental_id, endDate),
    ),
  );
  return (
    <DateOffRentForm
      limits={limits}
      isPending={offRent.isPending}
      onCancel={onDone}
      onSubmit={(endDate, notes) =>
        offRent.mutate(
          { endDate, notes },
          {
            onSuccess: () => {
              showSuccessToast(OFF_RENT_MESSAGES.offRentSuccess);
              onDone();
            },
            onError: () => showOffRentFailure(OFF_RENT_MESSAGES.offRentFailed),
          },
        )
      }
    />
  );
}
