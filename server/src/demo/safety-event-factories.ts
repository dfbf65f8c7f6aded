import {
  INCIDENT_TYPE,
  SAFETY_CLIP_AFTER_MS,
  SAFETY_CLIP_BEFORE_MS,
  type SafetyEventTypeId,
} from '@fleet/domain';
import type { Db } from '../db/client';
import { insertSafetyEvents } from '../modules/safety-events/safety-events.repo';
import { makeCamera } from './camera-factories';

let sequence = 0;

interface SafetyEventOverrides {
  /** The camera that filmed it; a new camera of the company (on no asset) when absent. */
  cameraId?: number;
  operatorId?: number | null;
  typeId?: SafetyEventTypeId;
  /** A moment in the last hour, different for each call, when absent. */
  at?: Date;
  latitude?: number;
  longitude?: number;
  speedMph?: number | null;
  postedSpeedLimit?: number | null;
}

/**
 * A safety event of the company on the asset, stored as given (the driver is not looked up:
 * `recordSafetyEvents` does that for a camera's reports). Hard braking at 38 mph, its clip the
 * usual 10 s either side, unless told otherwise. Tests, walks and e2e journeys share it.
 */
export async function makeSafetyEvent(
  db: Db,
  companyId: number,
  assetId: number,
  overrides: SafetyEventOverrides = {},
): Promise<number> {
  sequence += 1;
  const at = overrides.at ?? new Date(Date.now() - 3_600_000 + sequence * 1000);
  const cameraId = overrides.cameraId ?? (await makeCamera(db, companyId)).cameraId;
  const [id] = await insertSafetyEvents(db, [
    {
      companyId,
      cameraId,
      assetId,
      operatorId: overrides.operatorId ?? null,
      incidentTypeId: overrides.typeId ?? INCIDENT_TYPE.aggressiveDeceleration,
      occurredAt: at,
      latitude: overrides.latitude ?? 38.95,
      longitude: overrides.longitude ?? -92.33,
      speedMph: overrides.speedMph === undefined ? 38 : overrides.speedMph,
      postedSpeedLimit: overrides.postedSpeedLimit ?? null,
      feed: 'outside',
      clipStart: new Date(at.getTime() - SAFETY_CLIP_BEFORE_MS),
      clipEnd: new Date(at.getTime() + SAFETY_CLIP_AFTER_MS),
    },
  ]);
  if (id === undefined) throw new Error('that camera already has an event at that moment');
  return id;
}
