import { Modal, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useAccess } from '../../../lib/access-provider';
import { OFF_RENT_PARAM, offRentIds } from '../../../lib/rental-links';
import { BatchOffRentModal } from './batch-off-rent-modal';
import { SingleOffRentModal } from './single-off-rent-modal';

/**
 * The one off-rent modal of the app, mounted in the layout: any page opens it by setting the
 * `offRent` query parameter (lib/rental-links.ts); closing it removes the parameter.
 */
export function OffRentHost() {
  const [params, setParams] = useSearchParams();
  const { ctx } = useAccess();
  const ids = offRentIds(params);
  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(OFF_RENT_PARAM);
        return next;
      },
      { replace: true },
    );

  const [first] = ids;
  if (first === undefined) return null;
  if (ids.length === 1) return <SingleOffRentModal key={first} rentalId={first} onClose={close} />;
  if (!ctx.flags['batch-off-rent']) {
    return (
      <Modal opened onClose={close} title="Off-rent">
        <Text size="sm">
          Off-renting several rentals at once is not turned on for your company.
        </Text>
      </Modal>
    );
  }
  return <BatchOffRentModal key={ids.join(',')} rentalIds={ids} onClose={close} />;
}
