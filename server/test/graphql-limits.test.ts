import { performance } from 'node:perf_hooks';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { getIntrospectionQuery, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { seedDemoData } from '../src/demo/seed';
import { makeUser } from '../src/demo/factories';
import { makeTrackedAsset } from '../src/demo/asset-factories';
import { buildGateway } from '../src/devices/gateway';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';
import { connectLive, type LiveConnection, type LiveSubscription } from './live-subscriptions';

const GRAPHQL = '/api/fleet/graphql';
const STATUSES = 'subscription { assetStatuses { assetId } }';
const aliases = (n: number): string =>
  `{ ${Array.from({ length: n }, (_, i) => `a${i}: me { userId }`).join(' ')} }`;
/** `me` and `userId` around n inline fragments: n + 2 levels deep, and valid GraphQL. */
const nested = (n: number): string =>
  `{ me { ${'... on CurrentUser { '.repeat(n)}userId${' }'.repeat(n)} } }`;
const fields = (n: number): string => `{ me { ${'userId '.repeat(n)}} }`;

const portOf = (app: FastifyInstance): number => {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return address.port;
};
const refusalOf = (response: LightMyRequestResponse): string => {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json<{ data: null; errors: { message: string }[] }>();
  expect(body.data).toBeNull();
  return body.errors.map((e) => e.message).join(' ');
};

describe.skipIf(isPostgresUnavailable())('GraphQL limits', () => {
  let t: TestApp;
  let gateway: FastifyInstance;
  let token: string;
  let companyId: number;
  let serial: string;
  let assetId: number;
  let fixTime = Math.floor(Date.now() / 1000) - 3600;
  const open: LiveConnection[] = [];

  const post = (query: string, variables?: Record<string, unknown>) =>
    t.call(token, { method: 'POST', url: GRAPHQL, payload: { query, variables } });
  const connect = async (as = token): Promise<LiveConnection> => {
    const connection = await connectLive(portOf(t.app), as);
    open.push(connection);
    return connection;
  };
  /** A newer fix of the tracked asset: every subscriber that follows it gets one message. */
  const sendFix = async (): Promise<void> => {
    fixTime += 1;
    const sent = await gateway.inject({
      url: `/?id=${serial}&lat=38.9&lon=-92.3&timestamp=${fixTime}`,
    });
    expect(sent.statusCode).toBe(200);
  };
  /** Accepted: a fix reaches it (fixes are sent until one does). */
  const expectDelivered = async (subscription: LiveSubscription): Promise<void> => {
    await expect
      .poll(
        async () => {
          if (subscription.received.length === 0 && subscription.errors.length === 0) {
            await sendFix();
          }
          return { received: subscription.received.length > 0, errors: subscription.errors };
        },
        { timeout: 10_000, interval: 100 },
      )
      .toEqual({ received: true, errors: [] });
  };
  const errorsOf = (subscriptions: LiveSubscription[]): string[] =>
    subscriptions.flatMap((s) => s.errors);

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.deps.db);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    gateway = await buildGateway({ ingest: t.deps.devices.ingest });
    token = await t.login('driver@demo.test');
    companyId = (await t.session(token)).companyId;
    const tracked = await makeTrackedAsset(t.deps.db, companyId);
    serial = tracked.tracker.deviceSerial;
    assetId = tracked.asset.assetId;
  });
  afterAll(async () => {
    await Promise.all(open.map((c) => c.close()));
    await gateway?.close();
    await t?.close();
  });

  describe('over HTTP', () => {
    it('answers a query at every limit', async () => {
      for (const query of [aliases(15), nested(3), fields(190)]) {
        const response = await post(query);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().errors).toBeUndefined();
      }
    });

    it('refuses more than 15 aliases', async () => {
      expect(refusalOf(await post(aliases(16)))).toBe(
        'This query has 16 aliases; at most 15 are allowed.',
      );
    });

    it('refuses nesting deeper than 5 levels', async () => {
      expect(refusalOf(await post(nested(4)))).toBe(
        'This query nests 6 levels deep; at most 5 are allowed.',
      );
    });

    it('refuses a query that costs more than 300', async () => {
      // 2 for `me`, 1.5 for each of its 250 fields.
      expect(refusalOf(await post(fields(250)))).toBe(
        'This query asks for too much at once (cost 377); at most 300 is allowed. Ask for fewer fields.',
      );
    });

    it('refuses more than 10 directives', async () => {
      const query = `{ me { ${'userId @include(if: true) '.repeat(11)}} }`;
      expect(refusalOf(await post(query))).toBe(
        'This query has 11 directives; at most 10 are allowed.',
      );
    });

    it('refuses query text over 8 KiB before parsing it, by POST and by GET', async () => {
      const query = `{ me { userId } }${' '.repeat(9000)}`;
      const message = 'This query is 9017 bytes long; at most 8192 are allowed.';
      expect(refusalOf(await post(query))).toBe(message);
      const byGet = await t.call(token, {
        method: 'GET',
        url: `${GRAPHQL}?query=${encodeURIComponent(query)}`,
      });
      expect(refusalOf(byGet)).toBe(message);
    });

    it('refuses more than 1000 tokens', async () => {
      expect(refusalOf(await post(fields(1100)))).toMatch(
        /^This query has more than 1000 tokens .*; at most 1000 are allowed\.$/,
      );
    });

    it('refuses introspection by default, but not __typename', async () => {
      const schemaQuery = refusalOf(await post('{ __schema { queryType { name } } }'));
      expect(schemaQuery).toMatch(/introspection has been disabled.*"__schema"/);
      const typeQuery = refusalOf(await post('{ __type(name: "CurrentUser") { name } }'));
      expect(typeQuery).toMatch(/introspection has been disabled.*"__type"/);
      const typename = await post('{ __typename }');
      expect(typename.json()).toEqual({ data: { __typename: 'Query' } });
    });

    it('answers a subscription sent by POST with where to subscribe', async () => {
      expect(refusalOf(await post(STATUSES))).toBe(
        'Subscriptions are served over WebSocket only (graphql-ws at /api/fleet/graphql).',
      );
    });

    it('refuses a 40,000-alias query in under 100 ms while /api/health keeps answering', async () => {
      const query = aliases(40_000);
      const started = performance.now();
      const [refused, health] = await Promise.all([
        post(query),
        t.app.inject({ method: 'GET', url: '/api/health' }),
      ]);
      const elapsed = performance.now() - started;
      expect(refusalOf(refused)).toMatch(/^This query is \d+ bytes long; at most 8192/);
      expect(health.statusCode).toBe(200);
      expect(elapsed).toBeLessThan(100);
    });
  });

  describe('over WebSocket', () => {
    it('applies the same limits to subscription documents', async () => {
      const live = await connect();
      const tooMany = live.subscribe(
        `subscription { ${Array.from({ length: 16 }, (_, i) => `a${i}: assetStatuses { assetId }`).join(' ')} }`,
      );
      const tooLong = live.subscribe(`${STATUSES}${' '.repeat(9000)}`);
      const unknown = live.subscribe('subscription { assetStatuses { passwordHash } }');
      await expect.poll(() => errorsOf([tooMany, tooLong, unknown]).length).toBe(3);
      expect(tooMany.errors).toEqual(['This query has 16 aliases; at most 15 are allowed.']);
      expect(tooLong.errors).toEqual(['This query is 9042 bytes long; at most 8192 are allowed.']);
      expect(unknown.errors[0]).toMatch(/Cannot query field "passwordHash"/);
    });

    it('takes a subscription only as text, not as a ready-made syntax tree', async () => {
      // graphql-ws clients send text only: this one speaks the protocol by hand.
      const socket = new WebSocket(
        `ws://127.0.0.1:${portOf(t.app)}${GRAPHQL}`,
        'graphql-transport-ws',
      );
      const replies: { type: string; payload?: { message: string }[] }[] = [];
      socket.on('message', (data) => replies.push(JSON.parse((data as Buffer).toString('utf8'))));
      await new Promise((resolve) => socket.once('open', resolve));
      socket.send(
        JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } }),
      );
      await expect.poll(() => replies.map((r) => r.type)).toContain('connection_ack');
      // JSON of a parsed document: mercurius would skip the text limits for it.
      socket.send(
        JSON.stringify({ id: '1', type: 'subscribe', payload: { query: parse(STATUSES) } }),
      );
      await expect
        .poll(() => replies.find((r) => r.type === 'error')?.payload)
        .toEqual([
          {
            message: 'Send the subscription as GraphQL text.',
            extensions: { code: 'QUERY_LIMIT' },
          },
        ]);
      socket.close();
    });

    it('closes a socket whose message is over 128 KiB before reading it', async () => {
      const live = await connect();
      const huge = live.subscribe(`${STATUSES}${' '.repeat(140 * 1024)}`);
      await expect.poll(() => huge.errors).toEqual(['closed 1009']);
    });

    it('holds at most 10 subscriptions per connection, and the connection stays usable', async () => {
      const live = await connect();
      const subscriptions = Array.from({ length: 11 }, () => live.subscribe(STATUSES));
      await expect
        .poll(() => errorsOf(subscriptions))
        .toEqual([
          'This connection already has 10 live subscriptions; end one before starting another.',
        ]);
      const accepted = subscriptions.filter((s) => s.errors.length === 0);
      await sendFix();
      await expect
        .poll(() => accepted.filter((s) => s.received.length > 0).length, { timeout: 10_000 })
        .toBe(10);

      accepted[0]?.stop();
      const again = live.subscribe(STATUSES);
      const over = live.subscribe(STATUSES);
      await expect.poll(() => over.errors).toHaveLength(1);
      await expectDelivered(again);
    });

    it('drops a connection that keeps asking after 20 refusals', async () => {
      const live = await connect();
      const subscriptions = Array.from({ length: 31 }, () => live.subscribe(STATUSES));
      await expect
        .poll(() => subscriptions.filter((s) => s.errors.includes('closed 1006')).length)
        .toBeGreaterThan(0);
    });

    it('holds at most 50 subscriptions per user across connections, given back on close', async () => {
      await makeUser(t.deps.db, companyId, { email: 'many-tabs@demo.test' });
      const user = await t.login('many-tabs@demo.test');
      const tabs = await Promise.all(Array.from({ length: 5 }, () => connect(user)));
      const held = tabs.flatMap((tab) => Array.from({ length: 10 }, () => tab.subscribe(STATUSES)));
      const sixth = await connect(user);
      const extra = sixth.subscribe(STATUSES);
      await expect
        .poll(() => errorsOf([...held, extra]))
        .toEqual([
          'You already have 50 live subscriptions open; close a tab or a window before starting another.',
        ]);

      await tabs[0]?.close();
      // The server sees the close a moment later: a new tab retries, as the web client does.
      await expect
        .poll(
          async () => {
            const probe = (await connect(user)).subscribe(STATUSES);
            await sendFix();
            await expect.poll(() => probe.received.length + probe.errors.length).toBeGreaterThan(0);
            return probe.errors;
          },
          { timeout: 15_000, interval: 100 },
        )
        .toEqual([]);
    });

    it('takes at most 10,000 positive asset ids', async () => {
      const live = await connect();
      const query = 'subscription ($ids: [Int!]) { assetStatuses(assetIds: $ids) { assetId } }';
      // The widest ids there are: the WebSocket message cap must fit 10,000 of them.
      const widest = Array.from({ length: 9_999 }, (_, i) => 2_147_483_647 - i);
      const tooMany = live.subscribe(query, { ids: [...widest, assetId, 7] });
      const negative = live.subscribe(query, { ids: [assetId, -4] });
      await expect.poll(() => errorsOf([tooMany, negative]).length).toBe(2);
      expect(tooMany.errors).toEqual([
        'assetIds names 10001 assets; at most 10000 are allowed (leave it out to follow every asset).',
      ]);
      expect(negative.errors).toEqual([
        'assetIds holds -4, which is not an asset id (a whole number from 1 to 2147483647).',
      ]);
      await expectDelivered(live.subscribe(query, { ids: [...widest, assetId] }));
    });
  });
});

describe.skipIf(isPostgresUnavailable())('GraphQL introspection turned on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ graphqlIntrospection: true });
    await seedDemoData(t.deps.db);
  });
  afterAll(async () => t?.close());

  it('answers the introspection query GraphiQL sends', async () => {
    const token = await t.login('driver@demo.test');
    const response = await t.call(token, {
      method: 'POST',
      url: GRAPHQL,
      payload: { query: getIntrospectionQuery() },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.__schema.queryType).toMatchObject({ name: 'Query' });
  });
});
