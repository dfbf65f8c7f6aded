import type { Db } from '../../db/client';
import { findInstallsDuring, spanHolds } from '../safety-events/report-lookups.repo';
import { inAssignmentTransaction } from './assignments';
import { assignFromSightings } from './identify-driver.service';
import { cameraSerials, insertSightings, knownFaces } from './sightings.repo';

/** A face a camera saw at the wheel (a vendor's face match, the demo's cameras). */
export interface DriverSightingReport {
  cameraId: number;
  /** The vendor's face profile: one person, named or not. */
  ftsAiProfileId: string;
  at: Date;
}

/**
 * Stores the faces cameras saw (docs/OPERATORS.md "Sightings"), each on the asset its camera
 * was installed on at that moment (the install history, as safety events are). A face nobody
 * named yet is a pending operator: the asset's card warns 'Unidentified Driver'. A face someone
 * named before is that driver, so the sighting is stored already named and the driver becomes
 * the asset's by camera face match where it is the latest news, exactly as naming does.
 * Insert-or-ignore on face, asset and moment, since cameras re-send; sightings of unknown
 * cameras and of moments the camera was on no asset are dropped. Answers how many were new.
 */
export async function recordDriverSightings(
  db: Db,
  reports: readonly DriverSightingReport[],
): Promise<number> {
  if (reports.length === 0) return 0;
  const times = reports.map((report) => report.at.getTime());
  const cameraIds = [...new Set(reports.map((report) => report.cameraId))];
  const installs = await findInstallsDuring(
    db,
    cameraIds,
    new Date(Math.min(...times)),
    new Date(Math.max(...times)),
  );
  const serials = await cameraSerials(db, cameraIds);
  const byCompany = new Map<number, { assetId: number; report: DriverSightingReport }[]>();
  for (const report of reports) {
    const stay = installs.find(
      (s) => s.cameraId === report.cameraId && spanHolds(s.installedAt, s.removedAt, report.at),
    );
    if (!stay) continue;
    const seen = byCompany.get(stay.companyId) ?? [];
    seen.push({ assetId: stay.assetId, report });
    byCompany.set(stay.companyId, seen);
  }
  let inserted = 0;
  for (const [companyId, seen] of byCompany) {
    inserted += await inAssignmentTransaction(db, async (tx) => {
      const known = await knownFaces(tx, companyId, [
        ...new Set(seen.map(({ report }) => report.ftsAiProfileId)),
      ]);
      const stored = await insertSightings(
        tx,
        seen.map(({ assetId, report }) => ({
          companyId,
          assetId,
          ftsAiProfileId: report.ftsAiProfileId,
          vendorCameraId: serials.get(report.cameraId) ?? null,
          eventDate: report.at,
          identifiedOperatorId: known.get(report.ftsAiProfileId) ?? null,
        })),
      );
      // Known faces: each driver's new sightings assign them as naming would.
      const byDriver = new Map<number, { assetId: number; eventDate: Date }[]>();
      for (const row of stored) {
        if (row.identifiedOperatorId === null) continue;
        const rows = byDriver.get(row.identifiedOperatorId) ?? [];
        rows.push(row);
        byDriver.set(row.identifiedOperatorId, rows);
      }
      for (const [operatorId, rows] of byDriver) {
        await assignFromSightings(tx, companyId, operatorId, rows);
      }
      return stored.length;
    });
  }
  return inserted;
}
