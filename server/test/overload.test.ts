import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../src/devices/gateway';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';

describe.skipIf(isPostgresUnavailable())('an overloaded API', () => {
  let t: TestApp;
  let gateway: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ overloadEventLoopDelayMs: 50 });
    gateway = await buildGateway({ ingest: t.deps.devices.ingest });
  });
  afterAll(async () => {
    await gateway?.close();
    await t?.close();
  });

  /** Work that holds the event loop, as a 14-second query once did. */
  const holdLoop = (ms: number): void => {
    const until = performance.now() + ms;
    while (performance.now() < until);
  };

  it('answers 503 with Retry-After at once, while health and the device gateway answer', async () => {
    let api: LightMyRequestResponse | undefined;
    // under-pressure samples the delay on a timer: hold the loop until a sample saw it.
    await expect
      .poll(
        async () => {
          holdLoop(250);
          const [apiCall, health, device] = await Promise.all([
            t.app.inject({ method: 'GET', url: '/api/states' }),
            t.app.inject({ method: 'GET', url: '/api/health' }),
            gateway.inject({ url: '/?id=unknown-tracker&lat=38.9&lon=-92.3' }),
          ]);
          api = apiCall;
          return [
            apiCall.statusCode,
            health.statusCode,
            health.headers['fleet-overloaded'] ? 'reported' : 'not reported',
            device.statusCode === 503 ? 'device shed' : 'device answered',
          ];
        },
        { timeout: 20_000, interval: 10 },
      )
      .toEqual([503, 200, 'reported', 'device answered']);
    expect(api?.headers['retry-after']).toBe('5');
    expect(api?.json()).toEqual({
      error: { code: 'OVERLOADED', message: 'Fleet is busy; try again in a few seconds.' },
    });
    // Once the loop is free, a sample says so and calls are answered again (here: sign in first).
    await expect
      .poll(async () => (await t.app.inject({ method: 'GET', url: '/api/states' })).statusCode, {
        timeout: 10_000,
      })
      .toBe(401);
  });

  /** The status a WebSocket upgrade of the live streams is answered with (101: upgraded). */
  const upgradeStatus = (port: number): Promise<number> =>
    new Promise((resolve) => {
      const socket = new WebSocket(
        `ws://127.0.0.1:${port}/api/fleet/graphql`,
        'graphql-transport-ws',
      );
      socket.on('error', () => {});
      socket.on('open', () => {
        resolve(101);
        socket.close();
      });
      socket.on('unexpected-response', (request, response) => {
        resolve(response.statusCode ?? 0);
        request.destroy(); // the client leaves, as a browser refused an upgrade does
      });
    });
  const openConnections = (server: Server): Promise<number> =>
    new Promise((resolve, reject) => {
      server.getConnections((error, count) => (error ? reject(error) : resolve(count)));
    });

  it('closes the socket of a WebSocket upgrade it refuses, so the server can still close', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    await expect
      .poll(
        async () => {
          holdLoop(250);
          return upgradeStatus(port);
        },
        { timeout: 20_000, interval: 10 },
      )
      .toBe(503);
    // Left open, the refused upgrade's socket made the server's close wait for it forever.
    await expect.poll(() => openConnections(t.app.server), { timeout: 5_000 }).toBe(0);
  });
});
