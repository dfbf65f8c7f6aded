import { isApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/error-toasts';

export interface FormError {
  /** A form field the server named ("device_serial: …"): the message goes under it. */
  field?: 'device_serial' | 'asset_id';
  message: string;
}

const FIELD_MESSAGE = /^(device_serial|asset_id): (.+)$/s;

/**
 * What a form says when the server refused it. The server's own sentence for a refusal the
 * person can act on (taken, not found, invalid), verbatim; the generic text (spec 2 §8) else.
 */
export function describeFormError(error: unknown): FormError {
  if (!isApiError(error) || error.isNetworkError || error.status >= 500 || error.status === 401) {
    return { message: describeError(error).message };
  }
  if (error.status === 403) return { message: describeError(error).message };
  const named = FIELD_MESSAGE.exec(error.message);
  if (error.status === 400 && named?.[1] && named[2]) {
    const field = named[1] === 'device_serial' ? 'device_serial' : 'asset_id';
    return { field, message: named[2] };
  }
  return { message: error.message };
}
