import { randomBytes } from 'node:crypto';
import { COMPANY_ADMIN_MESSAGES as SAY, type ApiToken, type ApiTokenCreated } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { hashToken, type AuthContext } from '../../platform/auth';
import { AppError, notFound } from '../../platform/errors';
import { requireAdmin } from '../../platform/tenancy';
import * as repo from './api-tokens.repo';

/** Tokens start with this, so a leaked one is recognisable in logs and code scanners. */
const TOKEN_PREFIX = 'flt_';
/** The characters the list shows to tell tokens apart. */
const SHOWN_CHARS = 12;

const nowOf = (deps: AppDeps): Date => new Date(deps.now?.() ?? Date.now());
const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

function toDto(row: repo.ApiTokenRow, creator: string | null): ApiToken {
  return {
    api_token_id: row.apiTokenId,
    name: row.name,
    prefix: row.prefix,
    created_by: creator,
    created_at: row.createdAt.toISOString(),
    last_used_at: iso(row.lastUsedAt),
    revoked_at: iso(row.revokedAt),
  };
}

export async function listApiTokens(deps: AppDeps, auth: AuthContext): Promise<ApiToken[]> {
  requireAdmin(auth);
  const rows = await repo.listApiTokens(deps.db, auth.companyId);
  return rows.map((row) =>
    toDto(row.token, [row.firstName, row.lastName].filter(Boolean).join(' ') || null),
  );
}

/** A new token (admins); the answer is the only time it is shown: only its hash is kept. */
export async function createApiToken(
  deps: AppDeps,
  auth: AuthContext,
  name: string,
): Promise<ApiTokenCreated> {
  requireAdmin(auth);
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await repo.insertApiToken(deps.db, {
    companyId: auth.companyId,
    name,
    tokenHash: hashToken(token),
    prefix: token.slice(0, SHOWN_CHARS),
    createdBy: auth.userId,
    createdAt: nowOf(deps),
  });
  return { ...toDto(row, null), token };
}

/** Revokes a token (admins): calls with it answer 401 from now on. Revoking twice is fine. */
export async function revokeApiToken(
  deps: AppDeps,
  auth: AuthContext,
  apiTokenId: number,
): Promise<void> {
  requireAdmin(auth);
  const row = await repo.revokeApiToken(deps.db, auth.companyId, apiTokenId, nowOf(deps));
  if (!row) throw notFound();
}

/** The company an API token acts for; 401 with a sentence when it is missing, unknown or revoked. */
export async function companyOfApiToken(deps: AppDeps, token: string | undefined): Promise<number> {
  if (!token) throw new AppError('UNAUTHENTICATED', 401, SAY.apiTokenMissing);
  const found = await repo.useApiToken(deps.db, hashToken(token), nowOf(deps));
  if (!found) throw new AppError('UNAUTHENTICATED', 401, SAY.apiTokenInvalid);
  return found.companyId;
}
