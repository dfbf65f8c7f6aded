import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES, type SecurityLevelId } from '@fleet/domain';
import { AppError } from './errors';
import type { EventBus } from './events';

/** Who is calling: read from the bearer token on every API call (spec 2 §7). */
export interface AuthContext {
  sessionId: number;
  tokenHash: string;
  userId: number;
  companyId: number;
  securityLevelId: SecurityLevelId;
  readOnly: boolean;
  expiresAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    authContext: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** The route answers without a token (sign-in, health). */
    isPublic?: boolean;
    /** A write a read-only user may still make (signing out). */
    allowReadOnly?: boolean;
  }
}

export function newAccessToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** The signed-in caller; routes that are not public can rely on it. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.authContext) throw new AppError('UNAUTHENTICATED', 401, MESSAGES.missingToken);
  return request.authContext;
}

export type SessionLookup = (tokenHash: string) => Promise<AuthContext | undefined>;

const CACHE_TTL_MS = 5_000;
const CACHE_MAX = 10_000;

/**
 * Caches token lookups for a few seconds: without it every call pays a session query.
 * Revocations on this instance drop entries at once through the bus.
 */
export function createSessionCache(lookup: SessionLookup, bus: EventBus): SessionLookup {
  const cache = new Map<string, { ctx: AuthContext; at: number }>();
  bus.subscribe('sessions.revoked', ({ userId, tokenHash }) => {
    if (tokenHash) cache.delete(tokenHash);
    if (userId !== undefined) {
      for (const [key, entry] of cache) if (entry.ctx.userId === userId) cache.delete(key);
    }
  });
  return async (tokenHash) => {
    const now = Date.now();
    const hit = cache.get(tokenHash);
    if (hit && now - hit.at < CACHE_TTL_MS && hit.ctx.expiresAt.getTime() > now) return hit.ctx;
    const ctx = await lookup(tokenHash);
    if (ctx) {
      if (cache.size >= CACHE_MAX) cache.clear();
      cache.set(tokenHash, { ctx, at: now });
    } else cache.delete(tokenHash);
    return ctx;
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Authenticates every /api call that is not public and refuses writes by read-only users.
 * Registered once at the root, so routes added later are covered without anyone remembering.
 */
export const authPlugin = fp<{ lookup: SessionLookup }>(
  async (app: FastifyInstance, { lookup }) => {
    app.decorateRequest('authContext', null);
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/') || request.routeOptions.config.isPublic) return;
      if (request.url.startsWith('/api/docs')) return; // the OpenAPI page documents, it holds no data
      if (!request.routeOptions.url) return; // unknown route: the 404 handler answers
      const token = bearerToken(request);
      if (!token) throw new AppError('UNAUTHENTICATED', 401, MESSAGES.missingToken);
      const ctx = await lookup(hashToken(token));
      if (!ctx) throw new AppError('UNAUTHENTICATED', 401, MESSAGES.invalidToken, 'invalid_token');
      request.authContext = ctx;
      const isWrite = !SAFE_METHODS.has(request.method) && !isGraphqlQueryRoute(request);
      if (isWrite && ctx.readOnly && !request.routeOptions.config.allowReadOnly) {
        throw new AppError('READ_ONLY', 403, MESSAGES.readOnly);
      }
    });
  },
);

/** GraphQL is POSTed; its mutations check read-only in their resolvers. */
function isGraphqlQueryRoute(request: FastifyRequest): boolean {
  return request.routeOptions.url === GRAPHQL_PATH;
}

export const GRAPHQL_PATH = '/api/fleet/graphql';
