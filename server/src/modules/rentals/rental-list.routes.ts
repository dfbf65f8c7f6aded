import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  billingCycleResult,
  errorBody,
  fieldMaskable,
  id,
  RENTAL_LIST_FIELDS,
  rentalListItem,
  rentalListQuery,
  rentalUtilization,
  utilizationQuery,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import { selectFields } from '../../platform/x-fields';
import { getBillingCycle } from './billing-cycle.service';
import { getCompanyRentals } from './rental-list.service';
import { getRentalUtilization } from './utilization.service';

const companyParams = z.object({ companyId: id });
const errors = { 400: errorBody, 403: errorBody, 404: errorBody };
const tags = ['rentals'];

/** The rentals lists, their utilization and billing cycles (spec 1 §7, spec 2 §7). */
export const rentalListRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/companies/:companyId/rentals',
    {
      schema: {
        tags,
        summary:
          'The company’s rentals, newest start first, at most 1000 a page (limit, offset); X-Fields selects fields',
        params: companyParams,
        querystring: rentalListQuery,
        response: { 200: z.array(fieldMaskable(rentalListItem)), ...errors },
      },
    },
    async (request) =>
      selectFields(
        request,
        await getCompanyRentals(
          deps,
          requireAuth(request),
          request.params.companyId,
          request.query,
        ),
        RENTAL_LIST_FIELDS,
      ),
  );

  app.get(
    '/api/companies/:companyId/rental-utilization',
    {
      schema: {
        tags,
        summary:
          'Days on rent and engine hours per rental in a window of company dates (at most 366 days, 500 rentals)',
        params: companyParams,
        querystring: utilizationQuery,
        response: { 200: rentalUtilization, ...errors },
      },
    },
    async (request) =>
      getRentalUtilization(deps, requireAuth(request), request.params.companyId, request.query),
  );

  app.get(
    '/api/billing-service/rental-billing-cycle/:rentalId',
    {
      schema: {
        tags,
        summary:
          'The 28-day billing cycle dates (company calendar) around today or the rental’s end',
        params: z.object({ rentalId: id }),
        response: { 200: billingCycleResult, ...errors },
      },
    },
    async (request) => getBillingCycle(deps, requireAuth(request), request.params.rentalId),
  );
};
