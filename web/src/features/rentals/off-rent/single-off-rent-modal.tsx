import { Alert, Loader, Modal, Text } from '@mantine/core';
import { RENTAL_LIST_MESSAGES, type Rental } from '@fleet/domain';
import { useAccess } from '../../../lib/access-provider';
import { useNow } from '../../../lib/hooks/use-now';
import { useOffRentRental } from '../api/off-rent-rental';
import { isOffRentTakenEffect, isOnRent } from './model/off-rent-form';
import { InternalOffRentForm } from './internal-off-rent-form';
import { ProviderOffRentForm } from './provider-off-rent-form';
import { ThirdPartyOffRentForm } from './third-party-off-rent-form';

const MINUTE_MS = 60_000;

/** One rental's off-rent, in the form its vendor type takes (spec 1 §2). */
export function SingleOffRentModal({
  rentalId,
  onClose,
}: {
  rentalId: number;
  onClose: () => void;
}) {
  const query = useOffRentRental(rentalId);
  return (
    <Modal opened onClose={onClose} title={`Off-rent rental ${rentalId}`} size="lg">
      {query.isPending ? (
        <Loader size="sm" aria-label="Loading the rental" />
      ) : query.isError ? (
        <Alert color="red" variant="light">
          {RENTAL_LIST_MESSAGES.singleFailed}
        </Alert>
      ) : (
        <OffRentBody rental={query.data} onDone={onClose} />
      )}
    </Modal>
  );
}

function OffRentBody({ rental, onDone }: { rental: Rental; onDone: () => void }) {
  const { company } = useAccess();
  // Limits such as "today" and "now" move with the clock while the modal is open.
  const nowMs = useNow(MINUTE_MS);
  if (isOffRentTakenEffect(rental, nowMs)) {
    const status = isOnRent(rental) ? 'Off-rent' : rental.rental_status.name;
    return <Text size="sm">This rental is {status}: there is nothing to off-rent.</Text>;
  }
  const props = { rental, timeZone: company.timezone, nowMs, onDone };
  switch (rental.vendor_type) {
    case 'o':
      return <InternalOffRentForm {...props} />;
    case 'tp':
      return <ThirdPartyOffRentForm {...props} />;
    case 'es':
      return <ProviderOffRentForm {...props} />;
  }
}
