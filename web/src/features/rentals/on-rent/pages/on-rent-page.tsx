import { useMemo, useState } from 'react';
import { Alert, Center, Loader } from '@mantine/core';
import { useParams } from 'react-router';
import { JOBSITE_MESSAGES, ON_RENT_MESSAGES } from '@fleet/domain';
import { useAccess } from '../../../../lib/access-provider';
import { useOnRentAsset } from '../../api/on-rent-asset';
import { usePickerUsers } from '../../../../lib/company-users';
import { useJobs } from '../../api/on-rent-jobs';
import { useLocations } from '../../api/jobsite-locations';
import { useOrder } from '../../api/on-rent-order';
import { useEditableRental } from '../../api/on-rent-rental';
import { OnRentForm } from '../components/on-rent-form';
import { editRentalValues, newRentalValues } from '../model/on-rent-form';

const idParam = (value: string | undefined): number | null =>
  value && /^\d+$/.test(value) ? Number(value) : null;

/**
 * /inventory/on-rent-form/{assetId} and /inventory/on-rent-form/{rentalId}/edit (spec 1 §2):
 * loads the asset (through the rental when editing), the contacts, jobs and locations, then
 * shows the form with its first values.
 */
export function OnRentPage({ isEdit = false }: { isEdit?: boolean }) {
  const params = useParams();
  const { session, company } = useAccess();
  const rentalId = isEdit ? idParam(params.rentalId) : null;
  const rental = useEditableRental(rentalId);
  const order = useOrder(rental.data?.order_id ?? null);
  const assetId = isEdit ? (rental.data?.equipment_id ?? null) : idParam(params.assetId);
  const asset = useOnRentAsset(assetId);
  const contacts = usePickerUsers(session.companyId);
  const jobs = useJobs();
  const locations = useLocations(session.companyId);
  const timeZone = company.timezone;
  // spec 1 §2: a new rental's dates start from when the form was opened.
  const [openedAt] = useState(() => Date.now());

  const orderReady = !isEdit || rental.data?.order_id === null || order.isSuccess || order.isError;
  const initialValues = useMemo(() => {
    if (!isEdit) return newRentalValues(openedAt, timeZone);
    return rental.data && orderReady
      ? editRentalValues(rental.data, order.data ?? null, timeZone)
      : null;
  }, [isEdit, rental.data, order.data, orderReady, timeZone, openedAt]);

  const failure = rental.isError
    ? ON_RENT_MESSAGES.rentalFetchFailed
    : asset.isError
      ? 'Asset not found.'
      : null;
  if (failure) {
    return (
      <Alert color="red" m="md">
        {failure}
      </Alert>
    );
  }
  // The selects show a prefilled choice only if their options are there when they mount.
  if (!asset.data || !contacts.data || !initialValues || jobs.isPending || locations.isPending) {
    return (
      <Center p="xl">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  return (
    <div style={{ padding: 'var(--mantine-spacing-md)' }}>
      {jobs.isError && (
        <Alert color="red" mb="md">
          {ON_RENT_MESSAGES.jobsFetchFailed}
        </Alert>
      )}
      {order.isError && (
        <Alert color="red" mb="md">
          {ON_RENT_MESSAGES.orderFetchFailed}
        </Alert>
      )}
      {locations.isError && (
        <Alert color="red" mb="md">
          {JOBSITE_MESSAGES.locationsFetchFailed}
        </Alert>
      )}
      <OnRentForm
        asset={asset.data}
        editing={
          isEdit && rentalId !== null
            ? { rentalId, orderId: rental.data?.order_id ?? null }
            : undefined
        }
        initialValues={initialValues}
        contacts={contacts.data}
        jobs={jobs.data ?? []}
        locations={locations.data}
        locationsLoading={locations.isPending}
        timeZone={timeZone}
      />
    </div>
  );
}

export function EditRentalPage() {
  return <OnRentPage isEdit />;
}
