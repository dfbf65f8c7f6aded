import { useState } from 'react';
import { Modal, Select, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { RentalListItem } from '@fleet/domain';
import { DialogActions } from '../../../components/dialogs/dialog-actions';
import { describeServerError } from '../../../lib/forms/server-errors';
import { showSuccessToast } from '../../../lib/toasts';
import { useBillableRentals } from '../api/billing-choices';
import { useInvoiceFromRental } from '../api/invoices';

interface FromRentalModalProps {
  opened: boolean;
  onClose: () => void;
  companyId: number;
  /** A rental to start with (a link from the rental's card names one). */
  initialRentalId?: number | null;
}

const rentalLabel = (rental: RentalListItem) =>
  [
    `Rental ${rental.rental_id}`,
    rental.asset?.custom_name,
    rental.jobsite?.nickname,
    rental.rental_status.name,
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * 'Create invoice from rental': pick a rental that went out; the server builds a draft of its
 * charges over its billing cycles and the editor opens on it.
 */
export function FromRentalModal({
  opened,
  onClose,
  companyId,
  initialRentalId,
}: FromRentalModalProps) {
  const rentals = useBillableRentals(companyId, opened);
  const create = useInvoiceFromRental();
  const navigate = useNavigate();
  const [rentalId, setRentalId] = useState<string | null>(
    initialRentalId ? String(initialRentalId) : null,
  );
  const close = () => {
    create.reset();
    onClose();
  };
  const submit = () => {
    if (!rentalId) return;
    create.mutate(Number(rentalId), {
      onSuccess: (invoice) => {
        showSuccessToast(`Draft ${invoice.invoice_id} built from rental ${rentalId}.`);
        onClose();
        void navigate(`/billing/invoices/${invoice.invoice_id}`);
      },
    });
  };
  const options = (rentals.data ?? []).map((rental) => ({
    value: String(rental.rental_id),
    label: rentalLabel(rental),
  }));

  return (
    <Modal opened={opened} onClose={close} title="Create invoice from rental" size="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          The draft bills the rental&apos;s charges so far, one 28-day billing cycle at a time, from
          its daily, weekly and monthly rates. You can edit it before issuing it.
        </Text>
        <Select
          label="Rental"
          placeholder={rentals.isPending ? 'Loading rentals…' : 'Search rentals'}
          data={options}
          value={rentalId}
          onChange={setRentalId}
          searchable
          nothingFoundMessage="No rental on or off rent matches"
          error={rentals.isError ? 'The rentals could not be loaded.' : undefined}
          comboboxProps={{ withinPortal: true, zIndex: 400 }}
        />
        <DialogActions
          failure={create.error ? describeServerError(create.error, () => false).message : null}
          onCancel={close}
          confirmLabel="Create draft"
          isPending={create.isPending}
          onConfirm={submit}
          confirmDisabled={!rentalId}
        />
      </Stack>
    </Modal>
  );
}
