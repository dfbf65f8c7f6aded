import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';

const MINUTE = 60_000;
const KNOTS_PER_MPH = 1 / 1.150779;
/** Degrees of longitude per mile at 38.95° N. */
export const LON_PER_MILE = 1 / (69.172 * Math.cos((38.95 * Math.PI) / 180));

export interface Fix {
  at: number;
  lon: number;
  mph: number;
  ignition: boolean;
}

/** A truck that idles, drives east at `mph` for `minutes`, then parks: one fix a minute. */
export function drive(start: number, startLon: number, minutes: number, mph: number): Fix[] {
  const fixes: Fix[] = [{ at: start, lon: startLon, mph: 0, ignition: true }];
  for (let m = 1; m <= minutes; m += 1) {
    fixes.push({
      at: start + m * MINUTE,
      lon: startLon + (mph / 60) * m * LON_PER_MILE,
      mph,
      ignition: true,
    });
  }
  const endLon = startLon + (mph / 60) * minutes * LON_PER_MILE;
  fixes.push({ at: start + (minutes + 1) * MINUTE, lon: endLon, mph: 0, ignition: true });
  fixes.push({ at: start + (minutes + 8) * MINUTE, lon: endLon, mph: 0, ignition: false });
  return fixes;
}

/** Sends one fix through the gateway as a tracker would (OsmAnd query form, speed in knots). */
export async function sendFix(gateway: FastifyInstance, serial: string, fix: Fix): Promise<void> {
  const query = new URLSearchParams({
    id: serial,
    timestamp: String(fix.at / 1000),
    lat: '38.95',
    lon: fix.lon.toFixed(6),
    speed: (fix.mph * KNOTS_PER_MPH).toFixed(3),
    ignition: String(fix.ignition),
  });
  const response = await gateway.inject({ method: 'GET', url: `/?${query.toString()}` });
  expect(response.statusCode, response.body).toBe(200);
}
