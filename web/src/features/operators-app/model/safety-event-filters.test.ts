import { describe, expect, it } from 'vitest';
import { readUrlState, writeUrlState } from '../../../lib/url-state/table-url-state';
import {
  DEFAULT_EVENT_FILTERS,
  eventWindow,
  eventWindowProblem,
  safetyEventFiltersSchema,
  safetyEventsSearch,
  type SafetyEventFilters,
} from './safety-event-filters';

const TODAY = '2026-03-10';
const read = (query: string) =>
  readUrlState(new URLSearchParams(query), safetyEventFiltersSchema, DEFAULT_EVENT_FILTERS);
const write = (filters: SafetyEventFilters) =>
  writeUrlState(
    new URLSearchParams('tab=safety-events'),
    safetyEventFiltersSchema,
    DEFAULT_EVENT_FILTERS,
    filters,
  ).toString();

describe('safety event filters in the address', () => {
  it('reads the filters, and a hand-edited value falls back to its default alone', () => {
    expect(read('days=30&type=16&driver=12&coached=no&page=2&size=20')).toEqual({
      ...DEFAULT_EVENT_FILTERS,
      days: '30',
      type: '16',
      driver: '12',
      coached: 'no',
      page: 2,
      size: 20,
    });
    expect(read('days=14&type=5&driver=x&coached=maybe&from=yesterday&page=2')).toEqual({
      ...DEFAULT_EVENT_FILTERS,
      page: 2,
    });
  });

  it('writes only what differs from the defaults, keeping the page’s other parameters', () => {
    expect(write(DEFAULT_EVENT_FILTERS)).toBe('tab=safety-events');
    expect(write({ ...DEFAULT_EVENT_FILTERS, type: '2', coached: 'yes' })).toBe(
      'tab=safety-events&type=2&coached=yes',
    );
    const filters = read('from=2026-02-01&to=2026-02-28&driver=7');
    expect(read(write(filters))).toEqual(filters);
  });
});

describe('the window and the call', () => {
  it('is the preset’s days up to today, or the dates chosen', () => {
    expect(eventWindow(DEFAULT_EVENT_FILTERS, TODAY)).toEqual({
      from: '2026-03-04',
      to: TODAY,
      preset: '7',
    });
    expect(eventWindow(read('days=30'), TODAY)).toMatchObject({ from: '2026-02-09', preset: '30' });
    expect(eventWindow(read('from=2026-01-05&to=2026-01-09'), TODAY)).toEqual({
      from: '2026-01-05',
      to: '2026-01-09',
      preset: null,
    });
    // One date chosen: the other is the preset's.
    expect(eventWindow(read('from=2026-03-01'), TODAY)).toEqual({
      from: '2026-03-01',
      to: TODAY,
      preset: null,
    });
  });

  it('asks the server for the window, the filters and the page', () => {
    expect(safetyEventsSearch(DEFAULT_EVENT_FILTERS, TODAY).toString()).toBe(
      'from=2026-03-04&to=2026-03-10&limit=10&offset=0',
    );
    expect(
      safetyEventsSearch(read('type=15&driver=12&coached=no&page=3&size=20'), TODAY).toString(),
    ).toBe('from=2026-03-04&to=2026-03-10&type=15&operator_id=12&coached=false&limit=20&offset=40');
    expect(safetyEventsSearch(read('coached=yes'), TODAY).get('coached')).toBe('true');
  });

  it('says what is wrong with a window before asking', () => {
    const search = (query: string) => safetyEventsSearch(read(query), TODAY);
    expect(eventWindowProblem(search(''))).toBeNull();
    expect(eventWindowProblem(search('from=2026-03-09&to=2026-03-01'))).toBe(
      'from must be on or before to',
    );
    expect(eventWindowProblem(search('from=2024-01-01&to=2026-01-01'))).toBe(
      'Choose at most 366 days.',
    );
    expect(eventWindowProblem(search('from=2025-01-01&to=2026-01-01'))).toBeNull();
  });
});
