import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { classModelLink, classModelLinkBody, errorBody, id } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import * as models from './models.service';

const tags = ['classes'];
const errors = { 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** Which catalogue models a class holds (spec 2 §7; the internal company's admin only). */
export const classModelRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/api/equipment-classes-models-xref',
    {
      schema: {
        tags,
        summary: 'Put a catalogue model in a class (the internal company’s admin only)',
        body: classModelLinkBody,
        response: { 201: classModelLink, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await models.linkModel(deps, requireAuth(request), request.body)),
  );

  app.delete(
    '/api/equipment-classes-models-xref/:xrefId',
    {
      schema: {
        tags,
        summary: 'Take a model out of a class (the internal company’s admin only)',
        params: z.object({ xrefId: id }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await models.unlinkModel(deps, requireAuth(request), request.params.xrefId);
      return reply.status(204).send(null);
    },
  );
};
