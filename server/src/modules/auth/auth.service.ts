import { MESSAGES, type SessionInfo, type User } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { hashToken, newAccessToken, type AuthContext } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { findUserByEmail } from '../users/users.repo';
import { toUserDto } from '../users/user-dto';
import { insertSession, revokeSession, revokeUserSessions } from './sessions.repo';

/** Verified against when the email is unknown, so both failures take the same time. */
let decoyHash: Promise<string> | undefined;

function invalidCredentials(): AppError {
  return new AppError('UNAUTHENTICATED', 401, MESSAGES.invalidCredentials);
}

export async function login(
  deps: AppDeps,
  email: string,
  password: string,
): Promise<{ accessToken: string; user: User }> {
  const row = await findUserByEmail(deps.db, email.trim());
  if (!row) {
    decoyHash ??= hashPassword('fleet-decoy-password');
    await verifyPassword(await decoyHash, password);
    throw invalidCredentials();
  }
  const isValid = await verifyPassword(row.passwordHash, password);
  // A deactivated user gets the same answer: no hint which part was wrong.
  if (!isValid || !row.active) throw invalidCredentials();
  const accessToken = newAccessToken();
  await insertSession(deps.db, {
    tokenHash: hashToken(accessToken),
    userId: row.userId,
    companyId: row.companyId,
    expiresAt: new Date(Date.now() + deps.config.sessionTtlMs),
  });
  return { accessToken, user: toUserDto(row) };
}

export async function logout(deps: AppDeps, auth: AuthContext): Promise<void> {
  await revokeSession(deps.db, auth.tokenHash);
  deps.bus.publish('sessions.revoked', { tokenHash: auth.tokenHash });
}

/** Ends every session of a user: deactivation, a change of security level or read-only flag. */
export async function endUserSessions(deps: AppDeps, userId: number): Promise<void> {
  await revokeUserSessions(deps.db, userId);
  deps.bus.publish('sessions.revoked', { userId });
}

export function sessionInfo(auth: AuthContext, accessToken: string): SessionInfo {
  return {
    accessToken,
    idToken: null,
    companyId: auth.companyId,
    userId: auth.userId,
    securityLevelId: auth.securityLevelId,
    readOnly: auth.readOnly,
    expiresAt: auth.expiresAt.toISOString(),
  };
}
