import { useState } from 'react';
import { Alert, Loader, Modal, Stack } from '@mantine/core';
import {
  OFF_RENT_MESSAGES,
  RENTAL_LIST_MESSAGES,
  type BatchOffRentBody,
  type Rental,
} from '@fleet/domain';
import { DialogActions } from '../../../components/dialogs/dialog-actions';
import { useAccess } from '../../../lib/access-provider';
import { useNow } from '../../../lib/hooks/use-now';
import { batchOffRent, useOffRentMutation, withNotes } from '../api/off-rent-calls';
import { useOffRentRentals } from '../api/off-rent-rental';
import { BatchOffRentRows } from './batch-off-rent-rows';
import {
  isBulkRental,
  isOnRent,
  isQuantityEntryValid,
  isTimingComplete,
  NOW_TIMING,
  showsQuantity,
  type OffRentTiming,
} from './model/off-rent-form';
import { OffRentNotes } from './off-rent-notes';
import { serverMessageOr, showOffRentFailure, showSuccessToast } from './off-rent-toasts';
import { ScheduleFields } from './schedule-fields';

const MINUTE_MS = 60_000;

/** spec 1 §2 the batch off-rent modal (behind the 'batch-off-rent' flag). */
export function BatchOffRentModal({
  rentalIds,
  onClose,
}: {
  rentalIds: number[];
  onClose: () => void;
}) {
  const queries = useOffRentRentals(rentalIds);
  const isPending = queries.some((q) => q.isPending);
  const failed = queries.some((q) => q.isError);
  const rentals = queries.flatMap((q) => (q.data && isOnRent(q.data) ? [q.data] : []));
  return (
    <Modal opened onClose={onClose} title="Off-rent rentals" size={960}>
      {isPending ? (
        <Loader size="sm" aria-label="Loading the rentals" />
      ) : (
        <Stack gap="md">
          {failed && (
            <Alert color="red" variant="light">
              {RENTAL_LIST_MESSAGES.singleFailed}
            </Alert>
          )}
          <BatchForm rentals={rentals} onDone={onClose} />
        </Stack>
      )}
    </Modal>
  );
}

function BatchForm({ rentals, onDone }: { rentals: Rental[]; onDone: () => void }) {
  const { ctx, company } = useAccess();
  const nowMs = useNow(MINUTE_MS);
  const [selected, setSelected] = useState<Set<number>>(
    () => new Set(rentals.map((r) => r.rental_id)),
  );
  const [quantities, setQuantities] = useState<Record<number, number | string>>({});
  const [timing, setTiming] = useState<OffRentTiming>(NOW_TIMING);
  const [notes, setNotes] = useState('');
  const scheduled = timing.when === 'schedule';
  const chosen = rentals.filter((r) => selected.has(r.rental_id));
  // spec 1 §4: Schedule is off while a bulk rental is selected; bulk rows are off while scheduling.
  const hasBulk = chosen.some(isBulkRental);
  const isRowDisabled = (rental: Rental) => scheduled && isBulkRental(rental);
  const quantityOf = (r: Rental) => quantities[r.rental_id] ?? r.quantity;
  const canSubmit =
    chosen.length > 0 &&
    isTimingComplete(timing) &&
    chosen.every((r) => !showsQuantity(r) || isQuantityEntryValid(quantityOf(r), r.quantity));

  const offRent = useOffRentMutation((body: BatchOffRentBody) =>
    withNotes(
      body.items.map((item) => item.rental_id),
      notes,
      () => batchOffRent(company.company_id, body),
    ),
  );
  const submit = () => {
    const items = chosen.map((r) => {
      const quantity = quantityOf(r);
      return {
        rental_id: r.rental_id,
        ...(showsQuantity(r) && typeof quantity === 'number' ? { quantity } : {}),
        ...(scheduled && timing.stepMs !== null
          ? { off_rent_date_requested: timing.stepMs }
          : { rental_status_id: 6 as const }),
      };
    });
    offRent.mutate(
      { items },
      {
        onSuccess: () => {
          showSuccessToast(
            scheduled ? OFF_RENT_MESSAGES.scheduleSuccess : OFF_RENT_MESSAGES.offRentSuccess,
          );
          onDone();
        },
        onError: (error) =>
          showOffRentFailure(
            serverMessageOr(
              error,
              scheduled ? OFF_RENT_MESSAGES.scheduleFailed : OFF_RENT_MESSAGES.offRentFailed,
            ),
          ),
      },
    );
  };

  return (
    <Stack gap="md">
      <BatchOffRentRows
        rentals={rentals}
        selected={selected}
        onToggle={(id, on) =>
          setSelected((current) => {
            const next = new Set(current);
            if (on) next.add(id);
            else next.delete(id);
            return next;
          })
        }
        onToggleAll={(on) =>
          setSelected(
            new Set(on ? rentals.filter((r) => !isRowDisabled(r)).map((r) => r.rental_id) : []),
          )
        }
        quantities={quantities}
        onQuantity={(id, value) => setQuantities((current) => ({ ...current, [id]: value }))}
        isRowDisabled={isRowDisabled}
        showCycles={ctx.flags['batch-off-rent-ux']}
        timeZone={company.timezone}
        nowMs={nowMs}
      />
      <ScheduleFields
        timing={timing}
        onChange={setTiming}
        scheduleBlockedBy={hasBulk ? OFF_RENT_MESSAGES.bulkCannotSchedule : null}
        timeZone={company.timezone}
        nowMs={nowMs}
      />
      <OffRentNotes value={notes} onChange={setNotes} />
      <DialogActions
        failure={null}
        onCancel={onDone}
        confirmLabel={scheduled ? 'Schedule off-rent' : `Off-rent ${chosen.length}`}
        isPending={offRent.isPending}
        onConfirm={submit}
        confirmDisabled={!canSubmit}
      />
    </Stack>
  );
}
