import { describe, expect, it } from 'vitest';
import { readUrlState, writeUrlState } from '../../../lib/url-state/table-url-state';
import { DEFAULT_RENTALS_STATE, rentalsTableSchema, type RentalsTableState } from './rentals-url';

const write = (state: RentalsTableState) =>
  writeUrlState(new URLSearchParams(), rentalsTableSchema, DEFAULT_RENTALS_STATE, state).toString();

describe('the rentals list in the URL', () => {
  it('opens on the On-rent tab, newest start first, page 1 of 10, with a plain URL', () => {
    expect(DEFAULT_RENTALS_STATE).toEqual({
      tab: 'on-rent',
      q: '',
      sort: { id: 'start', desc: true },
      page: 1,
      size: 10,
    });
    expect(write(DEFAULT_RENTALS_STATE)).toBe('');
  });

  it('writes the tab first, then the search, sort, page and size, and reads them back', () => {
    const state: RentalsTableState = {
      tab: 'historical',
      q: 'lift',
      sort: { id: 'start', desc: false },
      page: 2,
      size: 30,
    };
    const query = write(state);
    expect(query).toBe('tab=historical&q=lift&sort=start.asc&page=2&size=30');
    expect(
      readUrlState(new URLSearchParams(query), rentalsTableSchema, DEFAULT_RENTALS_STATE),
    ).toEqual(state);
  });
});
