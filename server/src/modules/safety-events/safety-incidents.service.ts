import type { IncidentDto } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { hasCameraAccess } from '../camera-access/camera-access';
import { toSafetyIncidentDto } from './safety-event-dto';
import { listAssetSafetyEvents } from './safety-events.repo';

/** An incident with the moment it happened, so the trip history can place it among others. */
export interface TimedIncident {
  at: number;
  incident: IncidentDto;
}

/**
 * The asset's safety events in [start, end) as its trip history's incidents (spec 2 §3), oldest
 * first. Everyone who sees the history sees them; only a user with camera access gets their
 * clips (`camera_event_medias`), as only they may play a camera's video (spec 1 §6).
 */
export async function listAssetSafetyIncidents(
  deps: AppDeps,
  auth: AuthContext,
  assetId: number,
  window: { start: number; end: number },
): Promise<TimedIncident[]> {
  const events = await listAssetSafetyEvents(
    deps.db,
    auth.companyId,
    assetId,
    new Date(window.start),
    new Date(window.end),
  );
  if (events.length === 0) return [];
  const withMedia = await hasCameraAccess(deps.db, auth);
  return events.map((event) => ({
    at: event.occurredAt.getTime(),
    incident: toSafetyIncidentDto(event, withMedia),
  }));
}
