import { describe, expect, it } from 'vitest';
import { TRIP_TYPE } from '@fleet/domain';
import { deriveTrips } from './derive-trips';
import { matchHauling, overlapShare } from './hauling';
import { MINUTE, T0, Track } from './track.fixture';
import { type Trip, type TripAsset } from './types';

const TRUCK: TripAsset = { assetId: 1, assetTypeId: 1 };
const TRUCK_2: TripAsset = { assetId: 2, assetTypeId: 1 };
const DIGGER: TripAsset = { assetId: 30, assetTypeId: 2 };
const LOADER: TripAsset = { assetId: 20, assetTypeId: 2 };

interface Journey {
  startOffsetMinutes?: number;
  minutes?: number;
  eastMeters?: number;
  ignition?: boolean;
}

/** A 30-minute drive north at 40 mph, then a long stop. */
function journey(asset: TripAsset, options: Journey = {}): Trip[] {
  const { startOffsetMinutes = 0, minutes = 30, eastMeters = 0, ignition = true } = options;
  const track = new Track({
    time: T0 + startOffsetMinutes * MINUTE,
    longitude: -105 + eastMeters / 85_000,
  });
  track.fix({ ignition }).drive(minutes, 40, { ignition }).stay(10, { ignition });
  return deriveTrips({ asset, positions: track.fixes });
}

const byAsset = (...entries: [TripAsset, Trip[]][]): Map<number, Trip[]> =>
  new Map(entries.map(([asset, trips]) => [asset.assetId, trips]));

const first = (map: Map<number, Trip[]>, asset: TripAsset): Trip => {
  const trip = map.get(asset.assetId)?.[0];
  if (trip === undefined) throw new Error(`no trip for ${asset.assetId}`);
  return trip;
};

describe('matchHauling', () => {
  it('makes the truck trip hauling (2) and names the truck on the hauled trip', () => {
    const input = byAsset(
      [TRUCK, journey(TRUCK)],
      [DIGGER, journey(DIGGER, { ignition: false, eastMeters: 5 })],
    );
    expect(first(input, DIGGER).trip_type_id).toBe(TRIP_TYPE.hauled);
    const matched = matchHauling(input);
    expect(first(matched, TRUCK)).toMatchObject({
      trip_type_id: TRIP_TYPE.hauling,
      hauling_trip_hauled_assets: [30],
      hauling_asset: null,
    });
    expect(first(matched, DIGGER)).toMatchObject({
      trip_type_id: TRIP_TYPE.hauled,
      hauling_asset: 1,
      hauling_trip_hauled_assets: [],
    });
    expect(first(input, TRUCK).trip_type_id).toBe(TRIP_TYPE.regular);
  });

  it('matches hauled-with-ignition-on equipment and lists every asset carried, sorted', () => {
    const matched = matchHauling(
      byAsset(
        [TRUCK, journey(TRUCK)],
        [DIGGER, journey(DIGGER)],
        [LOADER, journey(LOADER, { ignition: false })],
      ),
    );
    expect(first(matched, DIGGER).trip_type_id).toBe(TRIP_TYPE.hauledIgnitionOn);
    expect(first(matched, TRUCK).hauling_trip_hauled_assets).toEqual([20, 30]);
  });

  it('needs 80% of the longer trip in common', () => {
    const hauled = (offset: number) =>
      journey(DIGGER, { ignition: false, startOffsetMinutes: offset });
    // 30-minute trips: 6 minutes apart share exactly 80%, 7 minutes apart 76.7%.
    expect(
      first(matchHauling(byAsset([TRUCK, journey(TRUCK)], [DIGGER, hauled(6)])), DIGGER)
        .hauling_asset,
    ).toBe(1);
    expect(
      first(matchHauling(byAsset([TRUCK, journey(TRUCK)], [DIGGER, hauled(7)])), DIGGER)
        .hauling_asset,
    ).toBeNull();
  });

  it('needs both ends within 200 m', () => {
    const near = byAsset(
      [TRUCK, journey(TRUCK)],
      [DIGGER, journey(DIGGER, { ignition: false, eastMeters: 190 })],
    );
    expect(first(matchHauling(near), DIGGER).hauling_asset).toBe(1);
    const far = byAsset(
      [TRUCK, journey(TRUCK)],
      [DIGGER, journey(DIGGER, { ignition: false, eastMeters: 210 })],
    );
    expect(first(matchHauling(far), DIGGER).hauling_asset).toBeNull();
  });

  it('only lets regular vehicle trips haul', () => {
    const equipmentLeads = byAsset(
      [LOADER, journey(LOADER, { minutes: 30 })],
      [DIGGER, journey(DIGGER, { ignition: false })],
    );
    expect(first(matchHauling(equipmentLeads), DIGGER).hauling_asset).toBeNull();
    const towedTruck = byAsset(
      [TRUCK, journey(TRUCK, { ignition: false })],
      [DIGGER, journey(DIGGER, { ignition: false })],
    );
    expect(first(matchHauling(towedTruck), DIGGER).hauling_asset).toBeNull();
  });

  it('gives a hauled trip its closest hauler whatever the input order', () => {
    const trips: [TripAsset, Trip[]][] = [
      [TRUCK, journey(TRUCK, { eastMeters: 150 })],
      [TRUCK_2, journey(TRUCK_2, { eastMeters: 20 })],
      [DIGGER, journey(DIGGER, { ignition: false })],
    ];
    const matched = matchHauling(byAsset(...trips));
    expect(first(matched, DIGGER).hauling_asset).toBe(2);
    expect(first(matched, TRUCK).trip_type_id).toBe(TRIP_TYPE.regular);
    expect(matchHauling(byAsset(...[...trips].reverse())).get(DIGGER.assetId)).toEqual(
      matched.get(DIGGER.assetId),
    );
  });

  it('is idempotent, and undoes a match whose hauled trip is gone', () => {
    const input = byAsset([TRUCK, journey(TRUCK)], [DIGGER, journey(DIGGER, { ignition: false })]);
    const once = matchHauling(input);
    expect(matchHauling(once)).toEqual(once);
    const truckAlone = matchHauling(new Map([[TRUCK.assetId, once.get(TRUCK.assetId) ?? []]]));
    expect(first(truckAlone, TRUCK)).toEqual(first(input, TRUCK));
  });
});

describe('overlapShare', () => {
  it('is the time in common over the longer trip', () => {
    const [a] = journey(TRUCK);
    const [b] = journey(DIGGER, { startOffsetMinutes: 10, minutes: 10 });
    if (a === undefined || b === undefined) throw new Error('fixture');
    expect(overlapShare(a, b)).toBeCloseTo(1 / 3, 6);
    expect(overlapShare(a, a)).toBe(1);
    expect(
      overlapShare(a, { ...b, start_timestamp: T0 + 60 * MINUTE, end_timestamp: T0 + 70 * MINUTE }),
    ).toBe(0);
  });
});
