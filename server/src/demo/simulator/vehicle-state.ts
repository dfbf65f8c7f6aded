import type { Point } from './geo';

/** What a simulated asset is doing now. */
export type Activity =
  | { kind: 'parked'; until: number }
  | { kind: 'idling'; until: number; then: 'drive' | 'park' }
  | { kind: 'working'; until: number }
  | { kind: 'driving'; from: Point; to: Point; startedAt: number; mph: number; cargo: string[] }
  | { kind: 'riding'; on: string; ignition: boolean }
  | { kind: 'silent' };

export interface SimulatedAsset {
  serial: string;
  drives: boolean;
  /** Has an engine to run on site (machines); trailers and attachments only ride. */
  works: boolean;
  isHauler: boolean;
  home: Point;
  position: Point;
  heading: number;
  odometerMiles: number;
  engineHours: number;
  fuel: number;
  battery: number;
  activity: Activity;
  nextReportAt: number;
}
