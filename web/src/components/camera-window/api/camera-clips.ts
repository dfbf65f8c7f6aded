import { cameraJournal, decodeJournal, type CameraClip } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/cameras/{cameraId}/history: the camera's journal (domain cameras/journal.ts), read
 * as the clips the history controls offer. Asked anew at each switch to history (spec 1 §4).
 */
export async function getCameraClips(cameraId: number, signal: AbortSignal): Promise<CameraClip[]> {
  return decodeJournal(await apiRequest(`/cameras/${cameraId}/history`, cameraJournal, { signal }));
}
