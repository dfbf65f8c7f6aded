/**
 * A `returnTo` query parameter (spec 1 §2 `?returnTo={path}`) as a path to go back to. Only
 * in-app paths are followed: an absolute URL or a protocol-relative one answers null.
 */
export function safeReturnTo(returnTo: string | null): string | null {
  if (returnTo === null || !returnTo.startsWith('/') || returnTo.startsWith('//')) return null;
  return returnTo;
}
