import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@fleet/domain';
import { buildApp } from '../src/app';
import { seedDemoData } from '../src/demo/seed';
import { SIGN_IN_DELAY } from '../src/modules/auth/sign-in-delay';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';

const HOUR_MS = 3_600_000;

/** A clock the test moves by hand: no test here sleeps. */
function fakeClock(start = Date.parse('2030-01-01T00:00:00Z')) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
  from: { remoteAddress?: string; forwardedFor?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    ...(from.remoteAddress ? { remoteAddress: from.remoteAddress } : {}),
    headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
  });
}

/** A different address for every attempt, so only the per-account limit can answer 429. */
let addressCount = 0;
const nextAddress = (): string => {
  addressCount += 1;
  return `10.${(addressCount >> 16) & 255}.${(addressCount >> 8) & 255}.${addressCount & 255}`;
};

/**
 * An app on the test database whose clock jumps an hour before each attempt: the per-account
 * wait (at most 15 minutes) is always over, so any 429 comes from the per-address limit.
 */
async function appWithoutAccountWaits(t: TestApp): Promise<FastifyInstance> {
  const clock = fakeClock();
  const app = await buildApp({
    ...t.deps,
    now: () => {
      clock.advance(HOUR_MS);
      return clock.now();
    },
  });
  await app.ready();
  return app;
}

describe.skipIf(isPostgresUnavailable())('sign-in limit per address: X-Forwarded-For', () => {
  describe('with TRUST_PROXY off (the default)', () => {
    let t: TestApp;
    let app: FastifyInstance;
    beforeAll(async () => {
      t = await createTestApp({ loginRateLimit: 10 });
      await seedDemoData(t.deps.db);
      app = await appWithoutAccountWaits(t);
    });
    afterAll(async () => {
      await app?.close();
      await t?.close();
    });

    it('ignores X-Forwarded-For: a new one on every try still hits the limit at the 11th', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 60; i++) {
        const response = await signIn(app, 'driver@demo.test', 'guess', {
          forwardedFor: `203.0.113.${i}`,
        });
        codes.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(response.json().error).toEqual({
            code: 'RATE_LIMITED',
            message: MESSAGES.tooManyAttempts,
          });
          break;
        }
      }
      expect(codes).toEqual([...Array<number>(10).fill(401), 429]);
    });
  });

  describe('with TRUST_PROXY listing the proxy', () => {
    let t: TestApp;
    let app: FastifyInstance;
    beforeAll(async () => {
      // app.inject comes from 127.0.0.1 unless told otherwise: that is the proxy here.
      t = await createTestApp({ loginRateLimit: 3, trustProxy: ['127.0.0.1'] });
      await seedDemoData(t.deps.db);
      app = await appWithoutAccountWaits(t);
    });
    afterAll(async () => {
      await app?.close();
      await t?.close();
    });

    it('counts each forwarded client on its own', async () => {
      const first = { forwardedFor: '198.51.100.7' };
      const second = { forwardedFor: '198.51.100.8' };
      const codes = [];
      for (let i = 0; i < 4; i++) {
        codes.push((await signIn(app, 'sales@demo.test', 'guess', first)).statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 429]);
      expect((await signIn(app, 'sales@demo.test', 'guess', second)).statusCode).toBe(401);
      // The proxy adds the client it saw to the end of the list; earlier entries are the client's.
      const chained = { forwardedFor: '192.0.2.1, 198.51.100.7' };
      expect((await signIn(app, 'sales@demo.test', 'guess', chained)).statusCode).toBe(429);
    });

    it('ignores X-Forwarded-For from an address that is not the proxy', async () => {
      const codes = [];
      for (let i = 0; i < 4; i++) {
        const response = await signIn(app, 'user@demo.test', 'guess', {
          remoteAddress: '192.0.2.50',
          forwardedFor: `203.0.113.${i}`,
        });
        codes.push(response.statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 429]);
    });
  });
});

describe.skipIf(isPostgresUnavailable())('sign-in limit per account: a growing wait', () => {
  let t: TestApp;
  let app: FastifyInstance;
  const clock = fakeClock();
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.deps.db);
    app = await buildApp({ ...t.deps, now: clock.now });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  /** Wrong passwords from a new address each time, until the first 429; the answers' codes. */
  async function failUntilDelayed(email: string, max = 20) {
    const codes: number[] = [];
    for (let i = 0; i < max; i++) {
      const response = await signIn(app, email, 'wrong guess', { remoteAddress: nextAddress() });
      codes.push(response.statusCode);
      if (response.statusCode === 429) return { codes, delayed: response };
    }
    return { codes, delayed: undefined };
  }

  it('makes an email wait after five failures from any addresses, 1 s, 2 s, 4 s … 15 minutes', async () => {
    const { codes, delayed } = await failUntilDelayed('manager@demo.test');
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    expect(delayed?.headers['retry-after']).toBe('1');
    expect(delayed?.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many failed sign-ins for this account. Try again in 1 second.',
    });

    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      const early = await signIn(app, 'manager@demo.test', 'wrong guess', {
        remoteAddress: nextAddress(),
      });
      expect(early.statusCode).toBe(429);
      const wait = Number(early.headers['retry-after']);
      waits.push(wait);
      clock.advance(wait * 1000);
      const after = await signIn(app, 'manager@demo.test', 'wrong guess', {
        remoteAddress: nextAddress(),
      });
      expect(after.statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
  });

  it('does not even check the right password during the wait, and says how long is left', async () => {
    clock.advance(300_000);
    const during = await signIn(app, 'manager@demo.test', 'fleet-demo');
    expect(during.statusCode).toBe(429);
    expect(during.headers['retry-after']).toBe('600');
    expect(during.json().error.message).toBe(
      'Too many failed sign-ins for this account. Try again in 10 minutes.',
    );
  });

  it('leaves the other accounts alone', async () => {
    expect((await signIn(app, 'readonly@demo.test', 'wrong guess')).statusCode).toBe(401);
    expect((await signIn(app, 'readonly@demo.test', 'fleet-demo')).statusCode).toBe(200);
  });

  it('starts the count again after a successful sign-in', async () => {
    clock.advance(600_000);
    expect((await signIn(app, 'manager@demo.test', 'fleet-demo')).statusCode).toBe(200);
    const { codes, delayed } = await failUntilDelayed('manager@demo.test');
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    expect(delayed?.headers['retry-after']).toBe('1');
  });

  it('starts the count again after a day without failures', async () => {
    clock.advance(SIGN_IN_DELAY.forgetAfterMs);
    const { codes } = await failUntilDelayed('manager@demo.test');
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('answers an unknown email exactly as a known one with a wrong password', async () => {
    const known = await failUntilDelayed('operations@demo.test');
    const unknown = await failUntilDelayed('nobody.here@demo.test');
    expect(unknown.codes).toEqual(known.codes);
    expect(unknown.delayed?.headers['retry-after']).toBe(known.delayed?.headers['retry-after']);
    expect(unknown.delayed?.json()).toEqual(known.delayed?.json());
    const wrong = await signIn(app, 'admin@demo.test', 'wrong guess');
    const missing = await signIn(app, 'no.one@demo.test', 'wrong guess');
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual(wrong.json());
  });

  it('counts an email however it is written', async () => {
    const { codes } = await failUntilDelayed(' Pending@Demo.Test');
    expect(codes).toHaveLength(6);
    const lower = await signIn(app, 'pending@demo.test', 'wrong guess');
    expect(lower.statusCode).toBe(429);
  });

  /** Wrong passwords sent all at once from as many addresses; how many were checked (401). */
  async function burst(email: string, size: number): Promise<number[]> {
    const answers = await Promise.all(
      Array.from({ length: size }, () =>
        signIn(app, email, 'wrong guess', { remoteAddress: nextAddress() }),
      ),
    );
    return answers.map((response) => response.statusCode).sort();
  }

  it('counts guesses sent at once one after another, never all as free', async () => {
    const free = SIGN_IN_DELAY.freeFailures;
    const expected = (checked: number) => [
      ...Array<number>(checked).fill(401),
      ...Array<number>(12 - checked).fill(429),
    ];
    // A new email (no row yet), and one that has failed before (its row is locked while counted).
    expect(await burst('admin@other.test', 12)).toEqual(expected(free));
    expect((await signIn(app, 'user@demo.test', 'wrong guess')).statusCode).toBe(401);
    expect(await burst('user@demo.test', 12)).toEqual(expected(free - 1));
  });

  it('never makes the owner wait at an address they signed in from, whatever others guess', async () => {
    const home = { remoteAddress: '192.0.2.10' };
    clock.advance(SIGN_IN_DELAY.forgetAfterMs);
    expect((await signIn(app, 'sales@demo.test', 'fleet-demo', home)).statusCode).toBe(200);
    const { codes } = await failUntilDelayed('sales@demo.test');
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    // The owner, where they signed in before: not delayed by the guesses from elsewhere.
    expect((await signIn(app, 'sales@demo.test', 'fleet-demo', home)).statusCode).toBe(200);
    // From an address the account never used, the owner shares the guessers' wait.
    const elsewhere = await signIn(app, 'sales@demo.test', 'fleet-demo', {
      remoteAddress: '192.0.2.99',
    });
    expect(elsewhere.statusCode).toBe(429);
    // Wrong passwords at the known address count there, on their own.
    const atHome: number[] = [];
    for (let i = 0; i < 6; i++) {
      atHome.push((await signIn(app, 'sales@demo.test', 'wrong guess', home)).statusCode);
    }
    expect(atHome).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
