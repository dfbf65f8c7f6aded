import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import mqtt, { type MqttClient } from 'mqtt';
import pino from 'pino';
import { eq } from 'drizzle-orm';
import {
  CAMERA_VENDOR,
  cameraInTopic,
  cameraOutTopic,
  encodeSignal,
  parseSignal,
  type CameraLiveConfig,
  type CameraSignal,
} from '@fleet/domain';
import { seedDemoData } from '../src/demo/seed';
import { companies, users } from '../src/db/schema/index';
import { makeCamera } from '../src/demo/camera-factories';
import type { MqttConfig } from '../src/platform/mqtt/camera-broker';
import type { BrokerCredential } from '../src/platform/mqtt/credentials';
import { signalHandler } from '../src/platform/mqtt/signal-listener';
import { connectAsCamera } from '../src/platform/mqtt/camera-client';
import { createEmbeddedBroker } from '../src/platform/mqtt/embedded-broker';
import { createMosquittoBroker } from '../src/platform/mqtt/mosquitto-broker';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';
import { hasMosquitto, startMosquitto, type RunningMosquitto } from './mosquitto-fixture';

/*
 * Camera signalling through the broker as browsers and cameras use it (docs/CAMERAS.md
 * "Broker"): the same tests on the embedded broker and on a Mosquitto of this file, each
 * driven through Fleet's live config and a camera's credential.
 */

const SECRET = 'camera-broker-test-secret-0123456789';

interface Setup {
  mqtt: (mosquitto: RunningMosquitto | undefined) => MqttConfig;
  needsMosquitto: boolean;
}

const BROKERS: Record<string, Setup> = {
  'embedded broker (aedes)': {
    needsMosquitto: false,
    mqtt: () => ({ kind: 'embedded', port: 0, credentialSecret: SECRET }),
  },
  'Mosquitto (dynamic security)': {
    needsMosquitto: true,
    mqtt: (mosquitto) => ({
      kind: 'mosquitto',
      url: mosquitto?.tcpUrl ?? '',
      browserUrl: mosquitto?.wsUrl ?? '',
      adminUsername: mosquitto?.admin.username ?? '',
      adminPassword: mosquitto?.admin.password ?? '',
      credentialSecret: SECRET,
    }),
  },
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every message a client receives, by topic. */
function inbox(client: MqttClient): Array<{ topic: string; payload: string }> {
  const seen: Array<{ topic: string; payload: string }> = [];
  client.on('message', (topic, payload) => seen.push({ topic, payload: payload.toString() }));
  return seen;
}

/**
 * Publishes with QoS 1 and waits until the broker has dealt with it: Mosquitto acknowledges a
 * publish it refused (and drops it), the embedded broker closes the connection that broke a
 * rule. Either way the broker is done with the message once this resolves.
 */
async function publishSettled(
  client: MqttClient,
  topic: string,
  payload: string,
  options: { retain?: boolean } = {},
): Promise<void> {
  client.on('error', () => {});
  await Promise.race([
    client.publishAsync(topic, payload, { ...options, qos: 1 }).catch(() => undefined),
    new Promise<void>((resolve) => client.once('close', () => resolve())),
  ]);
  await client.endAsync(true);
}

let markers = 0;

/**
 * "Nothing arrives" without waiting a fixed time: after the refused publishes have settled, a
 * permitted marker goes to each listener by a sender allowed to reach it. A broker hands each
 * subscriber its messages in the order it routed them, so a listener holding its marker holds
 * everything routed to it before: what it heard besides the marker is what got through.
 */
async function heardBesidesMarker(
  paths: Array<{ sender: MqttClient; topic: string; heard: Array<{ payload: string }> }>,
): Promise<string[]> {
  const sent = paths.map(({ sender, topic, heard }) => {
    markers += 1;
    const marker = `marker-${markers}`;
    sender.publish(topic, marker, { qos: 1 });
    return { heard, marker };
  });
  const leaked: string[] = [];
  for (const { heard, marker } of sent) {
    await waitFor(marker, () => heard.find((message) => message.payload === marker));
    leaked.push(
      ...heard
        .map((message) => message.payload)
        .filter((payload) => !payload.startsWith('marker-')),
    );
  }
  return leaked;
}

async function waitFor<T>(
  what: string,
  find: () => T | undefined | Promise<T | undefined>,
  ms = 5_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

for (const [name, setup] of Object.entries(BROKERS)) {
  describe.skipIf(isPostgresUnavailable() || (setup.needsMosquitto && !hasMosquitto()))(
    `camera signalling on the ${name}`,
    () => {
      let mosquitto: RunningMosquitto | undefined;
      let t: TestApp;
      let base: string;
      let adminToken: string;
      let companyId: number;
      let otherCompanyId: number;
      const cameras = { a: 0, b: 0, app: 0, other: 0 };
      const clients: MqttClient[] = [];

      const track = (client: MqttClient): MqttClient => {
        clients.push(client);
        return client;
      };

      const fetchLiveConfig = async (token: string, cameraId: number) =>
        fetch(`${base}/api/cameras/${cameraId}/live-config`, {
          headers: { authorization: `Bearer ${token}` },
        });

      const liveConfig = async (cameraId: number): Promise<CameraLiveConfig> => {
        const response = await fetchLiveConfig(adminToken, cameraId);
        const body = await response.text();
        expect(response.status, body).toBe(200);
        return JSON.parse(body) as CameraLiveConfig;
      };

      /** Connects as the camera window does: the live config's address, keepalive 30 s. */
      const connectViewer = async (config: CameraLiveConfig['config']) =>
        track(
          await mqtt.connectAsync(`${config.protocol}://${config.host}/mqtt`, {
            username: config.access_key_id,
            password: config.secret_key,
            clientId: config.client_id,
            keepalive: 30,
            reconnectPeriod: 0,
            connectTimeout: 5_000,
          }),
        );

      const connectWith = async (url: string, credential: BrokerCredential, clientId?: string) =>
        track(
          await mqtt.connectAsync(url, {
            username: credential.username,
            password: credential.password,
            clientId: clientId ?? credential.claims.clientId,
            reconnectPeriod: 0,
            connectTimeout: 5_000,
          }),
        );

      const connectCamera = async (cameraId: number, company = companyId) => {
        const broker = t.app.cameraBroker;
        const credential = await broker.cameraCredential({ companyId: company, cameraId });
        return connectWith(broker.deviceUrl() ?? '', credential);
      };

      /** A credential's connection attempt, refused or not. */
      const refusal = async (url: string, credential: BrokerCredential, clientId?: string) =>
        connectWith(url, credential, clientId).then(
          () => 'connected',
          (error: Error) => error.message,
        );

      beforeAll(async () => {
        if (setup.needsMosquitto) mosquitto = await startMosquitto();
        t = await createTestApp({ mqtt: setup.mqtt(mosquitto) });
        await seedDemoData(t.deps.db);
        adminToken = await t.login('admin@demo.test');
        companyId = (await t.session(adminToken)).companyId;
        otherCompanyId = (await t.session(await t.login('admin@other.test'))).companyId;
        cameras.a = (await makeCamera(t.deps.db, companyId, { name: 'Dash A' })).cameraId;
        cameras.b = (await makeCamera(t.deps.db, companyId)).cameraId;
        cameras.app = (
          await makeCamera(t.deps.db, companyId, { cameraVendorId: CAMERA_VENDOR.externalApp })
        ).cameraId;
        cameras.other = (await makeCamera(t.deps.db, otherCompanyId)).cameraId;
        await t.app.listen({ port: 0, host: '127.0.0.1' });
        await t.app.cameraBroker.listen(0, '127.0.0.1');
        const { port } = t.app.server.address() as { port: number };
        base = `http://127.0.0.1:${port}`;
        // A test app and the demo data take a minute on a loaded machine; Mosquitto a moment more.
      }, 240_000);

      afterAll(async () => {
        await Promise.all(clients.map((client) => client.endAsync(true)));
        await t?.close();
        await mosquitto?.stop();
      });

      it('hands out a new viewer credential for the camera at each call', async () => {
        const first = await liveConfig(cameras.a);
        const second = await liveConfig(cameras.a);
        expect(first.name).toBe('Dash A');
        expect(first.config.client_id).not.toBe(second.config.client_id);
        expect(first.config.publish_topic).toBe(cameraInTopic(companyId, cameras.a));
        expect(first.config.subscription_topic).toBe(
          cameraOutTopic(companyId, cameras.a, first.config.client_id),
        );
        expect(Date.parse(first.config.expires_at) - Date.now()).toBeGreaterThan(9 * 60_000);
        if (mosquitto) {
          expect(`${first.config.protocol}://${first.config.host}/mqtt`).toBe(mosquitto.wsUrl);
        } else {
          // The embedded broker is this server's own origin, where the page came from.
          expect(first.config).toMatchObject({ protocol: 'ws', host: new URL(base).host });
        }
      });

      it('carries signalling between a viewer and its camera; the camera ignores malformed messages', async () => {
        const config = (await liveConfig(cameras.a)).config;
        const viewer = await connectViewer(config);
        const heard = inbox(viewer);
        await viewer.subscribeAsync(config.subscription_topic);

        // The camera side: what it sends back to a viewer goes to that viewer's out topic.
        const camera = await connectCamera(cameras.a);
        const warn = vi.fn();
        const received: CameraSignal[] = [];
        const inTopic = cameraInTopic(companyId, cameras.a);
        camera.on(
          'message',
          signalHandler(
            inTopic,
            (message) => {
              received.push(message);
              if (message.type !== 'stream') return;
              const offer: CameraSignal = {
                type: 'offer',
                session_id: message.session_id,
                client_id: message.client_id,
                sdp: 'v=0\r\n',
              };
              camera.publish(
                cameraOutTopic(companyId, cameras.a, message.client_id),
                encodeSignal(offer),
              );
            },
            { warn },
          ),
        );
        await camera.subscribeAsync(inTopic);

        const who = { session_id: 'session-1', client_id: config.client_id };
        await viewer.publishAsync(config.publish_topic, '{"type":"stream",');
        await viewer.publishAsync(config.publish_topic, JSON.stringify({ type: 'stream', ...who }));
        await viewer.publishAsync(
          config.publish_topic,
          encodeSignal({ type: 'stream', ...who, feed: 'outside' }),
        );
        const offer = await waitFor('the offer', () => heard[0]);
        expect(offer.topic).toBe(config.subscription_topic);
        expect(parseSignal(offer.payload)).toEqual({
          ok: true,
          message: { type: 'offer', ...who, sdp: 'v=0\r\n' },
        });
        expect(received).toEqual([{ type: 'stream', ...who, feed: 'outside' }]);
        expect(warn).toHaveBeenCalledTimes(2);
        expect(warn.mock.calls.map(([fields]) => (fields as { reason: string }).reason)).toEqual([
          'not JSON',
          expect.stringMatching(/feed/),
        ]);
      });

      it('lets a viewer listen on its own out topic only', async () => {
        const config = (await liveConfig(cameras.a)).config;
        const another = (await liveConfig(cameras.a)).config;
        const viewer = await connectViewer(config);
        const forbidden = [
          cameraOutTopic(companyId, cameras.b, config.client_id),
          another.subscription_topic,
          cameraOutTopic(companyId, cameras.a, '+'),
          `fleet/${companyId}/cameras/${cameras.a}/#`,
          '#',
          '$SYS/#',
          config.publish_topic,
          cameraInTopic(otherCompanyId, cameras.other),
        ];
        for (const filter of forbidden) {
          await expect(viewer.subscribeAsync(filter), filter).rejects.toThrow();
        }
        expect(viewer.connected).toBe(true);
        await expect(viewer.subscribeAsync(config.subscription_topic)).resolves.toBeDefined();
      });

      it('delivers nothing a viewer sends on out topics or to another camera', async () => {
        const victim = (await liveConfig(cameras.a)).config;
        const victimViewer = await connectViewer(victim);
        const victimHeard = inbox(victimViewer);
        await victimViewer.subscribeAsync(victim.subscription_topic);
        const cameraB = await connectCamera(cameras.b);
        const cameraBHeard = inbox(cameraB);
        await cameraB.subscribeAsync(cameraInTopic(companyId, cameras.b));
        const bye = (clientId: string) =>
          encodeSignal({ type: 'bye', session_id: 'spoof', client_id: clientId });

        for (const topic of [
          victim.subscription_topic,
          cameraInTopic(companyId, cameras.b),
          cameraInTopic(otherCompanyId, cameras.other),
        ]) {
          // A fresh viewer each time: the embedded broker ends a connection that breaks a rule.
          const config = (await liveConfig(cameras.a)).config;
          const intruder = await connectViewer(config);
          await publishSettled(intruder, topic, bye(config.client_id));
        }
        // A retained message would greet the next subscriber: neither broker keeps one.
        const config = (await liveConfig(cameras.a)).config;
        const retainer = await connectViewer(config);
        await publishSettled(retainer, config.publish_topic, bye(config.client_id), {
          retain: true,
        });
        const cameraA = await connectCamera(cameras.a);
        const cameraAHeard = inbox(cameraA);
        await cameraA.subscribeAsync(cameraInTopic(companyId, cameras.a));
        // Permitted senders for the markers: camera A answers its viewers, viewers call their camera.
        const viewerOfB = await connectViewer((await liveConfig(cameras.b)).config);
        const viewerOfA = await connectViewer((await liveConfig(cameras.a)).config);
        const leaked = await heardBesidesMarker([
          { sender: cameraA, topic: victim.subscription_topic, heard: victimHeard },
          { sender: viewerOfB, topic: cameraInTopic(companyId, cameras.b), heard: cameraBHeard },
          { sender: viewerOfA, topic: cameraInTopic(companyId, cameras.a), heard: cameraAHeard },
        ]);
        expect(leaked).toEqual([]);
      });

      it('holds a camera to its own topics', async () => {
        // As the simulator connects: a client made at once, signed in when its credential comes.
        const camera = track(
          connectAsCamera(t.app.cameraBroker, { companyId, cameraId: cameras.a }),
        );
        camera.on('error', () => {});
        await new Promise((resolve) => camera.once('connect', resolve));
        await expect(camera.subscribeAsync(cameraInTopic(companyId, cameras.b))).rejects.toThrow();
        await expect(
          camera.subscribeAsync(cameraOutTopic(companyId, cameras.a, '+')),
        ).rejects.toThrow();
        const config = (await liveConfig(cameras.b)).config;
        const viewerOfB = await connectViewer(config);
        const heard = inbox(viewerOfB);
        await viewerOfB.subscribeAsync(config.subscription_topic);
        await publishSettled(
          camera,
          config.subscription_topic,
          encodeSignal({ type: 'bye', session_id: 'x', client_id: config.client_id }),
        );
        const cameraB = await connectCamera(cameras.b);
        const leaked = await heardBesidesMarker([
          { sender: cameraB, topic: config.subscription_topic, heard },
        ]);
        expect(leaked).toEqual([]);
      });

      it('refuses at connect a forged, altered, borrowed or other company credential', async () => {
        const broker = t.app.cameraBroker;
        const url = broker.deviceUrl() ?? '';
        const own = await broker.viewerCredential({ companyId, cameraId: cameras.a });
        const otherCompanys = await broker.viewerCredential({
          companyId: otherCompanyId,
          cameraId: cameras.other,
        });
        expect(await refusal(url, { ...own, password: 'x'.repeat(43) })).not.toBe('connected');
        // The other company's credential, its user name changed to claim this company's camera.
        const altered = {
          ...otherCompanys,
          username: otherCompanys.username.replace(
            `:${otherCompanyId}:${cameras.other}:`,
            `:${companyId}:${cameras.a}:`,
          ),
        };
        expect(altered.username).not.toBe(otherCompanys.username);
        expect(await refusal(url, altered)).not.toBe('connected');
        // Another viewer's client id: its out topic would be this one's.
        const another = await broker.viewerCredential({ companyId, cameraId: cameras.a });
        expect(await refusal(url, own, another.claims.clientId)).not.toBe('connected');
        expect(await refusal(url, { ...own, username: 'admin', password: 'admin' })).not.toBe(
          'connected',
        );
        // The other company's own credential connects, and reaches only its own camera.
        const otherViewer = await connectWith(url, otherCompanys);
        otherViewer.on('error', () => {});
        await expect(
          otherViewer.subscribeAsync(cameraOutTopic(companyId, cameras.a, own.claims.clientId)),
        ).rejects.toThrow();
      });

      it('answers 403 without camera access and 404 for a camera not of the company', async () => {
        const user = await t.login('user@demo.test'); // no can_access_camera
        expect((await fetchLiveConfig(user, cameras.a)).status).toBe(403);
        expect((await fetchLiveConfig(adminToken, cameras.other)).status).toBe(404);
        expect((await fetchLiveConfig(adminToken, 2_000_000_000)).status).toBe(404);
        // The other company, given camera access, still does not find this company's camera.
        await t.deps.db
          .update(companies)
          .set({ hasFleetCam: true })
          .where(eq(companies.companyId, otherCompanyId));
        await t.deps.db
          .update(users)
          .set({ canAccessCamera: true })
          .where(eq(users.companyId, otherCompanyId));
        const otherAdmin = await t.login('admin@other.test');
        expect((await fetchLiveConfig(otherAdmin, cameras.other)).status).toBe(200);
        expect((await fetchLiveConfig(otherAdmin, cameras.a)).status).toBe(404);
        const app = await fetchLiveConfig(adminToken, cameras.app);
        expect(app.status).toBe(409);
      });
    },
  );
}

const quiet = pino({ level: 'silent' });

describe('credential ends on the embedded broker', () => {
  it('refuses a viewer credential past its connect deadline', async () => {
    let clock = Date.now();
    const broker = await createEmbeddedBroker({
      credentialSecret: SECRET,
      log: quiet,
      now: () => clock,
    });
    try {
      const port = await broker.listen(0, '127.0.0.1');
      const credential = await broker.viewerCredential({ companyId: 1, cameraId: 2 });
      const connect = () =>
        mqtt.connectAsync(`mqtt://127.0.0.1:${port}`, {
          username: credential.username,
          password: credential.password,
          clientId: credential.claims.clientId,
          reconnectPeriod: 0,
          connectTimeout: 5_000,
        });
      const first = await connect();
      await first.endAsync();
      clock = credential.claims.connectBy;
      await expect(connect()).rejects.toThrow(/Bad username or password/);
    } finally {
      await broker.close();
    }
  });
});

describe.skipIf(!hasMosquitto())('credential ends on Mosquitto', () => {
  let mosquitto: RunningMosquitto;
  beforeAll(async () => {
    mosquitto = await startMosquitto();
  }, 60_000);
  afterAll(async () => mosquitto?.stop());

  const brokerAt = (now: () => number) =>
    createMosquittoBroker({
      config: {
        kind: 'mosquitto',
        url: mosquitto.tcpUrl,
        browserUrl: mosquitto.wsUrl,
        adminUsername: mosquitto.admin.username,
        adminPassword: mosquitto.admin.password,
        credentialSecret: SECRET,
      },
      log: quiet,
      now,
    });

  /** The usernames of the plugin's clients, as its admin lists them. */
  async function listedClients(): Promise<string[]> {
    const admin = await mqtt.connectAsync(mosquitto.tcpUrl, {
      ...mosquitto.admin,
      reconnectPeriod: 0,
    });
    try {
      await admin.subscribeAsync('$CONTROL/dynamic-security/v1/response');
      const answer = new Promise<string[]>((resolve) =>
        admin.on('message', (_topic, payload) => {
          const body = JSON.parse(payload.toString()) as {
            responses: Array<{ data?: { clients?: string[] } }>;
          };
          resolve(body.responses[0]?.data?.clients ?? []);
        }),
      );
      await admin.publishAsync(
        '$CONTROL/dynamic-security/v1',
        JSON.stringify({ commands: [{ command: 'listClients' }] }),
      );
      return await answer;
    } finally {
      await admin.endAsync();
    }
  }

  // Each instance also deletes its own credentials at their end, by a timer (mosquitto-broker.ts);
  // the sweep is what makes that safe when an instance stops first, and is what a clock can test.
  it('sweeps the ended credentials an instance left behind, refusing them from then on', async () => {
    // An instance that stopped before its credentials ended: their records stay...
    let clock = Date.now();
    const stopped = await brokerAt(() => clock);
    const left = await stopped.viewerCredential({ companyId: 1, cameraId: 3 });
    clock += 60_000;
    const alive = await stopped.viewerCredential({ companyId: 1, cameraId: 4 });
    await stopped.close();
    expect(await listedClients()).toEqual(expect.arrayContaining([left.username, alive.username]));
    // ...until another instance, started once the first has ended, sweeps them.
    clock = left.claims.endsAt;
    const next = await brokerAt(() => clock);
    try {
      await waitFor('the sweep', async () =>
        (await listedClients()).includes(left.username) ? undefined : true,
      );
      expect(await listedClients()).toContain(alive.username);
      // The swept credential no longer connects; the one still in its time does.
      const connect = (credential: BrokerCredential) =>
        mqtt.connectAsync(mosquitto.tcpUrl, {
          username: credential.username,
          password: credential.password,
          clientId: credential.claims.clientId,
          reconnectPeriod: 0,
          connectTimeout: 5_000,
        });
      await expect(connect(left)).rejects.toThrow(/Not authorized|Bad username/);
      await (await connect(alive)).endAsync();
    } finally {
      await next.close();
    }
  });
});
