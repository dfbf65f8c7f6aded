import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addressCandidate,
  addressSearchQuery,
  errorBody,
  id,
  job,
  jobsiteCreate,
  jobsiteCreated,
  location,
  order,
  orderPatch,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import { createAddressSearch } from '../../platform/geocoder/address-search';
import { assertOwnCompany } from '../../platform/tenancy';
import * as jobsOrders from './jobs-orders.service';
import * as locations from './locations.service';

const errors = { 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** Jobsites (locations), jobs with their phases, and the orders rentals are made under. */
export const jobsiteRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const addressSearch = createAddressSearch(deps.config.geocoder);

  app.get(
    '/api/jobs',
    {
      schema: {
        tags: ['jobsites'],
        summary: 'The company’s top-level jobs, each with its phases (child_jobs)',
        response: { 200: z.array(job), ...errors },
      },
    },
    async (request) => jobsOrders.listCompanyJobs(deps, requireAuth(request)),
  );

  app.get(
    '/api/rsp/orders/:orderId',
    {
      schema: {
        tags: ['jobsites'],
        summary: 'One order: its contact and its job or phase',
        params: z.object({ orderId: id }),
        response: { 200: order, ...errors },
      },
    },
    async (request) => jobsOrders.getOrder(deps, requireAuth(request), request.params.orderId),
  );

  app.patch(
    '/api/rsp/orders/:orderId',
    {
      schema: {
        tags: ['jobsites'],
        summary: 'Set the order’s job or phase (null clears it)',
        params: z.object({ orderId: id }),
        body: orderPatch,
        response: { 200: order, ...errors },
      },
    },
    async (request) =>
      jobsOrders.patchOrder(deps, requireAuth(request), request.params.orderId, request.body),
  );

  app.get(
    '/api/companies/:companyId/locations',
    {
      schema: {
        tags: ['jobsites'],
        summary: 'The company’s locations with a one-line address each',
        params: z.object({ companyId: id }),
        response: { 200: z.array(location), ...errors },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      assertOwnCompany(auth, request.params.companyId);
      return locations.listCompanyLocations(deps, auth);
    },
  );

  app.post(
    '/api/fleet/inventory/location',
    {
      schema: {
        tags: ['jobsites'],
        summary: 'Create a rental jobsite, optionally with a geofence around its pin',
        body: jobsiteCreate,
        response: { 201: jobsiteCreated, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await locations.createJobsite(deps, requireAuth(request), request.body)),
  );

  app.get(
    '/api/geocoder/search',
    {
      schema: {
        tags: ['jobsites'],
        summary: 'Addresses matching free text: a ZIP code, a town, or (online) a street address',
        querystring: addressSearchQuery,
        response: { 200: z.array(addressCandidate), ...errors },
      },
    },
    async (request) => {
      requireAuth(request);
      return addressSearch.search(request.query.q);
    },
  );
};
