import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ASSET_FIELDS,
  asset,
  assetListQuery,
  assetStatus,
  assetStatusesQuery,
  errorBody,
  fieldMaskable,
  id,
  manualLocation,
  trackerHealth,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import { selectFields } from '../../platform/x-fields';
import * as service from './assets.service';

const assetParams = z.object({ assetId: id });
/** X-Fields may leave out any field, nested ones too. */
const assetFields = fieldMaskable(asset);
const errors = { 400: errorBody, 403: errorBody, 404: errorBody };

export const assetRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/assets',
    {
      schema: {
        tags: ['assets'],
        summary: 'The company’s assets: by ids (at most 1000) or a page; X-Fields selects fields',
        querystring: assetListQuery,
        response: { 200: z.array(assetFields), ...errors },
      },
    },
    async (request) =>
      selectFields(
        request,
        await service.listAssets(deps, requireAuth(request), request.query),
        ASSET_FIELDS,
      ),
  );

  app.get(
    '/api/assets/:assetId',
    {
      schema: {
        tags: ['assets'],
        summary: 'One asset (spec 1 §7); X-Fields selects fields',
        params: assetParams,
        response: { 200: assetFields, ...errors },
      },
    },
    async (request) =>
      selectFields(
        request,
        await service.getAsset(deps, requireAuth(request), request.params.assetId),
        ASSET_FIELDS,
      ),
  );

  app.get(
    '/api/users/:userId/assets/statuses',
    {
      schema: {
        tags: ['assets'],
        summary: 'Statuses of the company’s assets, paged by limit (≤ 1000) and offset (spec 2 §7)',
        params: z.object({ userId: id }),
        querystring: assetStatusesQuery,
        response: { 200: z.array(assetStatus), ...errors },
      },
    },
    async (request) =>
      service.listAssetStatuses(deps, requireAuth(request), request.params.userId, request.query),
  );

  app.get(
    '/api/assets/:assetId/status',
    {
      schema: {
        tags: ['assets'],
        summary: 'An asset’s current status (spec 1 §3 "Asset status")',
        params: assetParams,
        response: { 200: assetStatus, ...errors },
      },
    },
    async (request) => service.getAssetStatus(deps, requireAuth(request), request.params.assetId),
  );

  app.get(
    '/api/assets/:assetId/tracker-health',
    {
      schema: {
        tags: ['assets'],
        summary: 'Last cellular contact and last GPS sync (spec 1 §3 "Tracker health")',
        params: assetParams,
        response: { 200: trackerHealth, ...errors },
      },
    },
    async (request) => service.getTrackerHealth(deps, requireAuth(request), request.params.assetId),
  );

  app.post(
    '/api/assets/:assetId/locations/manual',
    {
      schema: {
        tags: ['assets'],
        summary: 'Place an asset by hand (location_source 2)',
        params: assetParams,
        body: manualLocation,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) =>
      service.saveManualLocation(deps, requireAuth(request), request.params.assetId, request.body),
  );
};
