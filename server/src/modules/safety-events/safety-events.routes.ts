import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  coachSafetyEventBody,
  driverAnalytics,
  driverAnalyticsQuery,
  errorBody,
  id,
  safetyEvent,
  safetyEventsPage,
  safetyEventsQuery,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import { getDriverAnalytics } from './driver-analytics.service';
import { coachSafetyEvent, listCompanySafetyEvents } from './safety-events.service';

const errors = { 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** The camera page's safety events and driver analytics (docs/CAMERAS.md "Safety events"). */
export const safetyEventRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/camera/safety-events',
    {
      schema: {
        tags: ['cameras'],
        summary:
          'Hard braking, impacts and over speed the company’s cameras filmed, newest first, in its days from..to (default the last 7); needs camera access',
        querystring: safetyEventsQuery,
        response: { 200: safetyEventsPage, ...errors },
      },
    },
    async (request) => listCompanySafetyEvents(deps, requireAuth(request), request.query),
  );

  app.post(
    '/api/camera/safety-events/:safetyEventId/coaching',
    {
      schema: {
        tags: ['cameras'],
        summary: 'The driver was coached on the event (once; 409 after); needs camera access',
        params: z.object({ safetyEventId: id }),
        body: coachSafetyEventBody,
        response: { 200: safetyEvent, ...errors },
      },
    },
    async (request) =>
      coachSafetyEvent(deps, requireAuth(request), request.params.safetyEventId, request.body),
  );

  app.get(
    '/api/camera/driver-analytics',
    {
      schema: {
        tags: ['cameras'],
        summary:
          'Each driver’s miles, safety events and events per 1,000 miles over the last 7, 30 or 90 days, with the trend; worst first; needs camera access',
        querystring: driverAnalyticsQuery,
        response: { 200: driverAnalytics, ...errors },
      },
    },
    async (request) => getDriverAnalytics(deps, requireAuth(request), request.query),
  );
};
