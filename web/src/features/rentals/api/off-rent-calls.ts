import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  offRentResult,
  OFF_RENT_NOTE_TYPE,
  rentalNote,
  type BatchOffRentBody,
  type SingleOffRentInput,
} from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfterOffRent } from './off-rent-keys';

/** spec 1 §7 "PATCH fleet/inventory/off-rent/{rental_id}". */
export function offRentRental(rentalId: number, body: SingleOffRentInput) {
  return apiRequest(`/fleet/inventory/off-rent/${rentalId}`, offRentResult, {
    method: 'PATCH',
    body,
  });
}

/** spec 1 §7 "PATCH companies/{companyId}/rentals/batch-off-rent". */
export function batchOffRent(companyId: number, body: BatchOffRentBody) {
  return apiRequest(`/companies/${companyId}/rentals/batch-off-rent`, offRentResult, {
    method: 'PATCH',
    body,
  });
}

/** spec 1 §7 "PATCH companies/{companyId}/rentals/{rental_id}": the internal off-rent. */
export function offRentInternal(companyId: number, rentalId: number, endDate: string) {
  return apiRequest(`/companies/${companyId}/rentals/${rentalId}`, offRentResult, {
    method: 'PATCH',
    body: { rental_status_id: 6, end_date: endDate },
  });
}

/** spec 1 §7 "PATCH /rentals/{id}/cancel-off-rent". */
export function cancelOffRent(rentalId: number) {
  return apiRequest(`/rentals/${rentalId}/cancel-off-rent`, offRentResult, { method: 'PATCH' });
}

/** spec 1 §7 "POST rentals/{id}/notes": saved before the off-rent when notes were entered. */
export function addOffRentNote(rentalId: number, content: string) {
  return apiRequest(`/rentals/${rentalId}/notes`, rentalNote, {
    method: 'POST',
    body: { content, rental_note_type_id: OFF_RENT_NOTE_TYPE },
  });
}

/** Notes first (spec 1 §7), then the off-rent; the modal says what went wrong, not a generic toast. */
export async function withNotes<T>(
  rentalIds: readonly number[],
  notes: string,
  offRent: () => Promise<T>,
): Promise<T> {
  const content = notes.trim();
  if (content) await Promise.all(rentalIds.map((id) => addOffRentNote(id, content)));
  return offRent();
}

/** A write of the off-rent modals: its toasts are the modal's own; caches refresh after. */
export function useOffRentMutation<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    meta: { skipGlobalErrorToast: true },
    // Not awaited: the caller's toast and close run first. Awaiting would refetch the rental
    // (now off-rent) and unmount the form before its own callbacks could run.
    onSettled: () => {
      void invalidateAfterOffRent(queryClient);
    },
  });
}
