import type { Position } from '@fleet/domain';
import type { Ingest } from '../../devices/ingest';
import { hasLostGpsLock, isSilentTracker } from './behaviour';
import { planDemoFleet } from './plan';
import { parkedReadings } from './parked-readings';
import { seededRandom } from './random';

const HOUR_MS = 3_600_000;

/**
 * Reports every demo tracker once, parked where the plan puts it, through the same ingest
 * pipeline the gateway uses; silent trackers last reported three days ago.
 */
export async function placeDemoFleet(ingest: Ingest, now = Date.now()): Promise<number> {
  const random = seededRandom(7);
  // Readings draw from their own sequence, so adding one leaves every position where it was.
  const readingRandom = seededRandom(13);
  const positions: Position[] = [];
  const silentPositions: Position[] = [];
  for (const plan of planDemoFleet()) {
    if (!plan.trackerSerial) continue;
    const silent = isSilentTracker(plan);
    const fixTime = Math.round(silent ? now - 72 * HOUR_MS : now - random() * 3 * HOUR_MS);
    (silent ? silentPositions : positions).push({
      deviceSerial: plan.trackerSerial,
      fixTime,
      latitude: plan.latitude,
      longitude: plan.longitude,
      valid: !hasLostGpsLock(plan),
      speedMph: 0,
      heading: Math.floor(random() * 360),
      ignition: false,
      batteryPercent: 15 + Math.round(random() * 85),
      engineHours: plan.kind.drives ? undefined : Math.round(random() * 4000 * 10) / 10,
      odometerMiles: plan.kind.drives ? Math.round(random() * 120_000) : undefined,
      attributes: {
        ...(plan.kind.drives ? { fuel: 20 + Math.round(random() * 80) } : {}),
        ...parkedReadings(plan.kind, readingRandom),
      },
    });
  }
  const outcomes = [
    ...(await ingest.submit(silentPositions, { receivedAt: now - 72 * HOUR_MS })),
    ...(await ingest.submit(positions, { receivedAt: now })),
  ];
  return outcomes.filter((o) => o.kind === 'stored').length;
}
