/**
 * A new session id (docs/CAMERAS.md: new for each start). Random bytes rather than
 * `crypto.randomUUID`, which browsers offer only on secure pages: a fleet's own server may be
 * reached over plain http on its network.
 */
export function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
