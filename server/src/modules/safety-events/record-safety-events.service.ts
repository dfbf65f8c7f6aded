import type { CameraEventMedia, SafetyEventTypeId } from '@fleet/domain';
import type { Db } from '../../db/client';
import { insertSafetyEvents } from './safety-events.repo';
import { findAssignmentsDuring, findInstalledCameras } from './report-lookups.repo';

/** One event as a camera reports it (the demo's simulator, a vendor's upload). */
export interface SafetyEventReport {
  cameraId: number;
  typeId: SafetyEventTypeId;
  at: Date;
  latitude: number;
  longitude: number;
  speedMph: number | null;
  /** Over speed: the limit it passed; null otherwise. */
  postedSpeedLimit: number | null;
  feed: CameraEventMedia['feed_id'];
  clipStart: Date;
  clipEnd: Date;
}

type Assignment = Awaited<ReturnType<typeof findAssignmentsDuring>>[number];

/** The asset's driver at a moment: the company's assignment open then, if any. */
function driverAt(
  assignments: readonly Assignment[],
  asset: { companyId: number; assetId: number },
  at: Date,
): number | null {
  const open = assignments.find(
    (a) =>
      a.companyId === asset.companyId &&
      a.assetId === asset.assetId &&
      a.dateAssigned <= at &&
      (a.dateUnassigned === null || a.dateUnassigned > at),
  );
  return open?.operatorId ?? null;
}

/**
 * Stores the events cameras reported (docs/CAMERAS.md "Safety events"), each on the asset its
 * camera is installed on now and with the driver assigned to that asset at the event's moment.
 * Insert-or-ignore: a camera re-sends what it has not heard taken, so the same camera and
 * moment is stored once. Events of unknown or uninstalled cameras are dropped, as their status
 * reports are. Answers how many were new.
 */
export async function recordSafetyEvents(
  db: Db,
  events: readonly SafetyEventReport[],
): Promise<number> {
  if (events.length === 0) return 0;
  const cameras = await findInstalledCameras(db, [...new Set(events.map((e) => e.cameraId))]);
  const byCamera = new Map(cameras.map((camera) => [camera.cameraId, camera]));
  let first = Infinity;
  let last = -Infinity;
  for (const event of events) {
    first = Math.min(first, event.at.getTime());
    last = Math.max(last, event.at.getTime());
  }
  const assignments = await findAssignmentsDuring(
    db,
    [...new Set(cameras.flatMap((camera) => camera.assetId ?? []))],
    new Date(first),
    new Date(last),
  );
  const rows = events.flatMap((event) => {
    const camera = byCamera.get(event.cameraId);
    if (camera?.assetId == null) return [];
    const asset = { companyId: camera.companyId, assetId: camera.assetId };
    return [
      {
        companyId: camera.companyId,
        cameraId: camera.cameraId,
        assetId: camera.assetId,
        operatorId: driverAt(assignments, asset, event.at),
        incidentTypeId: event.typeId,
        occurredAt: event.at,
        latitude: event.latitude,
        longitude: event.longitude,
        speedMph: event.speedMph,
        postedSpeedLimit: event.postedSpeedLimit,
        feed: event.feed,
        clipStart: event.clipStart,
        clipEnd: event.clipEnd,
      },
    ];
  });
  // Chunks keep one statement's parameters well under PostgreSQL's limit of 65,535.
  let inserted = 0;
  for (let i = 0; i < rows.length; i += 500) {
    inserted += (await insertSafetyEvents(db, rows.slice(i, i + 500))).length;
  }
  return inserted;
}
