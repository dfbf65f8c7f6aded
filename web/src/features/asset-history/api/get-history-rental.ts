import { rental } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';

/** What the history page shows of a rental: which asset, its status and period. */
export const historyRental = rental.pick({
  rental_id: true,
  equipment_id: true,
  rental_status: true,
  start_date: true,
  end_date: true,
});
export type HistoryRental = ReturnType<typeof historyRental.parse>;

const HISTORY_RENTAL_X_FIELDS = 'rental_id,equipment_id,rental_status,start_date,end_date';

export function getHistoryRental(
  rentalId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<HistoryRental> {
  return apiRequest(`/rentals/${rentalId}`, historyRental, {
    signal,
    headers: { 'X-Fields': HISTORY_RENTAL_X_FIELDS },
  });
}
