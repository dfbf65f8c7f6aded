import { cameraEventMedia, type CameraEventMedia, type IncidentDto } from '@fleet/domain';

/**
 * The clip a dash cam kept of the incident (spec 2 §3 `camera_event_medias`), or null. The
 * server sends media only to users with camera access, so having one is the right to play it.
 * Each entry is read with the domain's schema: one this client cannot read is passed over.
 */
export function incidentClipMedia(
  incident: Pick<IncidentDto, 'camera_event_medias'>,
): CameraEventMedia | null {
  for (const media of incident.camera_event_medias) {
    const read = cameraEventMedia.safeParse(media);
    if (read.success) return read.data;
  }
  return null;
}
