import type { CameraEventMedia, SafetyEventTypeId } from '@fleet/domain';
import type { Db } from '../../db/client';
import { insertSafetyEvents } from './safety-events.repo';
import {
  findAssignmentsDuring,
  findInstallsDuring,
  spanHolds as holds,
} from './report-lookups.repo';

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

/** Rows by a key, so each event looks only at its camera's stays and its asset's drivers. */
function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/**
 * Stores the events cameras reported (docs/CAMERAS.md "Safety events"), each on the asset its
 * camera was installed on at the event's moment (the install history: an upload can come
 * after the camera moved) and with the driver assigned to that asset at that moment.
 * Insert-or-ignore: a camera re-sends what it has not heard taken, so the same camera and
 * moment is stored once. Events of unknown cameras, and those filmed while the camera was on
 * no asset, are dropped, as an unknown camera's status reports are. Answers how many were new.
 */
export async function recordSafetyEvents(
  db: Db,
  events: readonly SafetyEventReport[],
): Promise<number> {
  if (events.length === 0) return 0;
  let first = Infinity;
  let last = -Infinity;
  for (const event of events) {
    first = Math.min(first, event.at.getTime());
    last = Math.max(last, event.at.getTime());
  }
  const from = new Date(first);
  const to = new Date(last);
  const cameraIds = [...new Set(events.map((event) => event.cameraId))];
  const installs = await findInstallsDuring(db, cameraIds, from, to);
  const assetIds = [...new Set(installs.map((install) => install.assetId))];
  const stays = groupBy(installs, (install) => install.cameraId);
  const drivers = groupBy(await findAssignmentsDuring(db, assetIds, from, to), (a) => a.assetId);
  const rows = events.flatMap((event) => {
    const stay = stays
      .get(event.cameraId)
      ?.find((s) => holds(s.installedAt, s.removedAt, event.at));
    if (!stay) return [];
    // The asset's driver then: the company's assignment open at that moment, if any.
    const driver = drivers
      .get(stay.assetId)
      ?.find(
        (a) => a.companyId === stay.companyId && holds(a.dateAssigned, a.dateUnassigned, event.at),
      );
    return [
      {
        companyId: stay.companyId,
        cameraId: stay.cameraId,
        assetId: stay.assetId,
        operatorId: driver?.operatorId ?? null,
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
