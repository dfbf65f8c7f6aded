import { COMPANY_ADMIN_MESSAGES, MESSAGES, type SessionInfo, type User } from '@fleet/domain';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { hashToken, newAccessToken, type AuthContext } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { findUserByEmail } from '../users/users.repo';
import { toUserDto } from '../users/user-dto';
import { insertSession, revokeSession, revokeUserSessions } from './sessions.repo';
import { SIGN_IN_DELAY, signInBucket } from './sign-in-delay';
import {
  claimSignInAttempt,
  clearSignInFailures,
  isKnownSignInAddress,
  purgeKnownSignInAddresses,
  purgeSignInFailures,
  rememberSignInAddress,
} from './sign-in-failures.repo';

/** Verified against when the email is unknown, so both failures take the same time. */
let decoyHash: Promise<string> | undefined;

function invalidCredentials(): AppError {
  return new AppError('UNAUTHENTICATED', 401, MESSAGES.invalidCredentials);
}

/** 429 while an email waits after failed sign-ins; the route sends Retry-After from it. */
export class SignInDelayError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', 429, MESSAGES.tooManyFailedSignIns(retryAfterSeconds));
  }
}

export async function login(
  deps: AppDeps,
  email: string,
  password: string,
  address: string,
): Promise<{ accessToken: string; user: User }> {
  const key = email.trim().toLowerCase();
  const now = deps.now?.() ?? Date.now();
  // Guesses from addresses the account never used share one bucket, so they never make the owner
  // wait where the owner signs in (each known address counts its own failures).
  const bucket = signInBucket(address, await isKnownSignInAddress(deps.db, key, address));
  // Unknown emails are counted and delayed too: the answers never tell which emails exist.
  const attempt = await claimSignInAttempt(deps.db, key, bucket, now);
  if (attempt.kind === 'wait') {
    throw new SignInDelayError(Math.max(1, Math.ceil(attempt.waitMs / 1000)));
  }
  if (attempt.counted.failures === 1) {
    // A new count: forget the emails nobody has tried for a day (typos, guessed addresses).
    await purgeSignInFailures(deps.db, now - SIGN_IN_DELAY.forgetAfterMs);
    await purgeKnownSignInAddresses(deps.db, now - SIGN_IN_DELAY.knownAddressForMs);
  }
  const row = await findUserByEmail(deps.db, key);
  if (!row) {
    decoyHash ??= hashPassword('fleet-decoy-password');
    await verifyPassword(await decoyHash, password);
    throw invalidCredentials();
  }
  const isValid = await verifyPassword(row.passwordHash, password);
  if (!isValid) throw invalidCredentials();
  // Said only to whoever knows the password: the person, told why, rather than left guessing.
  if (!row.active) {
    throw new AppError('UNAUTHENTICATED', 401, COMPANY_ADMIN_MESSAGES.accountDeactivated);
  }
  await clearSignInFailures(deps.db, key, bucket);
  await rememberSignInAddress(deps.db, key, address, now);
  return { accessToken: await startSession(deps, deps.db, row), user: toUserDto(row) };
}

/** A new session for a user who proved who they are (sign-in, an accepted invitation). */
export async function startSession(
  deps: AppDeps,
  db: Db,
  user: { userId: number; companyId: number },
): Promise<string> {
  const accessToken = newAccessToken();
  await insertSession(db, {
    tokenHash: hashToken(accessToken),
    userId: user.userId,
    companyId: user.companyId,
    expiresAt: new Date(Date.now() + deps.config.sessionTtlMs),
  });
  return accessToken;
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
