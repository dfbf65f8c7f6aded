import { describeServerError } from '../../../lib/forms/server-errors';

/** The server's sentence for a refused write without form fields, for inside a dialog. */
export function refusalOf(error: unknown): string | null {
  return error ? describeServerError(error, () => false).message : null;
}
