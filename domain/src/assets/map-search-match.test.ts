import { describe, expect, it } from 'vitest';
import { searchStatus, searchableAsset } from './map-search.fixture';
import { matchesMapSearch, type SearchableAsset } from './map-search-match';
import { parseMapSearch } from './map-search-parse';

const matches = (query: string, item: SearchableAsset): boolean =>
  matchesMapSearch(parseMapSearch(query), item);

describe('matchesMapSearch: free text', () => {
  const excavator = searchableAsset({
    custom_name: 'EX-12 Excavator',
    make: 'CAT',
    model: '320',
    serial_number: 'SN98765',
    vin: '1FTFW1E50PFA00001',
    driver_name: 'Dana Whitfield',
  });

  it.each([
    ['excavator', 'name'],
    ['cat', 'make'],
    ['320', 'model'],
    ['sn987', 'serial number'],
    ['pfa000', 'VIN'],
    ['WHITFIELD', 'driver name'],
  ])('finds %j in the %s, ignoring case', (query) => {
    expect(matches(query, excavator)).toBe(true);
  });

  it('matches a quoted phrase within one field or across make and model', () => {
    expect(matches('"ex-12 exc"', excavator)).toBe(true);
    expect(matches('"cat  320"', excavator)).toBe(true);
    expect(matches('"cat 330"', excavator)).toBe(false);
  });

  it('finds an asset by the town or the geofence it is in', () => {
    const parked = searchableAsset({
      custom_name: 'EX-14',
      status: searchStatus({
        city: 'Jefferson City',
        geofences: [{ geofence_id: 3, name: 'Capitol Ave Streetscape' }],
      }),
    });
    expect(matches('"jefferson city"', parked)).toBe(true);
    expect(matches('streetscape', parked)).toBe(true);
    expect(matches('columbia', parked)).toBe(false);
  });

  it('needs every word, not any', () => {
    expect(matches('cat dana', excavator)).toBe(true);
    expect(matches('cat volvo', excavator)).toBe(false);
  });

  it('skips missing fields and matches everything when there are no terms', () => {
    const bare = searchableAsset({ custom_name: 'Trailer 7' });
    expect(matches('trailer', bare)).toBe(true);
    expect(matches('null', bare)).toBe(false);
    expect(matches('', bare)).toBe(true);
  });
});

describe('matchesMapSearch: comparisons', () => {
  const item = searchableAsset({
    status: searchStatus({
      hours: 500,
      odometer: 1200.5,
      speed: 45,
      diesel_exhaust_fluid_level: 80,
      regen_state: 1,
      fuel_level: 20,
    }),
  });

  it.each([
    ['hours > 499', true],
    ['hours > 500', false],
    ['hour >= 500', true],
    ['hour = 500', true],
    ['hour < 500', false],
    ['hours <= 500', true],
    ['mile > 1200', true],
    ['miles < 1200.5', false],
    ['speed > 45', false],
    ['speed >= 45', true],
    ['deflevel >= 80', true],
    ['deflevel < 80', false],
    ['regen > 0', true],
    ['regen = 2', false],
    ['fuel < 20', false],
    ['fuel <= 20', true],
  ])('%j is %s', (query, expected) => {
    expect(matches(query, item)).toBe(expected);
  });

  it('is false for an unknown reading and for an asset with no status', () => {
    const unknown = searchableAsset();
    const noStatus = searchableAsset({ status: null, has_tracker: false, display_status: null });
    for (const query of ['hours >= 0', 'mile < 1', 'speed = 0', 'deflevel > -1', 'fuel < 100']) {
      expect(matches(query, unknown)).toBe(false);
      expect(matches(query, noStatus)).toBe(false);
    }
  });

  it('negates as a plain complement, so an unknown reading passes a negated comparison', () => {
    expect(matches('-hours > 499', item)).toBe(false);
    expect(matches('not hours > 500', item)).toBe(true);
    expect(matches('-hours > 0', searchableAsset())).toBe(true);
  });
});

describe('matchesMapSearch: states', () => {
  const driving = searchableAsset({
    display_status: 'driving',
    status: searchStatus({ engine_active: true, speed: 30, is_locked: false }),
  });
  const hauled = searchableAsset({
    display_status: 'being_hauled',
    status: searchStatus({ is_being_hauled: true, is_locked: true }),
  });
  const noTracker = searchableAsset({ has_tracker: false, display_status: null, status: null });

  it('reads the engine, haul and lock facts from the status', () => {
    expect(matches('engine on', driving)).toBe(true);
    expect(matches('engine off', driving)).toBe(false);
    expect(matches('engine off', hauled)).toBe(true);
    expect(matches('hauled', hauled)).toBe(true);
    expect(matches('hauled', driving)).toBe(false);
    expect(matches('locked', hauled)).toBe(true);
    expect(matches('lock', driving)).toBe(false);
    expect(matches('unlocked', driving)).toBe(true);
  });

  it('reads driving, idling, running and off from the display status', () => {
    expect(matches('driving', driving)).toBe(true);
    const byStatus = (status: 'idling' | 'running' | 'off') =>
      searchableAsset({ display_status: status });
    expect(matches('idling', byStatus('idling'))).toBe(true);
    expect(matches('running', byStatus('running'))).toBe(true);
    expect(matches('off', byStatus('off'))).toBe(true);
    expect(matches('off', byStatus('running'))).toBe(false);
    expect(matches('driving idling', driving)).toBe(false);
  });

  it('knows nothing about engine or lock without a status, and finds assets with no tracker', () => {
    for (const query of ['engine on', 'engine off', 'locked', 'unlocked', 'hauled', 'off']) {
      expect(matches(query, noTracker)).toBe(false);
    }
    expect(matches('no tracker', noTracker)).toBe(true);
    expect(matches('no tracker', driving)).toBe(false);
    expect(matches('-no tracker', driving)).toBe(true);
  });

  it('combines negated states with other terms', () => {
    expect(matches('not engine on -hauled', noTracker)).toBe(true);
    expect(matches('engine on -hauled speed>20', driving)).toBe(true);
    expect(matches('engine on -hauled speed>40', driving)).toBe(false);
  });
});
