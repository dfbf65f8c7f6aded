import { describe, expect, it } from 'vitest';
import { tripPlaceLabel } from './trip-places';

const place = { geofenceNames: [], street: '12 Main St', city: 'Denver', state: 'CO' };

describe('tripPlaceLabel (spec 2 §5)', () => {
  it('names the geofence first', () => {
    expect(tripPlaceLabel({ ...place, geofenceNames: ['Yard'] })).toBe('Yard');
    expect(tripPlaceLabel({ ...place, geofenceNames: ['Yard', ' ', 'Lot B'] })).toBe('Yard, Lot B');
  });

  it('then the address', () => {
    expect(tripPlaceLabel(place)).toBe('12 Main St, Denver, CO');
    expect(tripPlaceLabel({ ...place, geofenceNames: [''] })).toBe('12 Main St, Denver, CO');
    expect(tripPlaceLabel({ ...place, state: null })).toBe('12 Main St, Denver');
  });

  it("says 'Unavailable Street Address' for a missing street", () => {
    expect(tripPlaceLabel({ ...place, street: null })).toBe(
      'Unavailable Street Address, Denver, CO',
    );
    expect(tripPlaceLabel({ ...place, street: '  ', city: null })).toBe(
      'Unavailable Street Address, CO',
    );
  });

  it("falls back to 'Unknown Address'", () => {
    expect(tripPlaceLabel(null)).toBe('Unknown Address');
    expect(tripPlaceLabel({ geofenceNames: [], street: null, city: null, state: null })).toBe(
      'Unknown Address',
    );
    expect(tripPlaceLabel({ geofenceNames: [], street: '12 Main St', city: '', state: null })).toBe(
      '12 Main St',
    );
  });
});
