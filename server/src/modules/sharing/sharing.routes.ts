import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, sharedLocation, shareTokenParams, smsMessage } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import { readSharedLocation } from './shared-location.service';
import { listCompanySms } from './sms-outbox.service';

/** A page polls every 15 s; far more from one address is not a person looking at a map. */
const PUBLIC_READS_PER_MINUTE = 120;

/**
 * Sharing by text message (docs/SHARING.md). The share itself is the GraphQL mutation
 * `shareLocation` (sharing.graphql.ts); these are the link's public page and the outbox.
 */
export const sharingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/public/share/:token',
    {
      // Public on purpose: the random token in the link is the only key (docs/SHARING.md).
      config: {
        isPublic: true,
        rateLimit: { max: PUBLIC_READS_PER_MINUTE, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['sharing'],
        summary: 'A shared location, without sign-in, until its link expires (404 after)',
        security: [],
        params: shareTokenParams,
        response: { 200: sharedLocation, 404: errorBody },
      },
    },
    async (request, reply) => {
      // A live position: never kept by a browser or a proxy.
      reply.header('cache-control', 'no-store');
      return readSharedLocation(deps, request.params.token);
    },
  );

  app.get(
    '/api/sms-messages',
    {
      schema: {
        tags: ['sharing'],
        summary: 'The company’s text messages, newest first: the outbox (admins)',
        response: { 200: smsMessage.array(), 403: errorBody },
      },
    },
    async (request) => listCompanySms(deps, requireAuth(request)),
  );
};
