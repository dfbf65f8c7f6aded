import type { Db } from '../../server/src/db/client';
import { insertAssets, insertTrackers } from '../../server/src/modules/assets/assets.repo';
import { insertGeofences } from '../../server/src/modules/geofences/geofences.repo';
import { seededRandom, scatter } from '../../server/src/demo/fleet/random';

/** The region the benchmark's trackers drive in: around Columbia, Missouri. */
export const CENTRE = { latitude: 38.9498, longitude: -92.3273 };
export const REGION_METERS = 40_000;

/** Trackers on assets, and geofences over the same region (the issue: 1,000 geofences). */
export async function seedBenchFleet(
  db: Db,
  companyId: number,
  trackerCount: number,
  geofenceCount: number,
): Promise<string[]> {
  const serials = Array.from(
    { length: trackerCount },
    (_, i) => `BENCH${String(i).padStart(6, '0')}`,
  );
  for (let i = 0; i < serials.length; i += 500) {
    const trackers = await insertTrackers(
      db,
      serials.slice(i, i + 500).map((deviceSerial) => ({ companyId, deviceSerial })),
    );
    await insertAssets(
      db,
      trackers.map((tracker, n) => ({
        companyId,
        assetTypeId: n % 2 === 0 ? 1 : 2,
        assetKind: n % 2 === 0 ? 'vehicle' : 'equipment',
        customName: `Bench ${tracker.deviceSerial}`,
        trackerId: tracker.trackerId,
      })),
    );
  }
  const random = seededRandom(42);
  const geofences = Array.from({ length: geofenceCount }, (_, i) => {
    const centre = scatter(random, CENTRE.latitude, CENTRE.longitude, REGION_METERS);
    if (i % 2 === 0) {
      return {
        companyId,
        name: `Bench circle ${i}`,
        shape: {
          kind: 'circle',
          center: [centre.longitude, centre.latitude],
          radiusMeters: 200 + random() * 800,
        },
      };
    }
    const ring = Array.from({ length: 8 }, (_, k) => {
      const angle = (k / 8) * 2 * Math.PI;
      const r = (300 + random() * 700) / 111_320;
      return [
        centre.longitude + (r * Math.cos(angle)) / 0.78,
        centre.latitude + r * Math.sin(angle),
      ];
    });
    ring.push(ring[0] ?? [centre.longitude, centre.latitude]);
    return {
      companyId,
      name: `Bench polygon ${i}`,
      shape: { kind: 'polygon', geometry: { type: 'Polygon', coordinates: [ring] } },
    };
  });
  for (let i = 0; i < geofences.length; i += 250)
    await insertGeofences(db, geofences.slice(i, i + 250));
  return serials;
}
