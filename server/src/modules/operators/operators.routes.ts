import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assetDriver,
  createOperatorBody,
  driverRoster,
  errorBody,
  identifyPendingOperatorBody,
  id,
  keypadEntriesQuery,
  keypadEntry,
  operator,
  operatorAssignmentBody,
  operatorQuery,
  pendingOperator,
  pendingOperatorsQuery,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import { getAssetDriver } from './asset-driver.service';
import * as keypad from './keypad-entries.service';
import { getDriverRoster } from './driver-roster.service';
import { identifyPendingOperator } from './identify-driver.service';
import * as service from './operators.service';

const errors = { 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const assetParams = z.object({ assetId: id });

/** Keypad entries and operators (drivers): spec 1 §7 "Operators service", docs/OPERATORS.md. */
export const operatorRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/assets/:assetId/keypad-entries',
    {
      schema: {
        tags: ['operators'],
        summary: 'Codes typed on the asset’s keypad, newest first (limit ≤ 100, default 2)',
        params: assetParams,
        querystring: keypadEntriesQuery,
        response: { 200: z.array(keypadEntry), ...errors },
      },
    },
    async (request) =>
      keypad.listAssetKeypadEntries(
        deps,
        requireAuth(request),
        request.params.assetId,
        request.query,
      ),
  );

  app.get(
    '/api/rentals/:rentalId/keypad-entries',
    {
      schema: {
        tags: ['operators'],
        summary: 'The rented asset’s keypad entries while on this rental, newest first',
        params: z.object({ rentalId: id }),
        querystring: keypadEntriesQuery,
        response: { 200: z.array(keypadEntry), ...errors },
      },
    },
    async (request) =>
      keypad.listRentalKeypadEntries(
        deps,
        requireAuth(request),
        request.params.rentalId,
        request.query,
      ),
  );

  app.get(
    '/api/operators',
    {
      schema: {
        tags: ['operators'],
        summary: 'The company’s drivers, each with the asset they run now',
        response: { 200: z.array(operator), ...errors },
      },
    },
    async (request) => service.listCompanyOperators(deps, requireAuth(request)),
  );

  app.get(
    '/api/operators/:operatorId',
    {
      schema: {
        tags: ['operators'],
        summary: 'One driver and their open assignment; include_deleted=true finds deleted ones',
        params: z.object({ operatorId: id }),
        querystring: operatorQuery,
        response: { 200: operator, ...errors },
      },
    },
    async (request) =>
      service.getOperator(
        deps,
        requireAuth(request),
        request.params.operatorId,
        request.query.include_deleted ?? false,
      ),
  );

  app.get(
    '/api/operators/current-asset/:assetId',
    {
      schema: {
        tags: ['operators'],
        summary: 'The asset’s driver now, or null when nobody is assigned',
        params: assetParams,
        response: { 200: operator.nullable(), ...errors },
      },
    },
    async (request) =>
      service.getCurrentAssetOperator(deps, requireAuth(request), request.params.assetId),
  );

  app.get(
    '/api/assets/:assetId/driver',
    {
      schema: {
        tags: ['operators'],
        summary:
          'The asset’s driver now (or null) and the drivers its cameras saw that nobody named yet: the card’s Driver panel in one call',
        params: assetParams,
        response: { 200: assetDriver, ...errors },
      },
    },
    async (request) => getAssetDriver(deps, requireAuth(request), request.params.assetId),
  );

  app.put(
    '/api/assets/:assetId/operator',
    {
      schema: {
        tags: ['operators'],
        summary: 'Choose the asset’s driver by hand, or operator_id null to unassign',
        params: assetParams,
        body: operatorAssignmentBody,
        response: { 200: operator.nullable(), ...errors },
      },
    },
    async (request) =>
      service.assignAssetOperator(deps, requireAuth(request), request.params.assetId, request.body),
  );

  app.get(
    '/api/pending-operators',
    {
      schema: {
        tags: ['operators'],
        summary:
          'Drivers cameras saw but nobody named yet (include_identified for all), newest first',
        querystring: pendingOperatorsQuery,
        response: { 200: z.array(pendingOperator), ...errors },
      },
    },
    async (request) =>
      service.listCompanyPendingOperators(deps, requireAuth(request), request.query),
  );

  app.post(
    '/api/operators',
    {
      schema: {
        tags: ['operators'],
        summary: 'A new driver (the camera page’s create-operator flyout); needs camera access',
        body: createOperatorBody,
        response: { 201: operator, ...errors },
      },
    },
    async (request, reply) => {
      const created = await service.createOperator(deps, requireAuth(request), request.body);
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/api/pending-operators/:pendingOperatorId/identify',
    {
      schema: {
        tags: ['operators'],
        summary:
          'Name a driver a camera saw: every unnamed sighting of that face is named, and the driver becomes the asset’s (source camera) where nothing newer happened',
        params: z.object({ pendingOperatorId: id }),
        body: identifyPendingOperatorBody,
        response: { 200: operator, ...errors },
      },
    },
    async (request) =>
      identifyPendingOperator(
        deps,
        requireAuth(request),
        request.params.pendingOperatorId,
        request.body,
      ),
  );

  app.get(
    '/api/camera/drivers',
    {
      schema: {
        tags: ['operators'],
        summary:
          'The camera page’s Drivers tab: every driver with the asset they run, and the sightings nobody named, with asset names',
        response: { 200: driverRoster, ...errors },
      },
    },
    async (request) => getDriverRoster(deps, requireAuth(request)),
  );
};
