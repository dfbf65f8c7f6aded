import { validationDetails } from '@fleet/domain';
import { isApiError } from '../api-client';
import { describeError } from '../error-toasts';

/** What a form shows when the server refused what it sent. */
export interface ServerFormError {
  /** Messages under fields, by the form's path of the field (`device_serial`, `items.0.name`). */
  fields: Record<string, string>;
  /** What no field can show (a conflict, a refusal, a failure): above the buttons; or null. */
  message: string | null;
}

/**
 * Sorts a refusal onto a form. A 400 VALIDATION_FAILED carries `details.issues` with the path of
 * each refused value: an issue whose path is a field of the form (`isField`) goes under it, the
 * rest above the buttons. Other refusals the person can act on (taken, not found) show the
 * server's sentence as sent; failures (offline, signed out, not allowed, a server error) the
 * spec's generic words (spec 2 §8).
 */
export function describeServerError(
  error: unknown,
  isField: (path: string) => boolean,
): ServerFormError {
  if (
    !isApiError(error) ||
    error.isNetworkError ||
    error.status >= 500 ||
    error.status === 401 ||
    error.status === 403
  ) {
    return { fields: {}, message: describeError(error).message };
  }
  const details = validationDetails.safeParse(error.details);
  if (error.code !== 'VALIDATION_FAILED' || !details.success) {
    return { fields: {}, message: error.message };
  }

  const fields: Record<string, string> = {};
  const elsewhere: string[] = [];
  for (const issue of details.data.issues) {
    const path = issue.path.join('.');
    // The first issue of a field is the one to fix first; the others follow once it is.
    if (isField(path)) fields[path] ??= issue.message;
    else elsewhere.push(path ? `${path}: ${issue.message}` : issue.message);
  }
  const message = elsewhere.length > 0 ? elsewhere.join('; ') : null;
  // Issues the server did not list (an old server, a hand-made refusal) still say something.
  if (Object.keys(fields).length === 0 && message === null)
    return { fields, message: error.message };
  return { fields, message };
}
