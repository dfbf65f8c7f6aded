import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  equipmentClass,
  equipmentClassCreateBody,
  equipmentClassUpdateBody,
  errorBody,
  id,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import * as classes from './equipment-classes.service';

const tags = ['classes'];
const errors = { 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const classParams = z.object({ companyId: id, equipmentClassId: id });

/** A company’s equipment classes: add, change, delete (spec 2 §7; managers and admins). */
export const equipmentClassRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/api/companies/:companyId/equipment-class',
    {
      schema: {
        tags,
        summary: 'Add an equipment class (managers, admins); 409 when the name is in use',
        params: z.object({ companyId: id }),
        body: equipmentClassCreateBody,
        response: { 201: equipmentClass, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await classes.createEquipmentClass(
            deps,
            requireAuth(request),
            request.params.companyId,
            request.body,
          ),
        ),
  );

  app.patch(
    '/api/companies/:companyId/equipment-class/:equipmentClassId',
    {
      schema: {
        tags,
        summary: 'Rename, describe, move or change the photo of a class (managers, admins)',
        params: classParams,
        body: equipmentClassUpdateBody,
        response: { 200: equipmentClass, ...errors },
      },
    },
    async (request) => {
      const { companyId, equipmentClassId } = request.params;
      const auth = requireAuth(request);
      return classes.updateEquipmentClass(deps, auth, companyId, equipmentClassId, request.body);
    },
  );

  app.delete(
    '/api/companies/:companyId/equipment-class/:equipmentClassId',
    {
      schema: {
        tags,
        summary: 'Delete a class and its model links; 409 while assets are in it',
        params: classParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { companyId, equipmentClassId } = request.params;
      await classes.deleteEquipmentClass(deps, requireAuth(request), companyId, equipmentClassId);
      return reply.status(204).send(null);
    },
  );
};
