import { describe, expect, it } from 'vitest';
import { makeAssetStatus } from './asset-status.fixture';
import { TRACKER_DISPLAY_STATUSES } from './display-status';
import { formatAddress, locationText } from './location-text';

const address = (parts: Parameters<typeof makeAssetStatus>[0]) =>
  formatAddress(makeAssetStatus(parts));

describe('formatAddress', () => {
  it('writes street, city, state and zip', () => {
    expect(address({})).toBe('1 Main St, Austin, TX 78701');
  });

  it.each([
    [{ street: null }, 'Austin, TX 78701'],
    [{ city: null }, '1 Main St, TX 78701'],
    [{ state: null }, '1 Main St, Austin, 78701'],
    [{ zip_code: null }, '1 Main St, Austin, TX'],
    [{ state: null, zip_code: null }, '1 Main St, Austin'],
    [{ street: '  ', city: '' }, 'TX 78701'],
    [{ street: null, city: null, state: null }, '78701'],
  ])('leaves out what is missing: %j', (parts, expected) => {
    expect(address(parts)).toBe(expected);
  });

  it('says Unknown Address when nothing is known', () => {
    expect(address({ street: null, city: null, state: null, zip_code: null })).toBe(
      'Unknown Address',
    );
    expect(address({ street: '', city: ' ', state: { abbreviation: '' }, zip_code: '' })).toBe(
      'Unknown Address',
    );
  });
});

describe('locationText', () => {
  const geofences = [
    { geofence_id: 1, name: 'Yard' },
    { geofence_id: 2, name: 'North Lot' },
  ];

  it('says what a hauled or driving asset is doing instead of an address', () => {
    const status = makeAssetStatus({ geofences });
    expect(locationText('being_hauled', status)).toBe('Being hauled');
    expect(locationText('driving', status)).toBe('Driving');
  });

  it('shows the address, then geofence names, for every other status', () => {
    const others = TRACKER_DISPLAY_STATUSES.filter((s) => s !== 'being_hauled' && s !== 'driving');
    expect(others).toHaveLength(6);
    for (const displayStatus of others) {
      expect(locationText(displayStatus, makeAssetStatus({}))).toBe('1 Main St, Austin, TX 78701');
      expect(locationText(displayStatus, makeAssetStatus({ geofences }))).toBe(
        '1 Main St, Austin, TX 78701 (Yard, North Lot)',
      );
    }
  });

  it('names the geofences alone when the address is unknown, skipping blank names', () => {
    const status = makeAssetStatus({
      street: null,
      city: null,
      state: null,
      zip_code: null,
      geofences: [
        { geofence_id: 1, name: ' ' },
        { geofence_id: 2, name: 'Yard' },
      ],
    });
    expect(locationText('off', status)).toBe('Yard');
  });
});
