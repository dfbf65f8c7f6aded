// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { OFF_RENT_MESSAGES, type Rental, type ThirdPartyRental } from '@fleet/domain';
import { createTestRoot } from '../../../lib/testing/render';
import { offRentKeys } from '../api/off-rent-keys';
import { ProviderOffRentForm } from './provider-off-rent-form';
import { ThirdPartyOffRentForm } from './third-party-off-rent-form';

const CHICAGO = 'America/Chicago';
// 23:30 Jan 7 in Chicago (already Jan 8 in UTC).
const NOW = Date.parse('2026-01-08T05:30:00Z');

const rental = (overrides: Partial<Rental> = {}): Rental =>
  ({
    rental_id: 41,
    rental_type_id: 1,
    rental_status: { rental_status_id: 5, name: 'On-rent' },
    quantity: 1,
    off_rent_date_requested: null,
    rental_period_start_timestamp: '2026-01-01T15:00:00.000Z',
    vendor_type: 'es',
    vendor: null,
    third_party_rental_id: null,
    parts_information: [],
    equipment_class: null,
    ...overrides,
  }) as Rental;

function withClient(ui: ReactNode, seed?: (client: QueryClient) => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  seed?.(client);
  return <QueryClientProvider client={client}>{ui}</QueryClientProvider>;
}

/** The input a label names (Mantine links them by id). */
function inputLabelled(host: HTMLElement, text: string): HTMLInputElement | null {
  const label = [...host.querySelectorAll('label')].find((l) => l.textContent?.startsWith(text));
  return label ? (document.getElementById(label.htmlFor) as HTMLInputElement | null) : null;
}

const confirm = (label: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === label);

describe('off-rent forms', () => {
  const root = createTestRoot();

  it('shows no quantity for one on rent, and Schedule is open', () => {
    root.render(
      withClient(
        <ProviderOffRentForm rental={rental()} timeZone={CHICAGO} nowMs={NOW} onDone={() => {}} />,
      ),
    );
    expect(inputLabelled(root.host, 'Quantity to off-rent')).toBeNull();
    const schedule = root.host.querySelector<HTMLInputElement>('input[value="schedule"]');
    expect(schedule?.disabled).toBe(false);
    expect(confirm('Off-rent')?.disabled).toBe(false);
  });

  it('a bulk rental: quantity 1..on rent, and Schedule off with the reason', () => {
    root.render(
      withClient(
        <ProviderOffRentForm
          rental={rental({ rental_type_id: 3, quantity: 5 })}
          timeZone={CHICAGO}
          nowMs={NOW}
          onDone={() => {}}
        />,
      ),
    );
    const quantity = inputLabelled(root.host, 'Quantity to off-rent');
    expect(quantity?.value).toBe('5');
    const schedule = root.host.querySelector<HTMLInputElement>('input[value="schedule"]');
    expect(schedule?.disabled).toBe(true);
    expect(root.host.querySelector('[data-testid="schedule-blocked"]')).not.toBeNull();
  });

  it('third-party: the warning, and end dates from the day after the period ended to today', () => {
    const tp: ThirdPartyRental = {
      third_party_rental_id: 9,
      third_party_asset: {
        third_party_asset_id: 3,
        custom_name: 'Rented boom',
        equipment_class: null,
        location: null,
      },
      rental_status_id: 5,
      start_date: '2026-01-01T15:00:00.000Z',
      end_date: '2026-01-05T05:00:00.000Z', // 23:00 Jan 4 in Chicago
      vendor_id: 2,
    };
    root.render(
      withClient(
        <ThirdPartyOffRentForm
          rental={rental({ vendor_type: 'tp', third_party_rental_id: 9 })}
          timeZone={CHICAGO}
          nowMs={NOW}
          onDone={() => {}}
        />,
        (client) => {
          client.setQueryData(offRentKeys.thirdParty(9), tp);
          client.setQueryData(offRentKeys.vendors(), {
            data: [
              {
                entity_id: 2,
                name: 'Acme Lifts',
                is_vendor: true,
                is_customer: false,
                entity_type_id: 2,
              },
            ],
          });
        },
      ),
    );
    expect(root.host.textContent).toContain(OFF_RENT_MESSAGES.thirdPartyWarning);
    expect(root.host.textContent).toContain('Vendor: Acme Lifts.');
    const date = root.host.querySelector<HTMLInputElement>('input[type="date"]');
    expect(date?.min).toBe('2026-01-05');
    expect(date?.max).toBe('2026-01-07');
    expect(date?.value).toBe('2026-01-07');
  });
});
