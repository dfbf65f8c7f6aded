import { Stack } from '@mantine/core';
import { PanelSection } from '../../../../components/panel-section';
import { useRental } from '../../api/get-rental';
import { DAY_FORMAT, formatInTimeZone } from '../../../../lib/company-days';
import { Fact } from './card-parts';

/** spec 1 §2 card panel "Rental Details": the rental the asset is out on. */
export function RentalSection({ rentalId, timeZone }: { rentalId: number; timeZone: string }) {
  const rental = useRental(rentalId);
  return (
    <PanelSection
      title="Rental Details"
      query={rental}
      errorText="Rental details could not be loaded."
      skeletonLines={4}
    >
      {(data) => (
        <Stack gap={6}>
          <Fact label="Rental" value={`#${data.rental_id}`} />
          <Fact label="Status" value={data.rental_status.name} />
          <Fact label="Start" value={formatInTimeZone(data.start_date, timeZone, DAY_FORMAT)} />
          <Fact label="End" value={formatInTimeZone(data.end_date, timeZone, DAY_FORMAT)} />
        </Stack>
      )}
    </PanelSection>
  );
}
