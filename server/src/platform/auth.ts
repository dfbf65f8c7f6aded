import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES, type SecurityLevelId } from '@fleet/domain';
import { isApiDocsPageRoute } from './api-docs';
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

/** Session lookups with a synchronous fast path for the cached case. */
export interface SessionResolver {
  peek(tokenHash: string): AuthContext | undefined;
  resolve: SessionLookup;
}

const CACHE_TTL_MS = 5_000;
const CACHE_MAX = 10_000;

/**
 * Caches token lookups for a few seconds: without it every call pays a session query.
 * Revocations on this instance drop entries at once through the bus.
 */
export function createSessionCache(lookup: SessionLookup, bus: EventBus): SessionResolver {
  const cache = new Map<string, { ctx: AuthContext; at: number }>();
  bus.subscribe('sessions.revoked', ({ userId, tokenHash }) => {
    if (tokenHash) cache.delete(tokenHash);
    if (userId !== undefined) {
      for (const [key, entry] of cache) if (entry.ctx.userId === userId) cache.delete(key);
    }
  });
  const peek = (tokenHash: string): AuthContext | undefined => {
    const hit = cache.get(tokenHash);
    const now = Date.now();
    if (hit && now - hit.at < CACHE_TTL_MS && hit.ctx.expiresAt.getTime() > now) return hit.ctx;
    return undefined;
  };
  return {
    peek,
    async resolve(tokenHash) {
      const hit = peek(tokenHash);
      if (hit) return hit;
      const ctx = await lookup(tokenHash);
      if (ctx) {
        if (cache.size >= CACHE_MAX) cache.clear();
        cache.set(tokenHash, { ctx, at: Date.now() });
      } else cache.delete(tokenHash);
      return ctx;
    },
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const GRAPHQL_PATH = '/api/fleet/graphql';

function needsAuth(request: FastifyRequest): boolean {
  // The matched route, not the URL: the router decodes %-escapes, so /%61pi/… is an /api route.
  // An unknown route (none matched) gets the 404 handler's answer.
  const route = request.routeOptions.url;
  if (!route?.startsWith('/api/') || request.routeOptions.config.isPublic) return false;
  if (isApiDocsPageRoute(route)) return false; // swagger-ui's own files; the document is not
  // Browsers cannot send headers with a WebSocket: the live stream signs in with its first
  // message instead (connection_init, see graphql/live-statuses.ts).
  return !(request.headers.upgrade === 'websocket' && route === GRAPHQL_PATH);
}

/** Sets the caller on the request, or says why the call is refused. */
function admit(request: FastifyRequest, ctx: AuthContext | undefined): AppError | undefined {
  if (!ctx) return new AppError('UNAUTHENTICATED', 401, MESSAGES.invalidToken, 'invalid_token');
  request.authContext = ctx;
  // GraphQL is POSTed for reads too; its mutations check read-only in their resolvers.
  const isWrite = !SAFE_METHODS.has(request.method) && request.routeOptions.url !== GRAPHQL_PATH;
  if (isWrite && ctx.readOnly && !request.routeOptions.config.allowReadOnly) {
    return new AppError('READ_ONLY', 403, MESSAGES.readOnly);
  }
  return undefined;
}

/**
 * Authenticates every /api call that is not public and refuses writes by read-only users.
 * Registered once at the root, so routes added later are covered without anyone remembering.
 * Callback style with a synchronous cache hit: a promise per request measurably slows every call.
 */
export const authPlugin = fp<{ sessions: SessionResolver }>(
  async (app: FastifyInstance, { sessions }) => {
    app.decorateRequest('authContext', null);
    app.addHook('onRequest', (request, _reply, done) => {
      if (!needsAuth(request)) return done();
      const token = bearerToken(request);
      if (!token) return done(new AppError('UNAUTHENTICATED', 401, MESSAGES.missingToken));
      const tokenHash = hashToken(token);
      const cached = sessions.peek(tokenHash);
      if (cached) return done(admit(request, cached));
      sessions.resolve(tokenHash).then(
        (ctx) => done(admit(request, ctx)),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      );
    });
  },
);
