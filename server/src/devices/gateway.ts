import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { Position } from '@fleet/domain';
import { parseOsmandJson, parseOsmandQuery, type OsmandQueryParams } from './osmand/index';
import type { Ingest, IngestOutcome } from './ingest';
import { reasons } from './osmand/parse-errors';
import { loggableError } from '../platform/errors';

export interface GatewayOptions {
  ingest: Ingest;
  logger?: boolean | { level: string; stream?: NodeJS.WritableStream | undefined };
}

const BODY_LIMIT_BYTES = 256 * 1024;

function isJson(contentType: string | undefined): boolean {
  return (contentType ?? '').toLowerCase().includes('json');
}

/**
 * The device gateway (DESIGN §1): the OsmAnd protocol as trackers and the Traccar Client app send
 * it, on its own port. A 200 means every fix of the request is committed; anything refused gets
 * a sentence saying why, so whoever set up the tracker can fix it.
 */
export async function buildGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: BODY_LIMIT_BYTES });
  // Trackers send form bodies, JSON or nothing at all; text bodies are read as query strings.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (isJson(request.headers['content-type'])) {
      try {
        done(null, text.trim() === '' ? undefined : (JSON.parse(text) as unknown));
      } catch {
        const error = Object.assign(new Error('The body is not valid JSON.'), { statusCode: 400 });
        done(error, undefined);
      }
      return;
    }
    done(null, text);
  });
  app.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) app.log.error(loggableError(error), 'position not stored');
    return reply
      .status(status)
      .type('text/plain')
      .send(status === 500 ? 'The position could not be stored; send it again.' : error.message);
  });

  const handle = async (
    reply: FastifyReply,
    parsed: { ok: true; positions: Position[] } | { ok: false; reason: string },
    unknownStatus: 400 | 404,
  ) => {
    if (!parsed.ok) return reply.status(400).type('text/plain').send(parsed.reason);
    const outcomes = await options.ingest.submit(parsed.positions);
    const refusedAt = outcomes.findIndex((o) => o.kind === 'refused');
    const refusal = outcomes[refusedAt];
    if (refusal?.kind === 'refused') {
      const reason =
        outcomes.length > 1
          ? reasons.inBatch(refusedAt, outcomes.length, refusal.reason)
          : refusal.reason;
      return reply.status(400).type('text/plain').send(reason);
    }
    const refused = outcomes.find(
      (o): o is Extract<IngestOutcome, { kind: 'unknown-device' | 'not-installed' }> =>
        o.kind === 'unknown-device' || o.kind === 'not-installed',
    );
    const serial = parsed.positions[0]?.deviceSerial ?? '';
    if (refused?.kind === 'unknown-device') {
      return reply
        .status(unknownStatus)
        .type('text/plain')
        .send(`Unknown device '${serial}': add it as a tracker in Fleet first.`);
    }
    if (refused?.kind === 'not-installed') {
      return reply
        .status(400)
        .type('text/plain')
        .send(`Tracker '${serial}' is not installed on an asset yet.`);
    }
    return reply.status(200).send();
  };

  const onRequest = async (
    request: { query: unknown; body: unknown; headers: Record<string, unknown> },
    reply: FastifyReply,
  ) => {
    const receivedAt = Date.now();
    const contentType = request.headers['content-type'];
    if (isJson(typeof contentType === 'string' ? contentType : undefined) && request.body) {
      return handle(reply, parseOsmandJson(request.body, receivedAt), 404);
    }
    const query = { ...(request.query as OsmandQueryParams) };
    if (typeof request.body === 'string' && request.body.includes('=')) {
      for (const [key, value] of new URLSearchParams(request.body)) query[key] = value;
    }
    return handle(reply, parseOsmandQuery(query, receivedAt), 400);
  };
  app.get('/*', onRequest);
  app.post('/*', onRequest);
  return app;
}
