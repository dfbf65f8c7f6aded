import type { AppDeps } from '../deps';
import type { AuthContext } from '../platform/auth';
import type { LiveSocket } from './live-statuses';

/**
 * The open subscription sockets of this instance and who signed each in: a sign-out or a
 * revoked session (on any instance) closes its sockets with graphql-ws's Forbidden (4403), so
 * the client does not retry with the dead token. Shared by every subscription.
 */
export function createSessionStreams(deps: Pick<AppDeps, 'bus'>) {
  const streams = new Map<LiveSocket, AuthContext>();
  const unsubscribe = deps.bus.subscribe('sessions.revoked', ({ userId, tokenHash }) => {
    for (const [socket, auth] of streams) {
      if (auth.userId === userId || auth.tokenHash === tokenHash) {
        streams.delete(socket);
        socket.close(4403, 'Your session has ended');
      }
    }
  });
  return {
    /** Remembers the socket of a new subscription until it closes. */
    track(socket: LiveSocket | undefined, auth: AuthContext): void {
      if (!socket || streams.has(socket)) return;
      streams.set(socket, auth);
      socket.once('close', () => streams.delete(socket));
    },
    close: unsubscribe,
  };
}
export type SessionStreams = ReturnType<typeof createSessionStreams>;
