import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { deriveIncidents } from './derive-incidents';
import { deriveTrips } from './derive-trips';
import { METERS_PER_DEGREE, MINUTE, T0, Track, VEHICLE, type Fix } from './track.fixture';
import { trimTripToDay } from './trim-to-day';
import { type TrackFix, type TripAsset } from './types';

/** Any fixes at all: noisy speeds, flickering ignition and lock, jumps and long silences. */
const anyFixes: fc.Arbitrary<TrackFix[]> = fc
  .array(
    fc.record({
      gapSeconds: fc.oneof(
        { weight: 5, arbitrary: fc.integer({ min: 1, max: 400 }) },
        { weight: 1, arbitrary: fc.integer({ min: 400, max: 200_000 }) },
      ),
      northMeters: fc.oneof(
        fc.constant(0),
        fc.integer({ min: -60, max: 60 }),
        fc.integer({ min: -5000, max: 5000 }),
      ),
      speedMph: fc.option(fc.integer({ min: 0, max: 90 }), { nil: undefined }),
      ignition: fc.option(fc.boolean(), { nil: undefined }),
      isMoving: fc.option(fc.boolean(), { nil: undefined }),
      valid: fc.oneof(
        { weight: 5, arbitrary: fc.constant(true) },
        { weight: 1, arbitrary: fc.constant(false) },
      ),
      geofenceIds: fc.subarray([1, 2, 3]),
    }),
    { maxLength: 60 },
  )
  .map((steps) => {
    let time = T0;
    let latitude = 40;
    return steps.map(({ gapSeconds, northMeters, ...fix }) => {
      time += gapSeconds * 1000;
      latitude += northMeters / METERS_PER_DEGREE;
      return { fixTime: time, latitude, longitude: -105, ...fix };
    });
  });

type Phase = ['park' | 'idle' | 'haul' | 'silence', number] | ['drive', number, number];

/** A believable day: parks, idles, drives at varying speed, hauls, silences. */
const drivingDay: fc.Arbitrary<Fix[]> = fc
  .array(
    fc.oneof(
      fc.tuple(fc.constantFrom('park', 'idle', 'haul', 'silence'), fc.integer({ min: 1, max: 40 })),
      fc.tuple(
        fc.constant('drive'),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 0, max: 80 }),
      ),
    ) as fc.Arbitrary<Phase>,
    { maxLength: 12 },
  )
  .map((phases) => {
    const track = new Track().fix({ ignition: false, geofenceIds: [1] });
    for (const phase of phases) {
      if (phase[0] === 'drive')
        track.drive(phase[1], phase[2], { geofenceIds: phase[2] > 50 ? [2] : [] });
      else if (phase[0] === 'park') track.stay(phase[1], { ignition: false, every: 300 });
      else if (phase[0] === 'idle') track.stay(phase[1], { every: 120 });
      else if (phase[0] === 'haul') track.drive(phase[1], 45, { ignition: false, every: 120 });
      else track.silence(phase[1] * 60);
    }
    return track.fixes;
  });

/** The same fixes as they might reach the server: any order, some sent twice. */
const asReceived = <F extends TrackFix>(fixes: F[]): fc.Arbitrary<F[]> =>
  fc.subarray(fixes).chain((again) => {
    const all = [...fixes, ...again.map((fix) => ({ ...fix }))];
    return fc.shuffledSubarray(all, { minLength: all.length, maxLength: all.length });
  });

const receivedArb = (source: fc.Arbitrary<TrackFix[]>) =>
  source.chain((fixes) => fc.tuple(fc.constant(fixes), asReceived(fixes)));

const derive = (asset: TripAsset, positions: readonly TrackFix[]) => {
  const last = Math.max(T0, ...positions.map((p) => p.fixTime));
  return {
    trips: deriveTrips({ asset, positions }),
    incidents: deriveIncidents({
      asset,
      positions,
      overSpeedMph: 55,
      now: last + 30 * 60 * MINUTE,
      geofenceNames: new Map([[1, 'Yard']]),
    }),
  };
};

const assets = fc.constantFrom<TripAsset>(VEHICLE, { assetId: 8, assetTypeId: 2 });

describe('derivation does not depend on the order positions arrive in', () => {
  for (const [name, source] of [
    ['any fixes', anyFixes],
    ['a driving day', drivingDay],
  ] as const) {
    it(`${name}: any permutation with repeats gives the same trips and incidents`, () => {
      fc.assert(
        fc.property(assets, receivedArb(source), (asset, [inOrder, received]) => {
          expect(derive(asset, received)).toEqual(derive(asset, inOrder));
        }),
      );
    });
  }
});

describe('derived trips and incidents are well formed', () => {
  it('trips are ordered, apart, of positive length, with points inside them', () => {
    fc.assert(
      fc.property(assets, fc.oneof(anyFixes, drivingDay), (asset, fixes) => {
        const { trips } = derive(asset, fixes);
        trips.forEach((trip, i) => {
          expect(trip.end_timestamp).toBeGreaterThan(trip.start_timestamp);
          expect(trip.start_timestamp).toBeGreaterThanOrEqual(trips[i - 1]?.end_timestamp ?? 0);
          const times = trip.points.map((p) => p.timestamp);
          expect(times).toEqual([...times].sort((a, b) => a - b));
          expect(times.every((t) => t >= trip.start_timestamp && t <= trip.end_timestamp)).toBe(
            true,
          );
        });
      }),
    );
  });

  it('incident keys are unique and area incidents alternate per geofence', () => {
    fc.assert(
      fc.property(assets, fc.oneof(anyFixes, drivingDay), (asset, fixes) => {
        const { incidents } = derive(asset, fixes);
        expect(new Set(incidents.map((i) => i.key)).size).toBe(incidents.length);
        for (const id of [1, 2, 3]) {
          const types = incidents
            .filter((i) => i.geofence?.geofence_id === id)
            .map((i) => i.tracking_incident_type_id);
          types.forEach((type, i) => expect(type).not.toBe(types[i - 1]));
        }
      }),
    );
  });

  it('trimming a trip to each day it touches splits its distance without loss', () => {
    const DAY = 24 * 60 * MINUTE;
    fc.assert(
      fc.property(drivingDay, fc.integer({ min: 0, max: DAY - 1 }), (fixes, dayOffset) => {
        for (const trip of deriveTrips({ asset: VEHICLE, positions: fixes })) {
          let sum = 0;
          for (let day = T0 - dayOffset - DAY; day < trip.end_timestamp; day += DAY) {
            sum += trimTripToDay(trip, day, day + DAY)?.trip_distance_miles ?? 0;
          }
          expect(sum).toBeCloseTo(trip.trip_distance_miles, 9);
        }
      }),
    );
  });
});
