import { type TrackFix } from './types';

/** Test helper: builds an asset's positions by narrating what it did. */

export const MINUTE = 60_000;
/** Monday 4 March 2024, 08:00 UTC. */
export const T0 = Date.UTC(2024, 2, 4, 8, 0, 0);
/** Meters per degree of latitude on the engine's sphere. */
export const METERS_PER_DEGREE = (2 * Math.PI * 6_371_008.8) / 360;

export type Fix = TrackFix & { deviceSerial: string; attributes: Record<string, string> };

export interface FixOptions {
  ignition?: boolean | undefined;
  speedMph?: number | undefined;
  valid?: boolean;
  isMoving?: boolean;
  geofenceIds?: number[];
  odometerMiles?: number;
}

interface StepOptions extends FixOptions {
  /** Seconds between fixes; 60 unless told. */
  every?: number;
}

export class Track {
  readonly fixes: Fix[] = [];
  time: number;
  latitude: number;
  longitude: number;

  constructor(start: { time?: number; latitude?: number; longitude?: number } = {}) {
    this.time = start.time ?? T0;
    this.latitude = start.latitude ?? 40;
    this.longitude = start.longitude ?? -105;
  }

  /** One fix here and now. Ignition defaults to on; pass `ignition: undefined` for none. */
  fix(options: FixOptions = {}): this {
    const { ignition = true, speedMph = 0, valid = true, geofenceIds = [], ...rest } = options;
    const hasIgnition = !('ignition' in options) || options.ignition !== undefined;
    const hasSpeed = !('speedMph' in options) || options.speedMph !== undefined;
    this.fixes.push({
      deviceSerial: 'T-1',
      attributes: {},
      fixTime: this.time,
      latitude: this.latitude,
      longitude: this.longitude,
      valid,
      geofenceIds,
      ...(hasIgnition ? { ignition } : {}),
      ...(hasSpeed ? { speedMph } : {}),
      ...rest,
    });
    return this;
  }

  /** Stands still for `minutes`, a fix every `every` seconds after each wait. */
  stay(minutes: number, options: StepOptions = {}): this {
    const { every = 60, ...fix } = options;
    for (let t = every; t <= minutes * 60; t += every) {
      this.time += every * 1000;
      this.fix({ speedMph: 0, ...fix });
    }
    return this;
  }

  /** Drives north at `mph` for `minutes`, a fix every `every` seconds. */
  drive(minutes: number, mph: number, options: StepOptions = {}): this {
    const { every = 60, ...fix } = options;
    const stepMeters = (mph * every * 1609.344) / 3600;
    for (let t = every; t <= minutes * 60; t += every) {
      this.time += every * 1000;
      this.latitude += stepMeters / METERS_PER_DEGREE;
      this.fix({ speedMph: mph, ...fix });
    }
    return this;
  }

  /** Time passes with no fix at all (optionally the asset is moved meanwhile). */
  silence(minutes: number, northMeters = 0): this {
    this.time += minutes * MINUTE;
    this.latitude += northMeters / METERS_PER_DEGREE;
    return this;
  }

  /** Moves the asset without a fix (the next fix shows the displacement). */
  move(northMeters: number): this {
    this.latitude += northMeters / METERS_PER_DEGREE;
    return this;
  }
}

export const VEHICLE = { assetId: 7, assetTypeId: 1 } as const;
export const EQUIPMENT = { assetId: 8, assetTypeId: 2 } as const;
