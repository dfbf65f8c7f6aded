import type { SessionInfo } from '@fleet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, user as userSchema } from '@fleet/domain';
import { seedDemoData } from '../src/demo/seed';
import { makeUser } from '../src/demo/factories';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';

describe.skipIf(isPostgresUnavailable())('users: reading', () => {
  let t: TestApp;
  let admin: string;
  let me: SessionInfo;
  let other: SessionInfo;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.deps.db);
    admin = await t.login('admin@demo.test');
    me = await t.session(admin);
    const otherToken = await t.login('admin@other.test');
    other = await t.session(otherToken);
  });
  afterAll(async () => t?.close());

  it('returns a user in the spec’s shape, without any password material', async () => {
    const response = await t.call(admin, { method: 'GET', url: `/api/users/${me.userId}` });
    expect(response.statusCode).toBe(200);
    const body = userSchema.strict().parse(response.json());
    expect(body).toMatchObject({
      user_id: me.userId,
      company_id: me.companyId,
      email: 'admin@demo.test',
      first_name: 'Avery',
      security_level_id: 1,
    });
    expect(response.body).not.toMatch(/password|argon2/i);
  });

  it('lists the company’s users and only them', async () => {
    const response = await t.call(admin, {
      method: 'GET',
      url: `/api/companies/${me.companyId}/users`,
    });
    expect(response.statusCode).toBe(200);
    const users = response.json<unknown[]>().map((item) => userSchema.parse(item));
    expect(users.map((u) => u.email).sort()).toEqual([
      'admin@demo.test',
      'driver@demo.test',
      'manager@demo.test',
      'operations@demo.test',
      'pending@demo.test',
      'readonly@demo.test',
      'sales@demo.test',
      'user@demo.test',
    ]);
    expect(users.every((u) => u.company_id === me.companyId)).toBe(true);
  });

  it('selects fields with X-Fields', async () => {
    const list = await t.call(admin, {
      method: 'GET',
      url: `/api/companies/${me.companyId}/users`,
      headers: { 'x-fields': 'user_id,email' },
    });
    expect(list.statusCode).toBe(200);
    const rows = list.json<Record<string, unknown>[]>();
    expect(rows).toHaveLength(8);
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(['email', 'user_id']);

    const one = await t.call(admin, {
      method: 'GET',
      url: `/api/companies/${me.companyId}/users/${me.userId}`,
      headers: { 'x-fields': ' first_name , security_level_id ' },
    });
    expect(one.json()).toEqual({ first_name: 'Avery', security_level_id: 1 });
  });

  it('refuses unknown X-Fields names and unbalanced braces with a 400 that says why', async () => {
    const unknown = await t.call(admin, {
      method: 'GET',
      url: `/api/companies/${me.companyId}/users`,
      headers: { 'x-fields': 'user_id,password_hash' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('VALIDATION_FAILED');
    expect(unknown.json().error.message).toMatch(/unknown field\(s\): password_hash/);

    for (const header of ['user_id,{email}', 'user_id}', 'user_id{email']) {
      const response = await t.call(admin, {
        method: 'GET',
        url: `/api/users/${me.userId}`,
        headers: { 'x-fields': header },
      });
      expect(response.statusCode, header).toBe(400);
      expect(response.json().error.message, header).toMatch(/^X-Fields: /);
    }
  });

  it('answers the same user by both paths', async () => {
    const a = await t.call(admin, { method: 'GET', url: `/api/users/${me.userId}` });
    const b = await t.call(admin, {
      method: 'GET',
      url: `/api/companies/${me.companyId}/users/${me.userId}`,
    });
    expect(b.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
  });

  it('answers 404 for an unknown user and for another company’s user', async () => {
    for (const url of [
      '/api/users/999999',
      `/api/users/${other.userId}`,
      `/api/companies/${me.companyId}/users/${other.userId}`,
      `/api/companies/${other.companyId}/users`,
    ]) {
      const response = await t.call(admin, { method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code, url).toBe('NOT_FOUND');
      expect(response.body, url).not.toMatch(/other\.test|Olive/);
    }
  });
});

describe.skipIf(isPostgresUnavailable())('users: changing', () => {
  let t: TestApp;
  let admin: string;
  let company: number;
  const ids: Record<string, number> = {};

  const idOf = (name: string): number => {
    const found = ids[name];
    if (found === undefined) throw new Error(`no demo user ${name}`);
    return found;
  };
  const read = async (userId: number) =>
    (await t.call(admin, { method: 'GET', url: `/api/users/${userId}` })).json();

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.deps.db);
    admin = await t.login('admin@demo.test');
    const session = await t.session(admin);
    company = session.companyId;
    const list = await t.call(admin, { method: 'GET', url: `/api/companies/${company}/users` });
    for (const row of list.json<{ email: string; user_id: number }[]>()) {
      ids[row.email.split('@')[0] ?? ''] = row.user_id;
    }
  });
  afterAll(async () => t?.close());

  it('lets a user change their own profile fields', async () => {
    const token = await t.login('user@demo.test');
    const patch = {
      first_name: '  Umaima ',
      last_name: 'Usher',
      phone_number: '(573) 555-0199',
      cell_phone_number: null,
      sms_opted_out: true,
      i18n_locale: 'en-GB',
      i18n_unit: 'metric',
      i18n_temperature: 'C',
      preferred_landing_page: 'inventory',
    };
    const response = await t.call(token, {
      method: 'PATCH',
      url: `/api/users/${idOf('user')}`,
      payload: patch,
    });
    expect(response.statusCode).toBe(200);
    const expected = { ...patch, first_name: 'Umaima' };
    expect(response.json()).toMatchObject(expected);
    expect(await read(idOf('user'))).toMatchObject(expected);
  });

  it('refuses admin fields from a non-admin, even about themselves, and changes nothing', async () => {
    const token = await t.login('manager@demo.test');
    const before = await read(idOf('manager'));
    for (const payload of [
      { security_level_id: 1 },
      { read_only: true },
      { active: false },
      { first_name: 'Still Me', can_access_camera: false },
    ]) {
      const response = await t.call(token, {
        method: 'PATCH',
        url: `/api/users/${idOf('manager')}`,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
      expect(response.json().error.message).toMatch(/^Only an admin can change /);
    }
    expect(await read(idOf('manager'))).toEqual(before);
  });

  it('refuses a non-admin changing someone else', async () => {
    const before = await read(idOf('sales'));
    for (const email of ['manager@demo.test', 'user@demo.test', 'driver@demo.test']) {
      const token = await t.login(email);
      const response = await t.call(token, {
        method: 'PATCH',
        url: `/api/users/${idOf('sales')}`,
        payload: { first_name: 'Hacked' },
      });
      expect(response.statusCode, email).toBe(403);
      expect(response.json().error.message).toBe(
        "Only an admin can change another user's details.",
      );
    }
    expect(await read(idOf('sales'))).toEqual(before);
  });

  it('refuses any change from a read-only user', async () => {
    const token = await t.login('readonly@demo.test');
    const response = await t.call(token, {
      method: 'PATCH',
      url: `/api/users/${idOf('readonly')}`,
      payload: { first_name: 'Rewritten' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('READ_ONLY');
    expect((await read(idOf('readonly'))).first_name).toBe('Riley');
  });

  it('lets an admin change anyone in the company, admin fields included', async () => {
    const patch = {
      security_level_id: 6,
      read_only: true,
      can_access_camera: true,
      can_rent: false,
      service_work_order_access: true,
      employee_id: 'E-104',
      user_type_id: 3,
      first_name: 'Samira',
    };
    const response = await t.call(admin, {
      method: 'PATCH',
      url: `/api/users/${idOf('sales')}`,
      payload: patch,
    });
    expect(response.statusCode).toBe(200);
    expect(await read(idOf('sales'))).toMatchObject(patch);

    const off = await t.call(admin, {
      method: 'PATCH',
      url: `/api/users/${idOf('pending')}`,
      payload: { active: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await read(idOf('pending'))).active).toBe(false);
  });

  it('keeps the owner an active admin who can make changes (409)', async () => {
    await makeUser(t.deps.db, company, {
      email: 'second-admin@demo.test',
      securityLevelId: 1,
    });
    const secondToken = await t.login('second-admin@demo.test');
    const before = await read(idOf('admin'));
    for (const token of [admin, secondToken]) {
      for (const payload of [{ security_level_id: 2 }, { read_only: true }, { active: false }]) {
        const response = await t.call(token, {
          method: 'PATCH',
          url: `/api/users/${idOf('admin')}`,
          payload,
        });
        expect(response.statusCode, JSON.stringify(payload)).toBe(409);
        expect(response.json().error).toEqual({
          code: 'CONFLICT',
          message: 'The company owner must stay an active admin who can make changes.',
        });
      }
    }
    expect(await read(idOf('admin'))).toEqual(before);
    // The owner may still change their own name, and stay admin explicitly.
    const rename = await t.call(admin, {
      method: 'PATCH',
      url: `/api/users/${idOf('admin')}`,
      payload: { last_name: 'Owner', security_level_id: 1 },
    });
    expect(rename.statusCode).toBe(200);
    expect(rename.json()).toMatchObject({ last_name: 'Owner', security_level_id: 1, active: true });
  });

  it('does not let an admin deactivate themselves (400)', async () => {
    const self = await makeUser(t.deps.db, company, {
      email: 'self-admin@demo.test',
      securityLevelId: 1,
    });
    const token = await t.login('self-admin@demo.test');
    const response = await t.call(token, {
      method: 'PATCH',
      url: `/api/users/${self.userId}`,
      payload: { active: false },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'You cannot deactivate your own account.',
    });
    expect((await read(self.userId)).active).toBe(true);
    // Their token still works: nothing was changed.
    expect((await t.call(token, { method: 'GET', url: '/api/auth/session' })).statusCode).toBe(200);
  });
});

describe.skipIf(isPostgresUnavailable())('users: creating', () => {
  let t: TestApp;
  let admin: string;
  let company: number;

  const countUsers = async () =>
    (await t.call(admin, { method: 'GET', url: `/api/companies/${company}/users` })).json<
      unknown[]
    >().length;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.deps.db);
    admin = await t.login('admin@demo.test');
    company = (await t.session(admin)).companyId;
  });
  afterAll(async () => t?.close());

  const newUser = {
    email: '  New.Hire@Demo.TEST ',
    first_name: 'Nia',
    last_name: 'Newhire',
    password: 'a long enough password',
    security_level_id: 5,
  };

  it('lets an admin add a user who can then sign in', async () => {
    const response = await t.call(admin, {
      method: 'POST',
      url: `/api/companies/${company}/users`,
      payload: { ...newUser, can_rent: true, phone_number: '573-555-0142' },
    });
    expect(response.statusCode).toBe(201);
    const created = userSchema.strict().parse(response.json());
    expect(created).toMatchObject({
      email: 'new.hire@demo.test',
      company_id: company,
      security_level_id: 5,
      can_rent: true,
      phone_number: '573-555-0142',
      active: true,
      read_only: false,
    });
    expect(response.body).not.toMatch(/password/i);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'new.hire@demo.test', password: newUser.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.user_id).toBe(created.user_id);
  });

  it('refuses an email already in use, in any case and in any company (409)', async () => {
    const before = await countUsers();
    for (const email of ['NEW.HIRE@demo.test', 'manager@demo.test', 'admin@other.test']) {
      const response = await t.call(admin, {
        method: 'POST',
        url: `/api/companies/${company}/users`,
        payload: { ...newUser, email },
      });
      expect(response.statusCode, email).toBe(409);
      expect(response.json().error).toEqual({
        code: 'CONFLICT',
        message: 'A user with this email already exists.',
      });
    }
    expect(await countUsers()).toBe(before);
  });

  it('answers simultaneous requests for one email with one 201 and 409s, never a 500', async () => {
    const before = await countUsers();
    const responses = await Promise.all(
      [1, 2, 3].map(() =>
        t.call(admin, {
          method: 'POST',
          url: `/api/companies/${company}/users`,
          payload: { ...newUser, email: 'twice@demo.test' },
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().error.message).toBe('A user with this email already exists.');
    }
    expect(await countUsers()).toBe(before + 1);
  });

  it('refuses a non-admin (403) and creates nobody', async () => {
    const before = await countUsers();
    const manager = await t.login('manager@demo.test');
    const response = await t.call(manager, {
      method: 'POST',
      url: `/api/companies/${company}/users`,
      payload: { ...newUser, email: 'by-manager@demo.test' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('Only an admin can do that.');
    expect(await countUsers()).toBe(before);
  });

  it('refuses incomplete or malformed users with the field named, and creates nobody', async () => {
    const before = await countUsers();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...newUser, email: 'not-an-email' }, /^email: Enter a valid email address/],
      [{ ...newUser, email: 'short@demo.test', password: 'short' }, /^password: Password must/],
      [
        { ...newUser, email: 'x@demo.test', first_name: ' ' },
        /^first_name: First name is required/,
      ],
      [{ ...newUser, email: 'x@demo.test', security_level_id: 0 }, /^security_level_id: /],
      [{ ...newUser, email: 'x@demo.test', company_id: 2 }, /Unrecognized key: "company_id"/],
      [{ email: 'x@demo.test', password: 'long enough pw' }, /first_name/],
    ];
    for (const [payload, message] of cases) {
      const response = await t.call(admin, {
        method: 'POST',
        url: `/api/companies/${company}/users`,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
      expect(response.json().error.message).toMatch(message);
    }
    expect(await countUsers()).toBe(before);
  });

  it('refuses common and guessable passwords on the password field, and creates nobody', async () => {
    const before = await countUsers();
    const cases: [string, string][] = [
      ['password', MESSAGES.passwordTooGuessable],
      ['12345678', MESSAGES.passwordTooGuessable],
      ['qwerty123', MESSAGES.passwordTooGuessable],
      // The published demo password, the person's own name, the company's name.
      ['fleet-demo', MESSAGES.passwordHasAccountWords],
      ['NiaNewhire2024', MESSAGES.passwordHasAccountWords],
      ['DemoConstruction1', MESSAGES.passwordHasAccountWords],
    ];
    for (const [password, message] of cases) {
      const response = await t.call(admin, {
        method: 'POST',
        url: `/api/companies/${company}/users`,
        payload: { ...newUser, email: 'weak.password@demo.test', password },
      });
      expect(response.statusCode, password).toBe(400);
      expect(response.json().error, password).toEqual({
        code: 'VALIDATION_FAILED',
        message: `password: ${message}`,
        details: { issues: [{ path: ['password'], message }] },
      });
    }
    expect(await countUsers()).toBe(before);
  });

  it('accepts a passphrase of unrelated words, with no rule about digits or symbols', async () => {
    const response = await t.call(admin, {
      method: 'POST',
      url: `/api/companies/${company}/users`,
      payload: { ...newUser, email: 'passphrase@demo.test', password: 'corrugated lemon hangar' },
    });
    expect(response.statusCode).toBe(201);
    expect(await t.login('passphrase@demo.test', 'corrugated lemon hangar')).toMatch(
      /^[\w-]{40,}$/,
    );
  });
});
