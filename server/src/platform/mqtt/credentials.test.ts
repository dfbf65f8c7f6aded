import { describe, expect, it } from 'vitest';
import {
  CREDENTIAL_LIFETIMES,
  checkCredential,
  issueCredential,
  readUsername,
  type BrokerCredential,
} from './credentials';
import { aclEntries, mayPublish, maySubscribe } from './acl';

const SECRET = 'a-test-secret-of-at-least-32-characters';
const T0 = Date.UTC(2026, 10, 20, 12);
const viewer = issueCredential(SECRET, { role: 'viewer', companyId: 7, cameraId: 42 }, T0);
const camera = issueCredential(SECRET, { role: 'camera', companyId: 7, cameraId: 42 }, T0);

const login = (credential: BrokerCredential, overrides: Partial<{ password: string }> = {}) => ({
  username: credential.username,
  password: Buffer.from(overrides.password ?? credential.password),
  clientId: credential.claims.clientId,
});

describe('broker credentials', () => {
  it('states its claims in the user name and is accepted until its connect deadline', () => {
    expect(readUsername(viewer.username)).toEqual(viewer.claims);
    expect(viewer.claims).toMatchObject({ role: 'viewer', companyId: 7, cameraId: 42 });
    expect(viewer.claims.connectBy).toBe(T0 + CREDENTIAL_LIFETIMES.viewer.connectMs);
    expect(viewer.claims.endsAt).toBe(T0 + CREDENTIAL_LIFETIMES.viewer.sessionMs);
    expect(checkCredential(SECRET, login(viewer), T0 + 1000)).toEqual({
      ok: true,
      claims: viewer.claims,
    });
    expect(checkCredential(SECRET, login(viewer), viewer.claims.connectBy)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('gives each credential its own client id, and holds the connection to it', () => {
    const again = issueCredential(SECRET, { role: 'viewer', companyId: 7, cameraId: 42 }, T0);
    expect(again.claims.clientId).not.toBe(viewer.claims.clientId);
    expect(viewer.claims.clientId).toMatch(/^v[0-9a-f]{22}$/);
    expect(camera.claims.clientId).toMatch(/^c[0-9a-f]{22}$/);
    const stolen = { ...login(viewer), clientId: again.claims.clientId };
    expect(checkCredential(SECRET, stolen, T0)).toEqual({ ok: false, reason: 'wrong client id' });
  });

  it('refuses a forged or altered credential', () => {
    const otherCompany = viewer.username.replace(':7:42:', ':8:42:');
    expect(checkCredential(SECRET, { ...login(viewer), username: otherCompany }, T0)).toEqual({
      ok: false,
      reason: 'forged',
    });
    const longer = viewer.username.replace(/:\d+$/, `:${viewer.claims.endsAt + 1}`);
    expect(checkCredential(SECRET, { ...login(viewer), username: longer }, T0).ok).toBe(false);
    expect(checkCredential('another-secret-of-at-least-32-chars!!', login(viewer), T0).ok).toBe(
      false,
    );
    expect(checkCredential(SECRET, login(viewer, { password: '' }), T0).ok).toBe(false);
    expect(
      checkCredential(SECRET, { username: undefined, password: undefined, clientId: 'x' }, T0),
    ).toEqual({ ok: false, reason: 'unknown' });
    expect(checkCredential(SECRET, { ...login(viewer), username: 'admin' }, T0)).toEqual({
      ok: false,
      reason: 'unknown',
    });
  });
});

describe('broker ACL', () => {
  const v = viewer.claims;
  const c = camera.claims;
  const ownOut = `fleet/7/cameras/42/out/${v.clientId}`;

  it('lets a viewer send to its camera and hear its own answers only', () => {
    expect(mayPublish(v, 'fleet/7/cameras/42/in')).toBe(true);
    expect(maySubscribe(v, ownOut)).toBe(true);
    for (const topic of [
      'fleet/7/cameras/43/in',
      'fleet/8/cameras/42/in',
      ownOut,
      'fleet/7/cameras/42/out/vother',
    ]) {
      expect(mayPublish(v, topic), topic).toBe(false);
    }
    for (const filter of [
      '#',
      '+/#',
      '$SYS/#',
      'fleet/7/cameras/42/#',
      'fleet/7/cameras/42/out/+',
      'fleet/7/cameras/42/out/#',
      'fleet/7/cameras/42/in',
      'fleet/7/cameras/42/out/vother',
      `fleet/7/cameras/43/out/${v.clientId}`,
    ]) {
      expect(maySubscribe(v, filter), filter).toBe(false);
    }
  });

  it('lets a camera hear its in and answer any viewer of its own', () => {
    expect(maySubscribe(c, 'fleet/7/cameras/42/in')).toBe(true);
    expect(mayPublish(c, ownOut)).toBe(true);
    expect(mayPublish(c, 'fleet/7/cameras/42/out/vanyone')).toBe(true);
    expect(mayPublish(c, 'fleet/7/cameras/42/in')).toBe(false);
    expect(mayPublish(c, 'fleet/7/cameras/43/out/vanyone')).toBe(false);
    expect(mayPublish(c, 'fleet/7/cameras/42/out/+')).toBe(false);
    expect(maySubscribe(c, 'fleet/7/cameras/42/out/+')).toBe(false);
    expect(maySubscribe(c, 'fleet/7/cameras/+/in')).toBe(false);
  });

  it('says the same to Mosquitto', () => {
    expect(aclEntries(v)).toEqual([
      { acltype: 'publishClientSend', topic: 'fleet/7/cameras/42/in', allow: true },
      { acltype: 'subscribeLiteral', topic: ownOut, allow: true },
    ]);
    expect(aclEntries(c)).toEqual([
      { acltype: 'publishClientSend', topic: 'fleet/7/cameras/42/out/+', allow: true },
      { acltype: 'subscribeLiteral', topic: 'fleet/7/cameras/42/in', allow: true },
    ]);
  });
});
