import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import {
  accruedCharges,
  mayManageBilling,
  rentalBillingCycle,
  rentalPeriod,
  type ChargeBreakdown,
} from '@fleet/domain';
import { PanelSection } from '../../../../components/panel-section';
import { useAccess } from '../../../../lib/access-provider';
import { DAY_FORMAT, formatInTimeZone } from '../../../../lib/company-days';
import type { CardRental } from '../../api/get-rental';
import { Fact } from './card-parts';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "1 × 4 weeks, 1 × week, 3 × day": the lines the total is made of. */
export function breakdownLines(charges: ChargeBreakdown): string[] {
  return [
    charges.fourWeeks > 0 ? `${charges.fourWeeks} × 4 weeks` : null,
    charges.weeks > 0 ? `${charges.weeks} × week` : null,
    charges.daysCharged > 0 ? `${charges.daysCharged} × day` : null,
  ].filter((line): line is string => line !== null);
}

/**
 * The charges accrued so far (computed here from the rental's rates and period with the domain's
 * cheapest-combination rule: nothing on the server repeats it) and the billing cycle dates, read
 * from the rental with the rule the billing-cycle call answers with (spec 1 §7), so opening the
 * card asks for nothing more.
 */
export function RentalChargesSection({
  rental,
  nowMs,
  timeZone,
}: {
  rental: CardRental;
  nowMs: number;
  /** The company's: its calendar counts the 28-day cycles. */
  timeZone: string;
}) {
  const dates = {
    rentalStatusId: rental.rental_status.rental_status_id,
    startDate: Date.parse(rental.start_date),
    endDate: rental.end_date === null ? null : Date.parse(rental.end_date),
  };
  const period = rentalPeriod(dates, nowMs);
  const charges = accruedCharges(period, rental);
  const cycle = rentalBillingCycle(dates, nowMs, timeZone);
  const { ctx } = useAccess();
  const day = (date: string | null) =>
    date === null ? null : formatInTimeZone(`${date}T12:00:00Z`, 'UTC', DAY_FORMAT);
  return (
    <>
      <PanelSection title="Charges so far">
        <Stack gap={6} data-testid="rental-charges">
          <Fact label="Days on rent" value={plural(charges.days, 'day', 'days')} />
          {charges.total === null ? (
            <Text size="sm" c="dimmed">
              No rate is set that covers these days.
            </Text>
          ) : (
            <>
              <Fact label="Charged as" value={breakdownLines(charges).join(' + ') || null} />
              <Fact
                label={rental.quantity > 1 ? 'Total per unit' : 'Total'}
                value={money.format(charges.total)}
              />
              {rental.quantity > 1 && (
                <Fact
                  label={`Total for ${rental.quantity}`}
                  value={money.format(Math.round(charges.total * 100 * rental.quantity) / 100)}
                />
              )}
            </>
          )}
          <Text size="xs" c="dimmed">
            The lowest total of the 4-week, weekly and daily rates; a started day counts as a day.
          </Text>
        </Stack>
      </PanelSection>
      <PanelSection title="Billing cycle">
        <Stack gap={6} data-testid="billing-cycle">
          <Fact label="Previous cycle date" value={day(cycle.previousCycleDate)} />
          <Fact label="Next cycle date" value={day(cycle.nextCycleDate)} />
          {period && mayManageBilling(ctx.securityLevelId, ctx.readOnly) && (
            // docs/BILLING.md: Billing opens 'Create invoice from rental' on this rental.
            <Anchor component={Link} to={`/billing?from_rental=${rental.rental_id}`} size="sm">
              Create invoice from this rental
            </Anchor>
          )}
        </Stack>
      </PanelSection>
    </>
  );
}
