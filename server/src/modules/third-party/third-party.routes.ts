import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBody,
  id,
  thirdPartyRental,
  thirdPartyRentalUpdate,
  vendorEntityList,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import * as service from './third-party.service';

const params = z.object({ thirdPartyRentalId: id });
const errors = { 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const tags = ['third-party'];

/** Machines rented in from other vendors, and those vendors (spec 1 §3, §7). */
export const thirdPartyRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/third-party/rentals',
    {
      schema: {
        tags,
        summary: 'The company’s third-party rentals',
        response: { 200: z.array(thirdPartyRental), ...errors },
      },
    },
    async (request) => service.listThirdPartyRentals(deps, requireAuth(request)),
  );

  app.get(
    '/api/third-party/rental/:thirdPartyRentalId',
    {
      schema: {
        tags,
        summary: 'One third-party rental',
        params,
        response: { 200: thirdPartyRental, ...errors },
      },
    },
    async (request) =>
      service.getThirdPartyRental(deps, requireAuth(request), request.params.thirdPartyRentalId),
  );

  app.patch(
    '/api/third-party/rental/:thirdPartyRentalId',
    {
      schema: {
        tags,
        summary: 'Set a third-party rental off-rent on an end date (a company date)',
        params,
        body: thirdPartyRentalUpdate,
        response: { 200: thirdPartyRental, ...errors },
      },
    },
    async (request) =>
      service.offRentThirdPartyRental(
        deps,
        requireAuth(request),
        request.params.thirdPartyRentalId,
        request.body,
      ),
  );

  app.get(
    '/api/purchases/entities',
    {
      schema: {
        tags,
        summary: 'The company’s vendor entities (data list)',
        response: { 200: vendorEntityList, ...errors },
      },
    },
    async (request) => service.listVendors(deps, requireAuth(request)),
  );
};
