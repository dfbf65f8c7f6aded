import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dashboardIdle,
  dashboardNotReporting,
  dashboardRentalClasses,
  dashboardServiceDue,
  dashboardStatuses,
  dashboardUtilization,
  dashboardWindowQuery,
  errorBody,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import * as dashboard from './dashboard.service';
import { getServiceDue } from './service-due.service';
import { startUsageRollup } from './usage-rollup.service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody };

/** The dashboard's tiles, one call each (docs/DASHBOARD.md); the usage roll-up runs beside. */
export const dashboardRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  startUsageRollup(app, deps);

  app.get(
    '/api/dashboard/statuses',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'The company’s assets by what they are doing now',
        response: { 200: dashboardStatuses, ...errors },
      },
    },
    async (request) => dashboard.getStatuses(deps, requireAuth(request)),
  );

  app.get(
    '/api/dashboard/utilization',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Engine and idle hours and utilization over 7 or 30 days, by class and branch',
        querystring: dashboardWindowQuery,
        response: { 200: dashboardUtilization, ...errors },
      },
    },
    async (request) => dashboard.getUtilization(deps, requireAuth(request), request.query.days),
  );

  app.get(
    '/api/dashboard/rental-classes',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'On rent, available and unavailable assets per class',
        response: { 200: dashboardRentalClasses, ...errors },
      },
    },
    async (request) => dashboard.getRentalClasses(deps, requireAuth(request)),
  );

  app.get(
    '/api/dashboard/idle',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Idle and engine hours per day over 7 or 30 days, and the assets idling most',
        querystring: dashboardWindowQuery,
        response: { 200: dashboardIdle, ...errors },
      },
    },
    async (request) => dashboard.getIdle(deps, requireAuth(request), request.query.days),
  );

  app.get(
    '/api/dashboard/service-due',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Assets overdue or due soon for service',
        response: { 200: dashboardServiceDue, ...errors },
      },
    },
    async (request) => getServiceDue(deps, requireAuth(request)),
  );

  app.get(
    '/api/dashboard/not-reporting',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Assets whose tracker has been silent a day or more, silent longest first',
        response: { 200: dashboardNotReporting, ...errors },
      },
    },
    async (request) => dashboard.getNotReporting(deps, requireAuth(request)),
  );
};
