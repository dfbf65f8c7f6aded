import { useEffect } from 'react';
import { Alert, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { OFF_RENT_MESSAGES, thirdPartyOffRentLimits, type Rental } from '@fleet/domain';
import { useOffRentMutation, withNotes } from '../api/off-rent-calls';
import {
  offRentThirdPartyRental,
  useThirdPartyRental,
  useThirdPartyVendors,
} from '../api/third-party-rental';
import { DateOffRentForm } from './date-off-rent-form';
import { showOffRentFailure, showSuccessToast } from './off-rent-toasts';

interface FormProps {
  rental: Rental;
  timeZone: string;
  nowMs: number;
  onDone: () => void;
}

/**
 * spec 1 §2 the 'tp' off-rent: the machine came from another vendor, and setting it off-rent
 * here takes no action with that vendor (spec 1 §8), so the modal says so before anything else.
 */
export function ThirdPartyOffRentForm({ rental, timeZone, nowMs, onDone }: FormProps) {
  const tpId = rental.third_party_rental_id;
  const tp = useThirdPartyRental(tpId);
  const vendors = useThirdPartyVendors();
  useEffect(() => {
    if (vendors.isError) showOffRentFailure(OFF_RENT_MESSAGES.vendorsFailed);
  }, [vendors.isError]);
  const offRent = useOffRentMutation(
    ({ id, endDate, notes }: { id: number; endDate: string; notes: string }) =>
      withNotes([rental.rental_id], notes, () => offRentThirdPartyRental(id, endDate)),
  );

  if (tpId === null) return <Text size="sm">This rental has no third-party rental to update.</Text>;
  if (tp.isPending) return <Loader size="sm" />;
  if (tp.isError) return <Text size="sm">{OFF_RENT_MESSAGES.thirdPartyFailed}</Text>;

  const vendorName =
    vendors.data?.data.find((v) => v.entity_id === tp.data.vendor_id)?.name ?? rental.vendor;
  const limits = thirdPartyOffRentLimits(
    {
      startMs: Date.parse(tp.data.start_date),
      endMs: tp.data.end_date === null ? null : Date.parse(tp.data.end_date),
    },
    nowMs,
    timeZone,
  );
  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />}>
        {OFF_RENT_MESSAGES.thirdPartyWarning}
        {vendorName ? ` Vendor: ${vendorName}.` : ''}
      </Alert>
      <Text size="sm">{tp.data.third_party_asset.custom_name}</Text>
      <DateOffRentForm
        limits={limits}
        isPending={offRent.isPending}
        onCancel={onDone}
        onSubmit={(endDate, notes) =>
          offRent.mutate(
            { id: tpId, endDate, notes },
            {
              onSuccess: () => {
                showSuccessToast(OFF_RENT_MESSAGES.thirdPartySuccess);
                onDone();
              },
              onError: () => showOffRentFailure(OFF_RENT_MESSAGES.thirdPartyFailed),
            },
          )
        }
      />
    </Stack>
  );
}
