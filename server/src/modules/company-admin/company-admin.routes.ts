import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyAdminUser, emailMessage, errorBody, integrationsInfo } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import { listCompanyEmails } from '../email/email.service';
import * as service from './company-admin.service';

const errors = { 403: errorBody };

/** Company admin's reads (docs/COMPANY-ADMIN.md); invitations and API tokens have their own. */
export const companyAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/company-admin/users',
    {
      schema: {
        tags: ['company admin'],
        summary: 'The company’s users with owner and last sign-in (admin, manager)',
        response: { 200: companyAdminUser.array(), ...errors },
      },
    },
    async (request) => service.listCompanyAdminUsers(deps, requireAuth(request)),
  );

  app.get(
    '/api/company-admin/emails',
    {
      schema: {
        tags: ['company admin'],
        summary: 'The company’s emails, newest first: the email outbox (admin)',
        response: { 200: emailMessage.array(), ...errors },
      },
    },
    async (request) => listCompanyEmails(deps, requireAuth(request)),
  );

  app.get(
    '/api/company-admin/integrations',
    {
      schema: {
        tags: ['company admin'],
        summary: 'The device gateway’s address and the batch positions call (admin)',
        response: { 200: integrationsInfo, ...errors },
      },
    },
    async (request) => service.integrationsInfo(deps, requireAuth(request), request),
  );
};
