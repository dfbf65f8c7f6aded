import { describe, expect, it } from 'vitest';
import { TRIP_TYPE } from '@fleet/domain';
import { makeTrip } from './fixtures';
import { partnersText, tripPartners, tripTypeLook } from './trip-types';

describe('trip type look', () => {
  it('uses the spec colours: regular blue, hauling purple, hauled orange', () => {
    expect(tripTypeLook(TRIP_TYPE.regular).color).toBe('#43b4e7');
    expect(tripTypeLook(TRIP_TYPE.hauling).color).toBe('#7E4CEB');
    expect(tripTypeLook(TRIP_TYPE.hauled).color).toBe('#F6911E');
    expect(tripTypeLook(TRIP_TYPE.hauledIgnitionOn).color).toBe('#F6911E');
  });

  it('draws an unknown type as a regular trip', () => {
    expect(tripTypeLook(-1)).toEqual({ label: 'Regular', color: '#43b4e7' });
  });
});

describe('hauling partners', () => {
  it('names the hauler of a hauled trip', () => {
    const hauled = makeTrip({ trip_type: { trip_type_id: TRIP_TYPE.hauled }, hauling_asset: 123 });
    const partners = tripPartners(hauled);
    expect(partners).toEqual({ relation: 'Hauled by', assetIds: [123] });
    expect(partners && partnersText(partners)).toBe('Hauled by #123');
  });

  it('names every asset a hauling trip carried', () => {
    const hauling = makeTrip({
      trip_type: { trip_type_id: TRIP_TYPE.hauling },
      hauling_trip_hauled_assets: [45, 46],
    });
    const partners = tripPartners(hauling);
    expect(partners && partnersText(partners)).toBe('Hauling #45, #46');
  });

  it('has none for a regular trip or an unmatched haul', () => {
    expect(tripPartners(makeTrip({ hauling_asset: 9 }))).toBeNull();
    expect(tripPartners(makeTrip({ trip_type: { trip_type_id: TRIP_TYPE.hauling } }))).toBeNull();
    const unmatched = makeTrip({ trip_type: { trip_type_id: TRIP_TYPE.hauledIgnitionOn } });
    expect(tripPartners(unmatched)).toBeNull();
  });
});
