import { Stack, Text } from '@mantine/core';
import { RENTAL_TYPE_NAMES } from '@fleet/domain';
import { PanelSection } from '../../../../components/panel-section';
import { useRental, type CardRental } from '../../api/get-rental';
import { DAY_FORMAT, formatInTimeZone } from '../../../../lib/company-days';
import { Fact } from './card-parts';
import { RentalChargesSection } from './rental-charges';

const money = (value: number | null) =>
  value === null
    ? null
    : new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value);

/**
 * spec 1 §2 card panel "Rental Details": the rental the card shows. With `full` (the rental
 * card's overview) also its order contact, jobsite, rates, parts, charges and billing cycle.
 */
export function RentalSection({
  rentalId,
  timeZone,
  nowMs,
  full = false,
}: {
  rentalId: number;
  timeZone: string;
  nowMs: number;
  full?: boolean;
}) {
  const rental = useRental(rentalId);
  const day = (iso: string | null) => formatInTimeZone(iso, timeZone, DAY_FORMAT);
  return (
    <>
      <PanelSection
        title="Rental Details"
        query={rental}
        errorText="Rental details could not be loaded."
        skeletonLines={4}
      >
        {(data) => (
          <Stack gap={6} data-testid="rental-details">
            <Fact label="Rental" value={`#${data.rental_id}`} />
            <Fact label="Status" value={data.rental_status.name} />
            {full && <Fact label="Type" value={RENTAL_TYPE_NAMES[data.rental_type_id]} />}
            {full && <Fact label="Vendor" value={data.vendor} />}
            <Fact label="Start" value={day(data.start_date)} />
            <Fact label="End" value={day(data.end_date)} />
            {full && data.off_rent_date_requested && (
              <Fact
                label="Off-rent requested"
                value={formatInTimeZone(data.off_rent_date_requested, timeZone)}
              />
            )}
            {full && <Fact label="Quantity" value={String(data.quantity)} />}
            {full && <Parts rental={data} />}
          </Stack>
        )}
      </PanelSection>
      {full && rental.data && <RentalOrderSection rental={rental.data} />}
      {full && rental.data && (
        <RentalChargesSection rental={rental.data} nowMs={nowMs} timeZone={timeZone} />
      )}
    </>
  );
}

function Parts({ rental }: { rental: CardRental }) {
  if (rental.part_assignments.length === 0) return null;
  return (
    <Stack gap={2}>
      {rental.part_assignments.map((part) => (
        <Text key={part.part_information.part_number} size="sm">
          {part.quantity} × {part.part_information.part_class_description} (
          {part.part_information.part_number})
        </Text>
      ))}
    </Stack>
  );
}

function RentalOrderSection({ rental }: { rental: CardRental }) {
  const contact = rental.order_contact;
  return (
    <PanelSection title="Order and jobsite">
      <Stack gap={6} data-testid="rental-order">
        <Fact label="Order" value={rental.order_id === null ? null : `#${rental.order_id}`} />
        <Fact label="Purchase order" value={rental.order?.purchase_order ?? null} />
        <Fact
          label="Order contact"
          value={contact ? `${contact.first_name} ${contact.last_name}` : null}
        />
        <Fact label="Jobsite" value={rental.jobsite?.nickname ?? null} />
        <Fact label="Job" value={rental.order?.job?.name ?? null} />
        <Fact label="Daily rate" value={money(rental.price_per_day)} />
        <Fact label="Weekly rate" value={money(rental.price_per_week)} />
        <Fact label="Monthly (4-week) rate" value={money(rental.price_per_month)} />
      </Stack>
    </PanelSection>
  );
}
