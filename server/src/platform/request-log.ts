import type { FastifyInstance } from 'fastify';
import pretty from 'pino-pretty';

const VERBOSE_LEVELS = new Set(['info', 'debug', 'trace']);

/**
 * One log line per request, written when the answer is sent: method, path, status and time.
 * Fastify's own request logging writes two JSON lines per request (received, completed) that a
 * person at a terminal cannot read; it is turned off where the app is built.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    if (!VERBOSE_LEVELS.has(request.log.level)) return done();
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    const path = request.url.split('?')[0] ?? request.url;
    request.log.info(
      { method: request.method, path, statusCode: reply.statusCode, ms },
      `${request.method} ${path} ${reply.statusCode} ${ms} ms`,
    );
    done();
  });
}

/**
 * Where the log goes: JSON lines (for log collectors) unless standard output is a terminal, where
 * a person reads it: then one short line each, "10:02:25 INFO  GET /api/assets 200 3.2 ms".
 */
export function logDestination(isTerminal: boolean) {
  if (!isTerminal) return undefined;
  return pretty({
    colorize: true,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,method,path,statusCode,ms',
    sync: true,
  });
}
