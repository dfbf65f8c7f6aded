import { describeError } from '../../../lib/error-toasts';

/** A failed read as the kit's table shows it: the sentence for what went wrong, and Try again. */
export function loadFailure(query: {
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}): { message: string; onRetry: () => void } | null {
  if (!query.isError) return null;
  return { message: describeError(query.error).message, onRetry: () => void query.refetch() };
}
