import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assetServiceRecord,
  errorBody,
  id,
  maintenanceGroup,
  maintenanceGroupAssets,
  maintenanceGroupCreate,
  maintenanceGroupUpdate,
  maintenanceInterval,
  maintenanceIntervalCreate,
  maintenanceIntervalUpdate,
  upcomingService,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import * as groups from './maintenance-groups.service';
import * as upcoming from './upcoming-service.service';
import { startServiceDueSweep } from './service-due-sweep';

const errors = { 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const groupParams = z.object({ maintenanceGroupId: id });
const intervalParams = z.object({ maintenanceGroupId: id, intervalId: id });
const assetParams = z.object({ assetId: id });

/**
 * spec 2 §7 "Maintenance (service) groups": groups, their intervals and assets, and an asset's
 * upcoming services and service records. docs/SERVICE.md.
 */
export const maintenanceGroupRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  startServiceDueSweep(app, deps);
  app.get(
    '/api/maintenance-groups',
    {
      schema: {
        tags: ['service'],
        summary: 'The company’s service groups with their intervals and assets',
        response: { 200: z.array(maintenanceGroup), ...errors },
      },
    },
    async (request) => groups.listGroups(deps, requireAuth(request)),
  );

  app.get(
    '/api/maintenance-groups/:maintenanceGroupId',
    {
      schema: {
        tags: ['service'],
        summary: 'One service group',
        params: groupParams,
        response: { 200: maintenanceGroup, ...errors },
      },
    },
    async (request) =>
      groups.getGroup(deps, requireAuth(request), request.params.maintenanceGroupId),
  );

  app.post(
    '/api/maintenance-groups',
    {
      schema: {
        tags: ['service'],
        summary: 'Create a service group with its intervals (names unique)',
        body: maintenanceGroupCreate,
        response: { 201: maintenanceGroup, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await groups.createGroup(deps, requireAuth(request), request.body)),
  );

  app.patch(
    '/api/maintenance-groups/:maintenanceGroupId',
    {
      schema: {
        tags: ['service'],
        summary: 'Rename a service group or change its description',
        params: groupParams,
        body: maintenanceGroupUpdate,
        response: { 200: maintenanceGroup, ...errors },
      },
    },
    async (request) =>
      groups.updateGroup(
        deps,
        requireAuth(request),
        request.params.maintenanceGroupId,
        request.body,
      ),
  );

  app.delete(
    '/api/maintenance-groups/:maintenanceGroupId',
    {
      schema: {
        tags: ['service'],
        summary: 'Delete a service group (its intervals and records; its assets leave it)',
        params: groupParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await groups.deleteGroup(deps, requireAuth(request), request.params.maintenanceGroupId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/maintenance-groups/:maintenanceGroupId/intervals',
    {
      schema: {
        tags: ['service'],
        summary: 'Add an interval (days, miles or engine hours, whichever comes first)',
        params: groupParams,
        body: maintenanceIntervalCreate,
        response: { 201: maintenanceInterval, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await groups.addInterval(
            deps,
            requireAuth(request),
            request.params.maintenanceGroupId,
            request.body,
          ),
        ),
  );

  app.patch(
    '/api/maintenance-groups/:maintenanceGroupId/intervals/:intervalId',
    {
      schema: {
        tags: ['service'],
        summary: 'Change an interval’s name or limits',
        params: intervalParams,
        body: maintenanceIntervalUpdate,
        response: { 200: maintenanceInterval, ...errors },
      },
    },
    async (request) =>
      groups.updateInterval(
        deps,
        requireAuth(request),
        request.params.maintenanceGroupId,
        request.params.intervalId,
        request.body,
      ),
  );

  app.delete(
    '/api/maintenance-groups/:maintenanceGroupId/intervals/:intervalId',
    {
      schema: {
        tags: ['service'],
        summary: 'Delete an interval and its service records',
        params: intervalParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { maintenanceGroupId, intervalId } = request.params;
      await groups.deleteInterval(deps, requireAuth(request), maintenanceGroupId, intervalId);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/maintenance-groups/:maintenanceGroupId/assets',
    {
      schema: {
        tags: ['service'],
        summary: 'Set the group’s assets: listed ones join (leaving any other group), others leave',
        params: groupParams,
        body: maintenanceGroupAssets,
        response: { 200: maintenanceGroup, ...errors },
      },
    },
    async (request) =>
      groups.setGroupAssets(
        deps,
        requireAuth(request),
        request.params.maintenanceGroupId,
        request.body,
      ),
  );

  app.get(
    '/api/assets/:assetId/upcoming-services',
    {
      schema: {
        tags: ['service'],
        summary: 'The asset’s service intervals with percentage used and due status, now',
        params: assetParams,
        response: { 200: upcomingService, ...errors },
      },
    },
    async (request) =>
      upcoming.getUpcomingService(deps, requireAuth(request), request.params.assetId),
  );

  app.get(
    '/api/assets/:assetId/service-records',
    {
      schema: {
        tags: ['service'],
        summary: 'The asset’s service records, newest first',
        params: assetParams,
        response: { 200: z.array(assetServiceRecord), ...errors },
      },
    },
    async (request) =>
      upcoming.listServiceRecords(deps, requireAuth(request), request.params.assetId),
  );
};
