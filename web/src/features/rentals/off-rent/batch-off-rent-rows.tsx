import { Checkbox, NumberInput, Table } from '@mantine/core';
import dayjs from 'dayjs';
import { billingCycle, type Rental } from '@fleet/domain';
import { DAY_FORMAT } from '../../../lib/company-days';
import {
  formatRentalDuration,
  isQuantityEntryValid,
  rentalDescription,
  showsQuantity,
} from './model/off-rent-form';

export interface BatchRowsProps {
  rentals: Rental[];
  selected: ReadonlySet<number>;
  onToggle: (rentalId: number, on: boolean) => void;
  onToggleAll: (on: boolean) => void;
  quantities: Record<number, number | string>;
  onQuantity: (rentalId: number, value: number | string) => void;
  /** Rows that cannot be chosen now (bulk rentals while Schedule is chosen). */
  isRowDisabled: (rental: Rental) => boolean;
  /** spec 1 §2 'batch off-rent UX changes': the billing cycle dates. */
  showCycles: boolean;
  timeZone: string;
  nowMs: number;
}

/** A company date (YYYY-MM-DD) in spec 1 §9's default format. */
const formatDay = (date: string | null) => (date ? dayjs(date).format(DAY_FORMAT) : '--');

/** spec 1 §2 the batch off-rent table: select all, rental ID, description, quantities, duration. */
export function BatchOffRentRows(props: BatchRowsProps) {
  const { rentals, selected, showCycles, timeZone, nowMs } = props;
  const choosable = rentals.filter((r) => !props.isRowDisabled(r));
  const allOn = choosable.length > 0 && choosable.every((r) => selected.has(r.rental_id));
  const someOn = choosable.some((r) => selected.has(r.rental_id));
  return (
    <Table striped withTableBorder verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>
            <Checkbox
              aria-label="Select all"
              checked={allOn}
              indeterminate={someOn && !allOn}
              onChange={(event) => props.onToggleAll(event.currentTarget.checked)}
            />
          </Table.Th>
          <Table.Th>Rental ID</Table.Th>
          <Table.Th>Description</Table.Th>
          <Table.Th>Quantity on rent</Table.Th>
          <Table.Th>Quantity to off-rent</Table.Th>
          <Table.Th>Rental duration</Table.Th>
          {showCycles && <Table.Th>Previous cycle</Table.Th>}
          {showCycles && <Table.Th>Next cycle</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rentals.map((rental) => {
          const id = rental.rental_id;
          const disabled = props.isRowDisabled(rental);
          const startMs = Date.parse(rental.rental_period_start_timestamp);
          const cycle = showCycles ? billingCycle(startMs, nowMs, timeZone) : null;
          const quantity = props.quantities[id] ?? rental.quantity;
          return (
            <Table.Tr key={id} data-disabled={disabled || undefined} opacity={disabled ? 0.5 : 1}>
              <Table.Td>
                <Checkbox
                  aria-label={`Select rental ${id}`}
                  checked={selected.has(id)}
                  disabled={disabled}
                  onChange={(event) => props.onToggle(id, event.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td>{id}</Table.Td>
              <Table.Td>{rentalDescription(rental)}</Table.Td>
              <Table.Td>{rental.quantity}</Table.Td>
              <Table.Td>
                {showsQuantity(rental) ? (
                  <NumberInput
                    aria-label={`Quantity to off-rent for rental ${id}`}
                    size="xs"
                    w={90}
                    min={1}
                    max={rental.quantity}
                    step={1}
                    allowDecimal={false}
                    disabled={disabled}
                    value={quantity}
                    onChange={(value) => props.onQuantity(id, value)}
                    error={isQuantityEntryValid(quantity, rental.quantity) ? undefined : true}
                  />
                ) : (
                  rental.quantity
                )}
              </Table.Td>
              <Table.Td>{formatRentalDuration(nowMs - startMs)}</Table.Td>
              {cycle && <Table.Td>{formatDay(cycle.previousCycleDate)}</Table.Td>}
              {cycle && <Table.Td>{formatDay(cycle.nextCycleDate)}</Table.Td>}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
