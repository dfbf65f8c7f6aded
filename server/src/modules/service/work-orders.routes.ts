import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBody,
  id,
  workOrder,
  workOrderCreate,
  workOrderListQuery,
  workOrderPage,
  workOrderUpdate,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import * as service from './work-orders.service';

const errors = { 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const params = z.object({ workOrderId: id });

/** Work orders (spec 1 §3, §7; spec 2 §3): list, one, create, edit and close. docs/SERVICE.md. */
export const workOrderRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/work-orders',
    {
      schema: {
        tags: ['service'],
        summary: 'The company’s work orders, filtered by type, asset and status, a page at a time',
        querystring: workOrderListQuery,
        response: { 200: workOrderPage, ...errors },
      },
    },
    async (request) => service.listWorkOrders(deps, requireAuth(request), request.query),
  );

  app.get(
    '/api/work-orders/:workOrderId',
    {
      schema: {
        tags: ['service'],
        summary: 'One work order with its assigned users, tasks and files',
        params,
        response: { 200: workOrder, ...errors },
      },
    },
    async (request) => service.getWorkOrder(deps, requireAuth(request), request.params.workOrderId),
  );

  app.post(
    '/api/work-orders',
    {
      schema: {
        tags: ['service'],
        summary: 'Open a work order on an asset, with assigned users and tasks',
        body: workOrderCreate,
        response: { 201: workOrder, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.createWorkOrderFor(deps, requireAuth(request), request.body)),
  );

  app.patch(
    '/api/work-orders/:workOrderId',
    {
      schema: {
        tags: ['service'],
        summary: 'Edit a work order, tick its tasks, close (status 3) or reopen (status 1) it',
        params,
        body: workOrderUpdate,
        response: { 200: workOrder, ...errors },
      },
    },
    async (request) =>
      service.updateWorkOrder(deps, requireAuth(request), request.params.workOrderId, request.body),
  );
};
