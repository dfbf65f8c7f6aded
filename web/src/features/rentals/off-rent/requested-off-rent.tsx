import { Alert, Button, Group, Text } from '@mantine/core';
import { formatInTimeZone } from '../../../lib/company-days';
import { cancelOffRent, useOffRentMutation } from '../api/off-rent-calls';
import { showOffRentFailure, showSuccessToast } from './off-rent-toasts';

/** spec 1 §4 "A requested off-rent can be cancelled": shown while one is ahead. */
export function RequestedOffRent({
  rentalId,
  requestedMs,
  timeZone,
}: {
  rentalId: number;
  requestedMs: number;
  timeZone: string;
}) {
  const cancel = useOffRentMutation(() => cancelOffRent(rentalId));
  const when = formatInTimeZone(new Date(requestedMs).toISOString(), timeZone);
  return (
    <Alert color="blue" variant="light" title="Off-rent requested">
      <Group justify="space-between" align="center">
        <Text size="sm">This rental is scheduled to go off-rent on {when}.</Text>
        <Button
          size="xs"
          variant="default"
          loading={cancel.isPending}
          onClick={() =>
            cancel.mutate(undefined, {
              onSuccess: () => showSuccessToast('Requested off-rent cancelled.'),
              onError: (error) =>
                showOffRentFailure(
                  error.message || 'The requested off-rent could not be cancelled.',
                ),
            })
          }
        >
          Cancel requested off-rent
        </Button>
      </Group>
    </Alert>
  );
}
