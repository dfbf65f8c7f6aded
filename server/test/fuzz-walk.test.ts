import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { errorBody } from '@fleet/domain';
import { seedDemoData } from '../src/demo/seed';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';
import { collectDemoSamples } from './fuzz/demo-samples';
import { createWriteLog, type WriteLog } from './fuzz/write-log';
import type { GenerateOptions } from './fuzz/json-schema-arbitrary';
import {
  requestArbitrary,
  walkRoutesOf,
  type FuzzRequest,
  type WalkRoute,
} from './fuzz/route-requests';

/**
 * Every registered route, fed values generated from its own schemas (path, query, body): valid
 * ones at and inside the bounds, and values beyond them, of the wrong type, missing or extra.
 * Whatever comes in, the answer is never a 5xx, a refusal is the `{ error }` shape, and a
 * refused write leaves every table as it was. A route added later is walked without anyone
 * listing it.
 *
 * Deterministic within a fixed budget (30 runs a route). FUZZ_SEED replays a failed run (the
 * failure names it), FUZZ_RUNS makes a deeper one, FUZZ_ROUTE walks only the routes whose
 * "METHOD /path" contains it, FUZZ_SHRINK=1 shrinks a failure to a smaller request, FUZZ_TIMES=1
 * prints how long each route took.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_120);
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
/** A read-only user is refused before the input matters: fewer runs show it. */
const READ_ONLY_RUNS = Math.ceil(RUNS / 3);
/** Routes that take no input at all only meet stray query strings and bodies. */
const RUNS_WITHOUT_INPUT = 4;
const GRAPHQL = '/api/fleet/graphql';
/**
 * Refused writes are checked against a write log kept by row triggers (fuzz/write-log.ts): the
 * admin walk takes about 18 s on PGlite and 14 s on PostgreSQL on an idle 2-core machine
 * (2026-11-28), where hashing every table around each write had grown past 350 s. Room for a
 * loaded machine and for FUZZ_RUNS; FUZZ_TIMES=1 prints each route's time, to find a slow one.
 */
const WALK_TIMEOUT_MS = 240_000 * Math.max(1, RUNS / 30);

const keyOf = (route: WalkRoute) => `${route.method} ${route.url}`;

/** Each route its own stream from the one seed, so adding a route does not change the others. */
function seedOf(key: string): number {
  let hash = SEED | 0;
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619);
  return hash;
}

/** FUZZ_ROUTE narrows the walk to the routes whose method and path contain it. */
const ONLY = process.env.FUZZ_ROUTE;
const isWalked = (route: WalkRoute) =>
  !route.url.startsWith('/api/docs') && (!ONLY || keyOf(route).includes(ONLY));
const hasInput = (route: WalkRoute) => Boolean(route.params ?? route.querystring ?? route.body);

describe.skipIf(isPostgresUnavailable())('fuzz walk of every route from its schema', () => {
  let t: TestApp;
  let routes: WalkRoute[];
  let samples: GenerateOptions['samples'];
  let writeLog: WriteLog;
  let admin: string;
  let readOnly: string;
  /** Sessions for the sign-out route, so signing out never ends the walk's own session. */
  let spareSessions: string[];

  beforeAll(async () => {
    // Load shedding is off, as in every API test (see the harness): in process, PGlite and
    // inject chain promises without letting the event loop reach its timers.
    t = await createTestApp();
    await seedDemoData(t.deps.db);
    admin = await t.login('admin@demo.test');
    readOnly = await t.login('readonly@demo.test');
    spareSessions = [];
    // One after another: sign-ins of one account in parallel count as attempts in flight.
    for (let i = 0; i < RUNS_WITHOUT_INPUT + 2; i += 1) {
      spareSessions.push(await t.login('manager@demo.test'));
    }
    samples = await collectDemoSamples(t, admin);
    routes = walkRoutesOf(t.app.registeredRoutes).filter(isWalked);
    writeLog = await createWriteLog(t.deps.db);
  });
  afterAll(async () => t?.close());

  /** One request and the checks every answer must pass; throws a description when one fails. */
  async function send(
    token: string,
    request: FuzzRequest,
  ): Promise<{ status: number; code?: string }> {
    const isWrite = request.method !== 'GET';
    // The device pipeline records unknown devices after it answers: settle what earlier
    // requests left running, so the log below holds this request's writes only.
    if (isWrite) {
      await t.deps.devices.ingest.idle();
      await writeLog.clear();
    }
    const response = await t.call(token, {
      method: request.method,
      url: request.url,
      ...(request.payload === undefined
        ? {}
        : { payload: request.payload, headers: { 'content-type': 'application/json' } }),
    });
    const status = response.statusCode;
    const said = `${status} ${response.body.slice(0, 300)}`;
    if (status >= 500) throw new Error(`answered ${said}`);
    if (status < 400) return { status };
    const changed = isWrite ? await writeLog.written() : [];
    if (changed.length) throw new Error(`refused (${said}) yet wrote ${changed.join(', ')}`);
    if (!request.url.startsWith('/api/') || request.url.startsWith(GRAPHQL)) return { status };
    const parsed = errorBody.safeParse(response.json());
    if (!parsed.success) throw new Error(`refused without the { error } shape: ${said}`);
    return { status, code: parsed.data.error.code };
  }

  /** Walks each route with its own property; returns the failures, each with how to replay it. */
  async function walk(
    selected: WalkRoute[],
    runs: number,
    tokenFor: (route: WalkRoute) => string,
    check: (route: WalkRoute, answer: { status: number; code?: string }) => void,
  ): Promise<string[]> {
    const failures: string[] = [];
    for (const route of selected) {
      const key = keyOf(route);
      const started = performance.now();
      const details = await fc.check(
        fc.asyncProperty(requestArbitrary(route, samples), async (request) => {
          check(route, await send(tokenFor(route), request));
        }),
        {
          seed: seedOf(key),
          numRuns: hasInput(route) ? runs : RUNS_WITHOUT_INPUT,
          // Shrinking replays hundreds of requests; FUZZ_SHRINK=1 asks for it when replaying.
          endOnFailure: !process.env.FUZZ_SHRINK,
        },
      );
      if (process.env.FUZZ_TIMES) {
        console.log(`${Math.round(performance.now() - started)} ms ${key}`);
      }
      if (details.failed) {
        const error =
          details.errorInstance instanceof Error ? details.errorInstance.message : 'failed';
        const counterexample = fc.stringify(details.counterexample).slice(0, 600);
        failures.push(
          `${key}: ${error.slice(0, 400)} — for ${counterexample} (replay: FUZZ_SEED=${SEED}; route seed ${details.seed}, path ${details.counterexamplePath})`,
        );
      }
    }
    return failures;
  }

  it.skipIf(ONLY)('finds the routes, the GraphQL endpoint and the batch upload among them', () => {
    const keys = routes.map(keyOf);
    expect(routes.length).toBeGreaterThan(40);
    expect(keys).toEqual(
      expect.arrayContaining([
        'PUT /api/trackers/:trackerId/asset',
        'POST /api/trackers',
        'POST /api/devices/positions',
        `POST ${GRAPHQL}`,
        `GET ${GRAPHQL}`,
      ]),
    );
  });

  it('refuses a path that is not UTF-8 once decoded, or too long, in the { error } shape', async () => {
    // Found by the walk: Fastify answered these itself, before any route and its error handler.
    for (const [url, status] of [
      ['/api/users/%ED%A0%80/preferences', 400],
      [`/api/users/${'9'.repeat(101)}/preferences`, 414],
    ] as const) {
      const response = await t.call(admin, { method: 'GET', url });
      expect(response.statusCode, url).toBe(status);
      expect(errorBody.parse(response.json()).error.code, url).toBe('VALIDATION_FAILED');
    }
  });

  it(
    'answers a read-only user’s writes with a 4xx and writes nothing',
    async () => {
      // Signing in is not a write of company data; GraphQL's POST carries queries only; routes
      // marked allowReadOnly (signing out, the export) only read.
      const reads = new Set(['/api/auth/login', GRAPHQL]);
      const writes = routes.filter(
        (route) => route.method !== 'GET' && !route.readsOnly && !reads.has(route.url),
      );
      const failures = await walk(
        writes,
        READ_ONLY_RUNS,
        () => readOnly,
        (route, answer) => {
          if (answer.status < 400) throw new Error(`${keyOf(route)} let a read-only user write`);
        },
      );
      expect(failures).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'never answers an admin with a 5xx, and a refused write changes no table',
    async () => {
      const reached = new Map<string, number>();
      const failures = await walk(
        routes,
        RUNS,
        (route) => (route.url === '/api/auth/logout' ? (spareSessions.pop() ?? 'spent') : admin),
        (route, answer) => {
          // Past validation: the walk generates input the service acts on, not only refusals.
          if (answer.code !== 'VALIDATION_FAILED') {
            reached.set(keyOf(route), (reached.get(keyOf(route)) ?? 0) + 1);
          }
        },
      );
      expect(failures).toEqual([]);
      const neverReached = routes.filter((route) => !reached.has(keyOf(route))).map(keyOf);
      expect(neverReached).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );
});
