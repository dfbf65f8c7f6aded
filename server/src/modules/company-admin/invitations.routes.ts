import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBody,
  invitation,
  invitationAccept,
  invitationCreate,
  invitationParams,
  invitationPreview,
  invitationTokenParams,
  loginResponse,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import * as service from './invitations.service';

const errors = { 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
/** A person opens a link a few times; far more from one address is guessing tokens. */
const PUBLIC_CALLS_PER_MINUTE = 30;

/** Invitations (docs/COMPANY-ADMIN.md "Invitations"): sent by admins, accepted without sign-in. */
export const invitationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/company-admin/invitations',
    {
      schema: {
        tags: ['company admin'],
        summary: 'Invitations not yet accepted or withdrawn, open or expired (admin, manager)',
        response: { 200: invitation.array(), ...errors },
      },
    },
    async (request) => service.listInvitations(deps, requireAuth(request)),
  );

  app.post(
    '/api/company-admin/invitations',
    {
      schema: {
        tags: ['company admin'],
        summary: 'Invite someone: the link goes out by email (admin)',
        body: invitationCreate,
        response: { 201: invitation, ...errors },
      },
    },
    async (request, reply) => {
      const origin = `${request.protocol}://${request.host}`;
      const made = await service.inviteUser(deps, requireAuth(request), origin, request.body);
      return reply.status(201).send(made);
    },
  );

  app.delete(
    '/api/company-admin/invitations/:invitationId',
    {
      schema: {
        tags: ['company admin'],
        summary: 'Withdraw an invitation: its link stops working (admin)',
        params: invitationParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.withdrawInvitation(deps, requireAuth(request), request.params.invitationId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/public/invitations/:token',
    {
      // Public on purpose: the random token in the emailed link is the only key.
      config: {
        isPublic: true,
        rateLimit: { max: PUBLIC_CALLS_PER_MINUTE, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['company admin'],
        summary: 'An invitation as its accept page shows it; a used, withdrawn or expired one 409',
        security: [],
        params: invitationTokenParams,
        response: { 200: invitationPreview, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => service.previewInvitation(deps, request.params.token),
  );

  app.post(
    '/api/public/invitations/:token/accept',
    {
      config: {
        isPublic: true,
        rateLimit: { max: PUBLIC_CALLS_PER_MINUTE, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['company admin'],
        summary: 'Accept an invitation with a password: the user is created and signed in',
        security: [],
        params: invitationTokenParams,
        body: invitationAccept,
        response: { 200: loginResponse, ...errors },
      },
    },
    async (request) => service.acceptInvitation(deps, request.params.token, request.body.password),
  );
};
