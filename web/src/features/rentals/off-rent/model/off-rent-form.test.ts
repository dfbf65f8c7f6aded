import { describe, expect, it } from 'vitest';
import type { Rental } from '@fleet/domain';
import {
  formatRentalDuration,
  isOffRentTakenEffect,
  isQuantityEntryValid,
  pendingOffRentMs,
  rentalDescription,
} from './off-rent-form';

const base = {
  rental_id: 7,
  rental_status: { rental_status_id: 5, name: 'On-rent' },
  off_rent_date_requested: null,
  parts_information: [],
  equipment_class: { name: 'Skid steer' },
} as unknown as Rental;

describe('off-rent form rules', () => {
  it('accepts a whole quantity from 1 to what is on rent, not an empty input', () => {
    expect(isQuantityEntryValid(1, 4)).toBe(true);
    expect(isQuantityEntryValid(4, 4)).toBe(true);
    expect(isQuantityEntryValid('', 4)).toBe(false);
    expect(isQuantityEntryValid(0, 4)).toBe(false);
    expect(isQuantityEntryValid(5, 4)).toBe(false);
  });

  it('offers to cancel only a requested off-rent still ahead', () => {
    const requested = { ...base, off_rent_date_requested: '2026-01-10T15:00:00.000Z' };
    expect(pendingOffRentMs(requested, Date.parse('2026-01-10T14:00:00Z'))).toBe(
      Date.parse('2026-01-10T15:00:00Z'),
    );
    expect(pendingOffRentMs(requested, Date.parse('2026-01-10T16:00:00Z'))).toBeNull();
    expect(pendingOffRentMs(base, 0)).toBeNull();
  });

  it('treats a passed requested off-rent as taken effect before the sweep runs', () => {
    const requested = { ...base, off_rent_date_requested: '2026-01-10T15:00:00.000Z' };
    expect(isOffRentTakenEffect(requested, Date.parse('2026-01-10T14:59:00Z'))).toBe(false);
    expect(isOffRentTakenEffect(requested, Date.parse('2026-01-10T15:00:00Z'))).toBe(true);
    expect(isOffRentTakenEffect(base, 0)).toBe(false);
  });

  it('describes a rental by its class or its parts', () => {
    expect(rentalDescription(base)).toBe('Skid steer');
    const parts = {
      ...base,
      parts_information: [{ part_class_description: 'Cone', provider_name: '', part_number: '' }],
    };
    expect(rentalDescription(parts)).toBe('Cone');
  });

  it('shows durations in the two largest of y, mo, w, d, h, min', () => {
    expect(formatRentalDuration(17 * 86_400_000 + 3_600_000)).toBe('2w 3d');
    expect(formatRentalDuration(90 * 60_000)).toBe('1h 30min');
    expect(formatRentalDuration(400 * 86_400_000)).toBe('1y 1mo');
    expect(formatRentalDuration(0)).toBe('0min');
  });
});
