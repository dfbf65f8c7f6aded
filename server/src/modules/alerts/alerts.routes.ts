import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  alertItem,
  alertListQuery,
  alertPage,
  alertParamsPath,
  alertReadBody,
  alertRule,
  alertRuleBody,
  alertRuleParamsPath,
  errorBody,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import * as rules from './alert-rules.service';
import * as alerts from './alerts.service';
import { startAlertBackground } from './alert-background';

const errors = { 400: errorBody, 403: errorBody, 404: errorBody };

/** Alerts > Configure (rules) and Alerts > Activity (fired alerts, the bell). docs/ALERTS.md. */
export const alertRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  startAlertBackground(app, deps);

  app.get(
    '/api/alert-rules',
    {
      schema: {
        tags: ['alerts'],
        summary: 'The company’s alert rules by name (admins and managers)',
        response: { 200: z.array(alertRule), 401: errorBody, 403: errorBody },
      },
    },
    async (request) => rules.listRules(deps, requireAuth(request)),
  );

  app.post(
    '/api/alert-rules',
    {
      schema: {
        tags: ['alerts'],
        summary: 'Add an alert rule: what it watches, which assets and geofences, who is told',
        body: alertRuleBody,
        response: { 201: alertRule, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await rules.createRule(deps, requireAuth(request), request.body)),
  );

  app.get(
    '/api/alert-rules/:alertRuleId',
    {
      schema: {
        tags: ['alerts'],
        summary: 'One alert rule',
        params: alertRuleParamsPath,
        response: { 200: alertRule, ...errors },
      },
    },
    async (request) => rules.getRule(deps, requireAuth(request), request.params.alertRuleId),
  );

  app.put(
    '/api/alert-rules/:alertRuleId',
    {
      schema: {
        tags: ['alerts'],
        summary: 'Replace an alert rule (its alerts so far stay as they fired)',
        params: alertRuleParamsPath,
        body: alertRuleBody,
        response: { 200: alertRule, ...errors },
      },
    },
    async (request) =>
      rules.updateRule(deps, requireAuth(request), request.params.alertRuleId, request.body),
  );

  app.delete(
    '/api/alert-rules/:alertRuleId',
    {
      schema: {
        tags: ['alerts'],
        summary: 'Delete an alert rule; its fired alerts stay in Activity',
        params: alertRuleParamsPath,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await rules.deleteRule(deps, requireAuth(request), request.params.alertRuleId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/alerts',
    {
      schema: {
        tags: ['alerts'],
        summary: 'Fired alerts, newest first, with the unread count (Alerts > Activity)',
        querystring: alertListQuery,
        response: { 200: alertPage, ...errors },
      },
    },
    async (request) => alerts.listAlerts(deps, requireAuth(request), request.query),
  );

  app.get(
    '/api/alerts/unread-count',
    {
      schema: {
        tags: ['alerts'],
        summary: 'How many in-app alerts the caller has not read (the bell)',
        response: { 200: z.object({ unread: z.number() }), 401: errorBody, 403: errorBody },
      },
    },
    async (request) => ({ unread: await alerts.unreadCount(deps, requireAuth(request)) }),
  );

  app.get(
    '/api/alerts/:alertId',
    {
      schema: {
        tags: ['alerts'],
        summary: 'One fired alert with why it fired: the rule, the fixes, the values',
        params: alertParamsPath,
        response: { 200: alertItem, ...errors },
      },
    },
    async (request) => alerts.getAlert(deps, requireAuth(request), request.params.alertId),
  );

  app.post(
    '/api/alerts/read',
    {
      // Reading is the user's own business: read-only users mark alerts read too.
      config: { allowReadOnly: true },
      schema: {
        tags: ['alerts'],
        summary: 'Mark alerts read for the caller: some by id, or all',
        body: alertReadBody,
        response: { 200: z.object({ unread: z.number() }), ...errors },
      },
    },
    async (request) => ({
      unread: await alerts.markRead(deps, requireAuth(request), request.body),
    }),
  );
};
