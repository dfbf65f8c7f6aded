import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deviceLookup,
  deviceLookupQuery,
  errorBody,
  gatewayInfo,
  positionBatch,
  positionBatchResult,
  type Position,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { lookupDevice } from '../trackers/trackers.service';
import { requireAuth } from '../../platform/auth';
import { requireAdminOrManager } from '../../platform/tenancy';
import { toBatchResult } from './batch-result';

const errors = { 400: errorBody, 403: errorBody, 404: errorBody };

export const deviceRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/api/devices/positions',
    {
      schema: {
        tags: ['devices'],
        summary:
          'Many positions in one request, for integrations (admin or manager); 200 means committed',
        body: positionBatch,
        response: { 200: positionBatchResult, ...errors },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      requireAdminOrManager(auth);
      const positions: Position[] = request.body.positions.map((p) => ({
        deviceSerial: p.device_id,
        fixTime: typeof p.timestamp === 'number' ? p.timestamp : Date.parse(p.timestamp),
        latitude: p.latitude,
        longitude: p.longitude,
        valid: p.valid,
        speedMph: p.speed_mph,
        heading: p.heading,
        altitudeMeters: p.altitude_m,
        accuracyMeters: p.accuracy_m,
        batteryPercent: p.battery_percent,
        ignition: p.ignition,
        isMoving: p.is_moving,
        odometerMiles: p.odometer_miles,
        engineHours: p.engine_hours,
        attributes: p.attributes ?? {},
      }));
      // Only the caller's own trackers: another company's serial reads as unknown.
      const outcomes = await deps.devices.ingest.submit(positions, { companyId: auth.companyId });
      return toBatchResult(positions, outcomes);
    },
  );

  app.get(
    '/api/devices/gateway',
    {
      schema: {
        tags: ['devices'],
        summary: 'The port devices send their positions to (OsmAnd protocol)',
        response: { 200: gatewayInfo, ...errors },
      },
    },
    async (request) => {
      requireAuth(request);
      return { port: deps.config.devicePort, protocol: 'osmand' as const };
    },
  );

  app.get(
    '/api/devices/lookup',
    {
      schema: {
        tags: ['devices'],
        summary:
          'Whether an identifier has reported or is registered, before registering it (admin or manager)',
        querystring: deviceLookupQuery,
        response: { 200: deviceLookup, ...errors },
      },
    },
    async (request) => lookupDevice(deps, requireAuth(request), request.query.device_serial),
  );
};
