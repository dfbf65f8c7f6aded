import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clientApplicationQuery,
  companyPreferences,
  companyPreferencesUpdate,
  errorBody,
  id,
  preferences,
  preferencesUpdate,
  viewSettings,
  viewSettingsQuery,
  viewSettingsUpdate,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import * as service from './preferences.service';

const userParams = z.object({ userId: id });
const companyParams = z.object({ companyId: id });
const errors = { 400: errorBody, 403: errorBody, 404: errorBody };

export const preferenceRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/users/:userId/preferences',
    {
      schema: {
        tags: ['preferences'],
        summary: 'A user’s preferences for one client application (spec 1 §7)',
        params: userParams,
        querystring: clientApplicationQuery,
        response: { 200: preferences, ...errors },
      },
    },
    async (request) =>
      service.getUserPreferences(
        deps,
        requireAuth(request),
        request.params.userId,
        request.query.client_application_id,
      ),
  );

  app.put(
    '/api/users/:userId/preferences',
    {
      schema: {
        tags: ['preferences'],
        summary: 'Replace your own preferences for one client application',
        params: userParams,
        querystring: clientApplicationQuery,
        body: preferencesUpdate,
        response: { 200: preferences, ...errors },
      },
    },
    async (request) =>
      service.putUserPreferences(
        deps,
        requireAuth(request),
        request.params.userId,
        request.query.client_application_id,
        request.body.preferences,
      ),
  );

  app.get(
    '/api/companies/:companyId/preferences',
    {
      schema: {
        tags: ['preferences'],
        params: companyParams,
        querystring: clientApplicationQuery,
        response: { 200: preferences, ...errors },
      },
    },
    async (request) =>
      service.getCompanyAppPreferences(
        deps,
        requireAuth(request),
        request.params.companyId,
        request.query.client_application_id,
      ),
  );

  app.put(
    '/api/companies/:companyId/preferences',
    {
      schema: {
        tags: ['preferences'],
        summary: 'Replace the company’s preferences for one client application (admin)',
        params: companyParams,
        querystring: clientApplicationQuery,
        body: preferencesUpdate,
        response: { 200: preferences, ...errors },
      },
    },
    async (request) =>
      service.putCompanyAppPreferences(
        deps,
        requireAuth(request),
        request.params.companyId,
        request.query.client_application_id,
        request.body.preferences,
      ),
  );

  app.get(
    '/api/companies/:companyId/company-preferences',
    {
      schema: {
        tags: ['preferences'],
        params: companyParams,
        response: { 200: companyPreferences, ...errors },
      },
    },
    async (request) =>
      service.getCompanyPreferences(deps, requireAuth(request), request.params.companyId),
  );

  app.patch(
    '/api/companies/:companyId/company-preferences',
    {
      schema: {
        tags: ['preferences'],
        summary: 'Change company settings (admin)',
        params: companyParams,
        body: companyPreferencesUpdate,
        response: { 200: companyPreferences, ...errors },
      },
    },
    async (request) =>
      service.patchCompanyPreferences(
        deps,
        requireAuth(request),
        request.params.companyId,
        request.body,
      ),
  );

  app.get(
    '/api/users/:userId/view-settings',
    {
      schema: {
        tags: ['preferences'],
        summary: 'Default filters (view-settings application id 1 fleet, 4 contractor e-logs)',
        params: userParams,
        querystring: viewSettingsQuery,
        response: { 200: viewSettings, ...errors },
      },
    },
    async (request) =>
      service.getViewSettings(
        deps,
        requireAuth(request),
        request.params.userId,
        request.query.application_id,
      ),
  );

  app.put(
    '/api/users/:userId/view-settings',
    {
      schema: {
        tags: ['preferences'],
        summary: 'Replace your default filters',
        params: userParams,
        querystring: viewSettingsQuery,
        body: viewSettingsUpdate,
        response: { 200: viewSettings, ...errors },
      },
    },
    async (request) =>
      service.putViewSettings(
        deps,
        requireAuth(request),
        request.params.userId,
        request.query.application_id,
        request.body,
      ),
  );
};
