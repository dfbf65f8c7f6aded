import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * MQTT credentials for camera signalling (docs/CAMERAS.md "Broker"). The user name states what
 * the credential is for (role, company, camera, the one client id it may use, until when) and
 * the password is an HMAC of the user name with MQTT_CREDENTIAL_SECRET: whoever holds the secret
 * (this instance, another one, a separately run simulator) can check a credential without
 * having stored it, and nobody without it can make or stretch one.
 */

export type BrokerRole = 'viewer' | 'camera';

export interface CredentialClaims {
  role: BrokerRole;
  companyId: number;
  cameraId: number;
  /** The MQTT client id the connection must use: the viewer's `out/<client_id>` is its own. */
  clientId: string;
  /** A connection is accepted until then (epoch ms). */
  connectBy: number;
  /** The broker ends a session made with it then (epoch ms). */
  endsAt: number;
}

export interface BrokerCredential {
  claims: CredentialClaims;
  username: string;
  password: string;
}

/**
 * Lifetimes. A viewer's credential is for one viewing: fetched as the window starts, so it
 * connects within 10 minutes; a session may go on for 2 hours (the window then asks for a new
 * live config). A camera (the simulator) keeps one connection for long: a day to connect, two
 * to stay, and it asks for a new credential when it reconnects.
 */
export const CREDENTIAL_LIFETIMES: Record<BrokerRole, { connectMs: number; sessionMs: number }> = {
  viewer: { connectMs: 10 * 60_000, sessionMs: 2 * 3_600_000 },
  camera: { connectMs: 24 * 3_600_000, sessionMs: 48 * 3_600_000 },
};

const PREFIX = 'fleet1';
const ROLE_CODES: Record<BrokerRole, string> = { viewer: 'v', camera: 'c' };
const USERNAME_PATTERN =
  /^fleet1:([vc]):(\d{1,10}):(\d{1,10}):([A-Za-z0-9_-]{1,64}):(\d{1,15}):(\d{1,15})$/;

/** A new client id: `v` or `c` and 22 hex digits (88 random bits), a valid id on any broker. */
export function newClientId(role: BrokerRole): string {
  return `${ROLE_CODES[role]}${randomBytes(11).toString('hex')}`;
}

const sign = (secret: string, username: string): Buffer =>
  createHmac('sha256', secret).update(username).digest();

export function issueCredential(
  secret: string,
  claims: Omit<CredentialClaims, 'connectBy' | 'endsAt' | 'clientId'>,
  now: number,
): BrokerCredential {
  const lifetime = CREDENTIAL_LIFETIMES[claims.role];
  const full: CredentialClaims = {
    ...claims,
    clientId: newClientId(claims.role),
    connectBy: now + lifetime.connectMs,
    endsAt: now + lifetime.sessionMs,
  };
  const username = [
    PREFIX,
    ROLE_CODES[full.role],
    full.companyId,
    full.cameraId,
    full.clientId,
    full.connectBy,
    full.endsAt,
  ].join(':');
  return { claims: full, username, password: sign(secret, username).toString('base64url') };
}

/** What a user name claims, before its password is checked; null when it is none of ours. */
export function readUsername(username: string): CredentialClaims | null {
  const match = USERNAME_PATTERN.exec(username);
  if (!match) return null;
  const [, role, companyId, cameraId, clientId, connectBy, endsAt] = match;
  return {
    role: role === 'c' ? 'camera' : 'viewer',
    companyId: Number(companyId),
    cameraId: Number(cameraId),
    clientId: clientId ?? '',
    connectBy: Number(connectBy),
    endsAt: Number(endsAt),
  };
}

export type CredentialCheck =
  | { ok: true; claims: CredentialClaims }
  | { ok: false; reason: 'unknown' | 'forged' | 'expired' | 'wrong client id' };

/** Whether a CONNECT's user name, password and client id make a live credential of ours. */
export function checkCredential(
  secret: string,
  login: { username: string | undefined; password: Buffer | undefined; clientId: string },
  now: number,
): CredentialCheck {
  const claims = login.username === undefined ? null : readUsername(login.username);
  if (!claims || login.username === undefined) return { ok: false, reason: 'unknown' };
  const expected = Buffer.from(sign(secret, login.username).toString('base64url'));
  const given = login.password ?? Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'forged' };
  }
  if (now >= claims.connectBy) return { ok: false, reason: 'expired' };
  if (login.clientId !== claims.clientId) return { ok: false, reason: 'wrong client id' };
  return { ok: true, claims };
}
