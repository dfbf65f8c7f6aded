import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, loginRequest, loginResponse, sessionInfo } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { bearerToken, requireAuth } from '../../platform/auth';
import { SignInDelayError, login, logout, sessionInfo as toSessionInfo } from './auth.service';

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/api/auth/login',
    {
      config: {
        isPublic: true,
        // Attempts for one email from one address, per minute, successes included: a person
        // signs in far less often. Failures per email from any address: see sign-in-delay.ts.
        rateLimit: {
          max: deps.config.loginRateLimit,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) => {
            const body = request.body as { email?: unknown } | undefined;
            const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
            return `${request.ip}|${email}`;
          },
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: loginRequest,
        response: { 200: loginResponse, 401: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      try {
        return await login(deps, request.body.email, request.body.password, request.ip);
      } catch (error) {
        if (error instanceof SignInDelayError) {
          reply.header('retry-after', String(error.retryAfterSeconds));
        }
        throw error;
      }
    },
  );

  app.post(
    '/api/auth/logout',
    {
      config: { allowReadOnly: true },
      schema: { tags: ['auth'], summary: 'Sign out: the token stops working' },
    },
    async (request, reply) => {
      await logout(deps, requireAuth(request));
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/auth/session',
    {
      schema: {
        tags: ['auth'],
        summary: 'Session info of the bearer token (spec 2 §3)',
        response: { 200: sessionInfo },
      },
    },
    async (request) => toSessionInfo(requireAuth(request), bearerToken(request) ?? ''),
  );

  app.get(
    '/api/health',
    {
      config: { isPublic: true },
      schema: { tags: ['ops'], response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async () => ({ status: 'ok' as const }),
  );
};
