import { SERVICE_REQUEST_MESSAGES } from '@fleet/domain';
import { isApiError } from '../../../lib/api-client';

/**
 * spec 1 §8 "Service request": what a failed request says. A failed upload says no request was
 * made; a 409 the server's sentence (or the spec's); another refusal with a message that
 * message; anything else the generic sentence.
 */
export function serviceRequestFailure(error: unknown): string {
  if (error instanceof Error && error.name === 'UploadFailedError') {
    return SERVICE_REQUEST_MESSAGES.uploadFailed;
  }
  if (!isApiError(error) || error.isNetworkError) return SERVICE_REQUEST_MESSAGES.failed;
  if (error.status === 409) return error.message || SERVICE_REQUEST_MESSAGES.tooMany;
  return error.message || SERVICE_REQUEST_MESSAGES.failed;
}
