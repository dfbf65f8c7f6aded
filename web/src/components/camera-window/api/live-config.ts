import { apiRequest } from '../../../lib/api-client';

/** The answer as sent: the controller tells an unusable config (spec 1 §5) from a failed call. */
const asSent = { parse: (data: unknown) => data };

/**
 * GET /api/cameras/{cameraId}/live-config (docs/CAMERAS.md "Live config"). Not cached: each
 * answer is a new viewer (client id) with a credential for a short time.
 */
export function getCameraLiveConfig(cameraId: number, signal: AbortSignal): Promise<unknown> {
  return apiRequest(`/cameras/${cameraId}/live-config`, asSent, { signal });
}
