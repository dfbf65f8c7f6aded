import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { COMPANY_ADMIN_MESSAGES as SAY, MESSAGES } from '@fleet/domain';
import { seedDemoData } from '../src/demo/seed';
import { userInvitations } from '../src/db/schema/index';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';

interface Outboxed {
  to_address: string;
  subject: string;
  body: string;
  purpose: string;
  provider: string;
  status: string;
  sent_by: string | null;
}

/**
 * Company admin > Users (docs/COMPANY-ADMIN.md): the list, invitations through the email
 * outbox and their accept page, levels, read-only, deactivation ending sessions, and who may
 * do each (spec 1 §2, §6).
 */
describe.skipIf(isPostgresUnavailable())('company admin: users and invitations', () => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let user: string;
  let readOnly: string;
  let other: string;
  let adminId: number;

  const call = (
    token: string,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.call(token, { method, url, ...(payload ? { payload } : {}) });
  const invite = (token: string, email: string, level = 5) =>
    call(token, 'POST', '/api/company-admin/invitations', {
      email,
      first_name: 'Jamie',
      last_name: 'Rivera',
      security_level_id: level,
    });
  /** The token of the newest invitation link emailed to an address, read from the outbox. */
  const linkTokenFor = async (email: string): Promise<string> => {
    const emails = (await call(admin, 'GET', '/api/company-admin/emails')).json<Outboxed[]>();
    const sent = emails.find((message) => message.to_address === email);
    const token = /#\/invitation\/([A-Za-z0-9_-]+)/.exec(sent?.body ?? '')?.[1];
    if (!token) throw new Error(`no invitation link emailed to ${email}`);
    return token;
  };
  const accept = (token: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/public/invitations/${token}/accept`,
      payload: { password },
    });

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.deps.db);
    admin = await t.login('admin@demo.test');
    manager = await t.login('manager@demo.test');
    user = await t.login('user@demo.test');
    readOnly = await t.login('readonly@demo.test');
    other = await t.login('admin@other.test');
    adminId = (await t.session(admin)).userId;
  });
  afterAll(async () => t?.close());

  it('lists the users with level, read-only, active, owner and last sign-in to admins and managers', async () => {
    const listed = await call(manager, 'GET', '/api/company-admin/users');
    expect(listed.statusCode).toBe(200);
    const users = listed.json<Array<Record<string, unknown>>>();
    const avery = users.find((row) => row.email === 'admin@demo.test');
    expect(avery).toMatchObject({
      first_name: 'Avery',
      security_level_id: 1,
      read_only: false,
      active: true,
      is_owner: true,
    });
    expect(Date.parse(String(avery?.last_sign_in_at))).toBeGreaterThan(Date.now() - 600_000);
    expect(users.find((row) => row.email === 'pending@demo.test')?.last_sign_in_at).toBeNull();
    expect(users.every((row) => !String(row.email).endsWith('@other.test'))).toBe(true);
    expect((await call(user, 'GET', '/api/company-admin/users')).statusCode).toBe(403);
    const theirs = await call(other, 'GET', '/api/company-admin/users');
    expect(theirs.body).not.toContain('demo.test');
  });

  it('invites through the email outbox, and the invitee accepts, is signed in and can sign in again', async () => {
    const made = await invite(admin, 'Jamie.Rivera@Example.test', 4);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({
      email: 'jamie.rivera@example.test',
      security_level_id: 4,
      status: 'open',
      invited_by: 'Avery Admin',
    });
    const emails = (await call(admin, 'GET', '/api/company-admin/emails')).json<Outboxed[]>();
    expect(emails[0]).toMatchObject({
      to_address: 'jamie.rivera@example.test',
      subject: "You're invited to Demo Construction Co. on Fleet",
      purpose: 'invitation',
      provider: 'outbox',
      status: 'outbox',
      sent_by: 'Avery Admin',
    });
    const token = await linkTokenFor('jamie.rivera@example.test');

    const preview = await t.app.inject({ method: 'GET', url: `/api/public/invitations/${token}` });
    expect(preview.json()).toMatchObject({
      email: 'jamie.rivera@example.test',
      first_name: 'Jamie',
      company_name: 'Demo Construction Co.',
    });

    const weak = await accept(token, 'password');
    expect(weak.statusCode).toBe(400);
    const accepted = await accept(token, 'copper kettle under a blue mesa');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { accessToken, user: created } = accepted.json<{
      accessToken: string;
      user: { email: string; security_level_id: number; company_id: number };
    }>();
    expect(created).toMatchObject({ email: 'jamie.rivera@example.test', security_level_id: 4 });
    expect((await t.session(accessToken)).securityLevelId).toBe(4);
    await t.login('jamie.rivera@example.test', 'copper kettle under a blue mesa');

    // Used up: the link says so, and the invitation leaves the pending list.
    const again = await accept(token, 'copper kettle under a blue mesa');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(SAY.invitationAccepted);
    const pending = (await call(admin, 'GET', '/api/company-admin/invitations')).json<
      Array<{ email: string }>
    >();
    expect(pending.map((row) => row.email)).not.toContain('jamie.rivera@example.test');
  });

  it('keeps one open invitation per address and refuses addresses that have a user', async () => {
    expect((await invite(admin, 'once@example.test')).statusCode).toBe(201);
    const twice = await invite(admin, 'ONCE@example.test');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(SAY.invitationOpen);
    const taken = await invite(admin, 'manager@demo.test');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(SAY.emailTaken);
    const otherTaken = await invite(admin, 'admin@other.test');
    expect(otherTaken.json().error.message).toBe(SAY.emailTaken);
  });

  it('refuses withdrawn, expired and unknown links with a sentence', async () => {
    const made = (await invite(admin, 'withdrawn@example.test')).json<{ invitation_id: number }>();
    const token = await linkTokenFor('withdrawn@example.test');
    const withdrawn = await call(
      admin,
      'DELETE',
      `/api/company-admin/invitations/${made.invitation_id}`,
    );
    expect(withdrawn.statusCode).toBe(204);
    const refused = await accept(token, 'copper kettle under a blue mesa');
    expect(refused.json().error).toEqual({ code: 'CONFLICT', message: SAY.invitationRevoked });

    const late = (await invite(admin, 'late@example.test')).json<{ invitation_id: number }>();
    const lateToken = await linkTokenFor('late@example.test');
    await t.deps.db
      .update(userInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userInvitations.invitationId, late.invitation_id));
    const expired = await t.app.inject({
      method: 'GET',
      url: `/api/public/invitations/${lateToken}`,
    });
    expect(expired.json().error.message).toBe(SAY.invitationExpired);
    const listed = (await call(admin, 'GET', '/api/company-admin/invitations')).json<
      Array<{ email: string; status: string }>
    >();
    expect(listed.find((row) => row.email === 'late@example.test')?.status).toBe('expired');
    // An expired invitation does not block a new one to the same address.
    expect((await invite(admin, 'late@example.test')).statusCode).toBe(201);

    const unknown = await accept('A'.repeat(43), 'copper kettle under a blue mesa');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(SAY.invitationUnknown);
  });

  it('lets only admins invite, withdraw and change levels; read-only admins and others get 403', async () => {
    for (const token of [manager, user]) {
      expect((await invite(token, 'nope@example.test')).statusCode).toBe(403);
    }
    const ro = await invite(readOnly, 'nope@example.test');
    expect(ro.json().error.code).toBe('READ_ONLY');
    const users = (await call(admin, 'GET', '/api/company-admin/users')).json<
      Array<{ user_id: number; email: string }>
    >();
    const uma = users.find((row) => row.email === 'user@demo.test')?.user_id;
    const level = await call(manager, 'PATCH', `/api/users/${uma}`, { security_level_id: 4 });
    expect(level.statusCode).toBe(403);
    // Another company's invitation is a 404, never a count or a name.
    const otherInvitation = (
      await call(other, 'POST', '/api/company-admin/invitations', {
        email: 'guest@other.test',
        first_name: 'G',
        last_name: 'Uest',
        security_level_id: 5,
      })
    ).json<{ invitation_id: number }>();
    const foreign = await call(
      admin,
      'DELETE',
      `/api/company-admin/invitations/${otherInvitation.invitation_id}`,
    );
    expect(foreign.statusCode).toBe(404);
    const stillOpen = (await call(other, 'GET', '/api/company-admin/invitations')).json<
      Array<{ email: string; status: string }>
    >();
    expect(stillOpen.find((row) => row.email === 'guest@other.test')?.status).toBe('open');
  });

  it('deactivates a user: their sessions end at once and sign-in says why; reactivation restores it', async () => {
    expect((await invite(admin, 'leaving@example.test')).statusCode).toBe(201);
    const accepted = await accept(
      await linkTokenFor('leaving@example.test'),
      'copper kettle under a blue mesa',
    );
    const { accessToken, user: leaving } = accepted.json<{
      accessToken: string;
      user: { user_id: number };
    }>();
    expect((await call(accessToken, 'GET', '/api/auth/session')).statusCode).toBe(200);

    const off = await call(admin, 'PATCH', `/api/users/${leaving.user_id}`, { active: false });
    expect(off.statusCode).toBe(200);
    const ended = await call(accessToken, 'GET', '/api/auth/session');
    expect(ended.statusCode).toBe(401);
    expect(ended.json().error).toMatchObject({
      type: 'invalid_token',
      message: MESSAGES.invalidToken,
    });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'leaving@example.test', password: 'copper kettle under a blue mesa' },
    });
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json().error.message).toBe(SAY.accountDeactivated);
    // A wrong password still gets the general answer: nothing said about the account.
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'leaving@example.test', password: 'not the password at all' },
    });
    expect(wrong.json().error.message).toBe(MESSAGES.invalidCredentials);

    await call(admin, 'PATCH', `/api/users/${leaving.user_id}`, { active: true });
    await t.login('leaving@example.test', 'copper kettle under a blue mesa');
  });

  it('refuses to deactivate or demote yourself or the owner', async () => {
    // The owner is an admin too: their own deactivation is refused as the owner's.
    const ownerOff = await call(admin, 'PATCH', `/api/users/${adminId}`, { active: false });
    expect(ownerOff.json().error).toEqual({ code: 'CONFLICT', message: SAY.ownerProtected });
    expect((await invite(admin, 'second.admin@example.test', 1)).statusCode).toBe(201);
    const second = await accept(
      await linkTokenFor('second.admin@example.test'),
      'copper kettle under a blue mesa',
    );
    const { accessToken, user: secondAdmin } = second.json<{
      accessToken: string;
      user: { user_id: number };
    }>();
    const selfOff = await call(accessToken, 'PATCH', `/api/users/${secondAdmin.user_id}`, {
      active: false,
    });
    expect(selfOff.json().error.message).toBe(SAY.selfDeactivate);
    for (const payload of [{ security_level_id: 2 }, { read_only: true }]) {
      const selfDemote = await call(
        accessToken,
        'PATCH',
        `/api/users/${secondAdmin.user_id}`,
        payload,
      );
      expect(selfDemote.statusCode).toBe(400);
      expect(selfDemote.json().error.message).toBe(SAY.selfDemote);
    }
    const owner = await call(accessToken, 'PATCH', `/api/users/${adminId}`, { active: false });
    expect(owner.statusCode).toBe(409);
    // Changing another admin's level works, and ends that admin's sessions.
    const demoted = await call(admin, 'PATCH', `/api/users/${secondAdmin.user_id}`, {
      security_level_id: 2,
      read_only: true,
    });
    expect(demoted.json()).toMatchObject({ security_level_id: 2, read_only: true });
    expect((await call(accessToken, 'GET', '/api/auth/session')).statusCode).toBe(401);
  });
});
