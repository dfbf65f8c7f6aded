import { describe, expect, it } from 'vitest';
import { INVENTORY_STATUS } from '../rentals/inventory-status';
import {
  formatExportDate,
  inventoryExportRow,
  inventoryRentalPeriod,
  type InventoryExportItem,
} from './inventory-export';

const item = (overrides: Partial<InventoryExportItem> = {}): InventoryExportItem => ({
  customName: 'EX-7',
  vendor: 'Own Co',
  makeName: 'Caterpillar',
  model: '320',
  jobsite: null,
  address: 'Columbia, MO 65201',
  inventoryStatus: INVENTORY_STATUS.readyToRent,
  rentalStatus: null,
  ...overrides,
});

describe('inventory export', () => {
  it('writes dates as MMM DD, YYYY on the company calendar', () => {
    // 03:00 UTC is the evening before in Chicago.
    expect(formatExportDate('2026-11-02T03:00:00Z', 'America/Chicago')).toBe('Nov 01, 2026');
    expect(formatExportDate('2026-11-02T03:00:00Z', 'UTC')).toBe('Nov 02, 2026');
    expect(formatExportDate(null, 'UTC')).toBe('');
    expect(formatExportDate('not a date', 'UTC')).toBe('');
    expect(formatExportDate('2026-11-02T03:00:00Z', 'Not/AZone')).toBe('Nov 02, 2026');
  });

  it('writes the rental period, open-ended or none', () => {
    const rental = { startDate: '2026-11-02T03:00:00Z', endDate: '2026-12-01T18:00:00Z' };
    expect(inventoryRentalPeriod(rental, 'America/Chicago')).toBe('Nov 01, 2026 – Dec 01, 2026');
    expect(inventoryRentalPeriod({ ...rental, endDate: null }, 'America/Chicago')).toBe(
      'Nov 01, 2026 –',
    );
    expect(inventoryRentalPeriod(null, 'America/Chicago')).toBe('');
  });

  it("writes the spec's columns in order", () => {
    const rented = item({
      jobsite: 'North',
      inventoryStatus: INVENTORY_STATUS.onRent,
      rentalStatus: { startDate: '2026-11-02T03:00:00Z', endDate: '2026-12-01T18:00:00Z' },
    });
    expect(inventoryExportRow(rented, 'America/Chicago')).toEqual([
      'EX-7',
      'Own Co',
      'Caterpillar',
      '320',
      'North',
      'Columbia, MO 65201',
      'On-rent',
      'Nov 01, 2026 – Dec 01, 2026',
    ]);
  });
});
