import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  batchOffRentBody,
  errorBody,
  id,
  internalOffRentBody,
  offRentResult,
  rentalNote,
  rentalNoteBody,
  singleOffRentBody,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import * as service from './off-rent.service';
import { startOffRentSweep } from './off-rent-sweep';

const rentalParams = z.object({ rentalId: id });
const companyRentalParams = z.object({ companyId: id, rentalId: id });
const errors = { 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const tags = ['rentals'];

/** Off-rent now or on a schedule, batch off-rent, cancel, and the off-rent note (spec 1 §7). */
export const offRentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  startOffRentSweep(app, deps);

  app.patch(
    '/api/fleet/inventory/off-rent/:rentalId',
    {
      schema: {
        tags,
        summary: 'Off-rent a rental now (rental_status_id 6) or at off_rent_date_requested (ms)',
        params: rentalParams,
        body: singleOffRentBody,
        response: { 200: offRentResult, ...errors },
      },
    },
    async (request) =>
      service.offRentRental(deps, requireAuth(request), request.params.rentalId, request.body),
  );

  app.patch(
    '/api/companies/:companyId/rentals/batch-off-rent',
    {
      schema: {
        tags,
        summary: 'Off-rent several rentals, all or none; a bulk quantity splits its rental',
        params: z.object({ companyId: id }),
        body: batchOffRentBody,
        response: { 200: offRentResult, ...errors },
      },
    },
    async (request) =>
      service.batchOffRent(deps, requireAuth(request), request.params.companyId, request.body),
  );

  app.patch(
    '/api/companies/:companyId/rentals/:rentalId',
    {
      schema: {
        tags,
        summary: 'Internal off-rent: status 6 and the end date (a company date)',
        params: companyRentalParams,
        body: internalOffRentBody,
        response: { 200: offRentResult, ...errors },
      },
    },
    async (request) =>
      service.offRentInternal(
        deps,
        requireAuth(request),
        request.params.companyId,
        request.params.rentalId,
        request.body,
      ),
  );

  app.patch(
    '/api/rentals/:rentalId/cancel-off-rent',
    {
      schema: {
        tags,
        summary: 'Cancel a requested off-rent whose time has not come',
        params: rentalParams,
        response: { 200: offRentResult, ...errors },
      },
    },
    async (request) => service.cancelOffRent(deps, requireAuth(request), request.params.rentalId),
  );

  app.post(
    '/api/rentals/:rentalId/notes',
    {
      schema: {
        tags,
        summary: 'A note on a rental (type 2: written before an off-rent)',
        params: rentalParams,
        body: rentalNoteBody,
        response: { 201: rentalNote, ...errors },
      },
    },
    async (request, reply) => {
      const note = await service.addRentalNote(
        deps,
        requireAuth(request),
        request.params.rentalId,
        request.body,
      );
      return reply.code(201).send(note);
    },
  );
};
