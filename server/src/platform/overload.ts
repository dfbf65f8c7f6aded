import type { FastifyInstance } from 'fastify';
import underPressure from '@fastify/under-pressure';
import type { ErrorBody } from '@fleet/domain';

/** Long enough for a stall to clear, short enough that nobody gives up. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 5;
const HEALTH_PATH = '/api/health';
const OVERLOADED: ErrorBody = {
  error: { code: 'OVERLOADED', message: 'Fleet is busy; try again in a few seconds.' },
};

/**
 * Sheds load while the event loop lags (OVERLOAD_EVENT_LOOP_DELAY_MS): every API call is
 * answered 503 at once, with Retry-After, instead of queueing behind the work that holds the
 * loop. The device gateway shares this process but is another Fastify instance without this
 * hook: the API shedding its calls is what keeps the gateway's fixes flowing.
 *
 * /api/health still answers (the process is alive) and says it is overloaded in a header, so a
 * load balancer does not take away the one instance that is catching up.
 */
export async function registerOverloadShedding(
  app: FastifyInstance,
  maxEventLoopDelayMs: number,
): Promise<void> {
  // 0 turns shedding off: API tests drive a whole server on one loop with in-process calls,
  // where a long test step is not overload (the overload test sets its own threshold).
  if (maxEventLoopDelayMs <= 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    // The delay is the mean over one sample window, so a short stall does not shed but lag that
    // lasts does. The window is the threshold: a window the loop was held for throughout has no
    // sample, which under-pressure reads as an infinite delay, and that is then right (it lasted
    // at least the threshold); the state also follows the loop within one threshold's time.
    sampleInterval: maxEventLoopDelayMs,
    pressureHandler: async (request, reply, _type, value) => {
      // Only API calls are shed. The web client's files are read from disk, cheap to send, and a
      // browser that was refused a lazy route's chunk keeps that failure until the page reloads:
      // shedding one would leave a dialog or page that never opens.
      if (!request.url.startsWith('/api/')) return;
      if (request.routeOptions.url === HEALTH_PATH) {
        void reply.header('Fleet-Overloaded', `event loop delay ${Math.round(value ?? 0)} ms`);
        return; // answered as usual
      }
      // Sent here, not thrown: the GraphQL route's own error handler would answer 401 first.
      await reply
        .code(503)
        .header('Retry-After', String(OVERLOAD_RETRY_AFTER_SECONDS))
        .send(OVERLOADED);
      // A WebSocket upgrade (the live streams) is refused here before @fastify/websocket's own
      // request hook marks it as one, so nothing else ends its socket, which Node hands over on
      // 'upgrade' and no longer manages: each one stayed open after the client left, and the
      // server's close waited for it forever (the alert benchmark hung on one).
      if (request.headers.upgrade !== undefined) request.raw.socket.destroySoon();
    },
  });
}
