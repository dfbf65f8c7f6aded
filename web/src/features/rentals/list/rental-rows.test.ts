import { describe, expect, it } from 'vitest';
import type { RentalListItem, ThirdPartyRental } from '@fleet/domain';
import { RENTAL_ORDER, searchLines, statusBadge, tabLines } from './rental-rows';

const rental = (
  id: number,
  statusId: number,
  extra: Partial<RentalListItem> = {},
): RentalListItem => ({
  rental_id: id,
  equipment_id: id,
  order_id: null,
  rental_type_id: 1,
  rental_status: { rental_status_id: statusId, name: `S${statusId}` },
  start_date: `2026-01-${String(id).padStart(2, '0')}T12:00:00Z`,
  end_date: null,
  quantity: 1,
  off_rent_date_requested: null,
  rental_period_start_timestamp: '2026-01-01T12:00:00Z',
  rental_period_end_timestamp: null,
  vendor_type: 'es',
  vendor: 'Fleet Rentals',
  vendor_id: null,
  third_party_rental_id: null,
  price_per_hour: null,
  price_per_day: 10,
  price_per_week: null,
  price_per_month: null,
  current_location: null,
  part_assignments: [],
  part_id: null,
  parts_information: [],
  equipment_class: { name: 'Boom Lift' },
  order: null,
  asset: { asset_id: id, custom_name: `Lift ${id}`, make: 'JLG', model: '600S' },
  jobsite: { location_id: 1, nickname: 'North' },
  order_contact: { user_id: 1, first_name: 'Sam', last_name: 'Sales' },
  ...extra,
});

const thirdParty = (id: number, statusId: number): ThirdPartyRental => ({
  third_party_rental_id: id,
  third_party_asset: {
    third_party_asset_id: id,
    custom_name: `Rented ${id}`,
    equipment_class: null,
    location: null,
  },
  rental_status_id: statusId,
  start_date: '2026-01-01T12:00:00Z',
  end_date: null,
  vendor_id: 7,
});

describe('rentals table lines', () => {
  it('puts internal rentals first, third-party ones of the tab after, never a mirrored one twice', () => {
    const lines = tabLines(
      'on-rent',
      [rental(1, 5), rental(2, 5, { vendor_type: 'tp', third_party_rental_id: 9, asset: null })],
      [thirdParty(9, 5), thirdParty(10, 5), thirdParty(11, 6)],
      new Map([[7, 'Show-Me Rental']]),
    );
    expect(lines.map((l) => l.key)).toEqual(['r-1', 'r-2', 'tp-10']);
    expect(lines[2]).toMatchObject({ vendor: 'Show-Me Rental', canOffRent: false });
    expect(lines[0]).toMatchObject({ canOffRent: true, path: '/assets/all/rentals/1/overview' });
    // The mirror opens the off-rent modal's third-party form; edited only at the vendor.
    expect(lines[1]).toMatchObject({ canOffRent: true, canEdit: false });
    expect(lines[1]?.asset).toBe(thirdParty(9, 5).third_party_asset.custom_name);
  });

  it('hides Off-rent once off-rent and badges Pick up and Reserved', () => {
    const [off] = tabLines('off-rent', [rental(3, 6)], [], new Map());
    expect(off).toMatchObject({ canOffRent: false, badge: 'Pick up' });
    expect(statusBadge(4, false)).toBe('Reserved');
    expect(statusBadge(5, true)).toBe('Pick up');
    expect(statusBadge(5, false)).toBeNull();
  });

  it('searches every word across id, asset, class, vendor, jobsite and contact', () => {
    const lines = tabLines('on-rent', [rental(1, 5), rental(12, 5)], [], new Map());
    expect(searchLines(lines, 'lift 12').map((l) => l.id)).toEqual([12]);
    expect(searchLines(lines, 'north sam')).toHaveLength(2);
    expect(searchLines(lines, 'nothing')).toHaveLength(0);
  });

  it('orders by start time and names as people read numbers', () => {
    const [a, b] = tabLines('on-rent', [rental(2, 5), rental(10, 5)], [], new Map());
    if (!a || !b) throw new Error('two lines');
    expect(RENTAL_ORDER.asset(a, b)).toBeLessThan(0);
    expect(RENTAL_ORDER.start(a, b)).toBeLessThan(0);
  });
});
