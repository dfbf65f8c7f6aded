import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, frameUrlsAnswer, frameUrlsBody, id } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import * as frames from './frames.service';

const params = z.object({ companyId: id });
const errors = { 400: errorBody, 403: errorBody, 404: errorBody };

/** The addresses the partner frames load (docs/FRAMES.md). */
export const frameRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/companies/:companyId/frame-urls',
    {
      schema: {
        tags: ['frames'],
        summary: 'The partner frames’ addresses, by route (resource-planning, setup, …)',
        params,
        response: { 200: frameUrlsAnswer, ...errors },
      },
    },
    async (request) => frames.getFrameUrls(deps, requireAuth(request), request.params.companyId),
  );

  app.put(
    '/api/companies/:companyId/frame-urls',
    {
      schema: {
        tags: ['frames'],
        summary: 'Set every partner frame’s address (admin); https, or http on localhost',
        params,
        body: frameUrlsBody,
        response: { 200: frameUrlsAnswer, ...errors },
      },
    },
    async (request) =>
      frames.putFrameUrls(deps, requireAuth(request), request.params.companyId, request.body),
  );
};
