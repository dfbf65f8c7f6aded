import { Skeleton, Stack, Text } from '@mantine/core';
import { useRental } from '../../api/get-rental';
import { DAY_FORMAT, formatInTimeZone } from '../../../../lib/company-days';
import { CardSection, Fact } from './card-parts';

/** spec 1 §2 card panel "Rental Details": the rental the asset is out on. */
export function RentalSection({ rentalId, timeZone }: { rentalId: number; timeZone: string }) {
  const rental = useRental(rentalId);
  return (
    <CardSection title="Rental Details">
      {rental.isPending ? (
        <Stack gap={8}>
          <Skeleton h={14} w="60%" />
          <Skeleton h={14} w="50%" />
        </Stack>
      ) : rental.isError ? (
        <Text size="sm" c="dimmed">
          Rental details could not be loaded.
        </Text>
      ) : (
        <Stack gap={6}>
          <Fact label="Rental" value={`#${rental.data.rental_id}`} />
          <Fact label="Status" value={rental.data.rental_status.name} />
          <Fact
            label="Start"
            value={formatInTimeZone(rental.data.start_date, timeZone, DAY_FORMAT)}
          />
          <Fact label="End" value={formatInTimeZone(rental.data.end_date, timeZone, DAY_FORMAT)} />
        </Stack>
      )}
    </CardSection>
  );
}
