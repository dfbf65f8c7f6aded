import { describe, expect, it } from 'vitest';
import { INVENTORY_STATUS, type InventoryItem } from '@fleet/domain';
import { compareStatus } from './inventory-format';
import { DEFAULT_INVENTORY_STATE, fromPayload, toFilters, toPayload } from './inventory-url';
import { rowActionsOf } from '../components/inventory-row-actions';
import { isFilterShown, visibleOptions } from '../components/filter-popover';

const item = (overrides: Partial<InventoryItem> = {}): InventoryItem => ({
  id: 7,
  customName: 'EX-7',
  vendor: 'Own Co',
  makeName: 'Caterpillar',
  model: '320',
  jobsite: null,
  address: 'Columbia, MO 65201',
  inventoryStatus: INVENTORY_STATUS.readyToRent,
  assetTypeId: 2,
  assetTypeName: 'Equipment',
  cannotRent: false,
  rentalStatus: null,
  ...overrides,
});

describe('inventory model', () => {
  it('sorts statuses danger, warning, success, subdued', () => {
    const { hardDown, softDown, readyToRent, onRent, makeReady } = INVENTORY_STATUS;
    const sorted = [onRent, readyToRent, softDown, hardDown, makeReady].sort(compareStatus);
    expect(sorted).toEqual([hardDown, makeReady, softDown, readyToRent, onRent]);
  });

  it('offers the row actions of spec 1 §4', () => {
    const onRent = item({
      inventoryStatus: INVENTORY_STATUS.onRent,
      rentalStatus: { rentalId: 9, assetId: 7, jobsite: null, startDate: null, endDate: null },
    });
    expect(rowActionsOf(onRent)).toEqual({ onRentRental: 9, onRent: null });
    expect(rowActionsOf(item())).toEqual({ onRentRental: null, onRent: { disabled: false } });
    expect(rowActionsOf(item({ cannotRent: true })).onRent).toEqual({ disabled: true });
    expect(rowActionsOf(item({ inventoryStatus: INVENTORY_STATUS.hardDown })).onRent).toBeNull();
  });

  it('turns the URL state into the query and a saved search back into it', () => {
    const state = { ...DEFAULT_INVENTORY_STATE, q: '  ex ', branches: ['2'], vendors: ['A, B'] };
    const payload = toPayload(state);
    expect(payload.query_value).toBe('ex');
    expect(toFilters(payload)).toEqual([
      { identifier: 'BRANCHES', values: ['2'] },
      { identifier: 'RENTAL_VENDOR', values: ['A, B'] },
    ]);
    expect(fromPayload(payload)).toMatchObject({ q: 'ex', branches: ['2'], vendors: ['A, B'] });
  });

  it('hides a filter without options and searches options by label', () => {
    expect(isFilterShown(0)).toBe(false);
    expect(isFilterShown(1)).toBe(true);
    expect(isFilterShown(1, true)).toBe(false);
    const entries = [
      { key: '1', label: 'North', count: 3 },
      { key: '2', label: 'South', count: 1 },
    ];
    expect(visibleOptions(entries, ' nor')).toEqual([entries[0]]);
  });
});
