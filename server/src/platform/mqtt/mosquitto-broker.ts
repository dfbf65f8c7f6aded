import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import mqtt from 'mqtt';
import { AppError } from '../errors';
import type { BrokerCamera, CameraBroker, MqttConfig } from './camera-broker';
import {
  issueCredential,
  readUsername,
  type BrokerCredential,
  type BrokerRole,
} from './credentials';
import { aclEntries } from './acl';

const CONTROL_TOPIC = '$CONTROL/dynamic-security/v1';
const RESPONSE_TOPIC = `${CONTROL_TOPIC}/response`;
/** How long a control command may take before the call that needed it gives up. */
const COMMAND_TIMEOUT_MS = 5_000;
/** Credentials left behind (an instance that stopped before their end) are swept this often. */
const SWEEP_INTERVAL_MS = 10 * 60_000;

type DynsecCommand = { command: string } & Record<string, unknown>;
interface DynsecResponse {
  command: string;
  error?: string;
  data?: { clients?: string[] };
  correlationData?: string;
}

const unavailable = (): AppError =>
  new AppError(
    'UNAVAILABLE',
    503,
    'Camera signalling is unavailable at the moment; try again in a minute.',
  );

/**
 * Mosquitto as Fleet's broker (MQTT_URL), with its dynamic-security plugin: Fleet signs in as
 * its admin and, for each credential it hands out, creates a role holding the credential's ACL
 * and a client (user name, password, the one client id) with that role, over
 * `$CONTROL/dynamic-security/v1`. Each is deleted at the credential's end, which also ends a
 * session still using it (the plugin disconnects a client whose record changes). Every instance
 * sweeps the ones whose end has passed, so an instance that stopped leaves nothing for long.
 */
export async function createMosquittoBroker(options: {
  config: Extract<MqttConfig, { kind: 'mosquitto' }>;
  log: FastifyBaseLogger;
  now?: () => number;
}): Promise<CameraBroker> {
  const { config, log } = options;
  const now = options.now ?? Date.now;
  const pending = new Map<string, (response: DynsecResponse) => void>();
  const deletions = new Map<string, NodeJS.Timeout>();
  let closed = false;

  const client = mqtt.connect(config.url, {
    username: config.adminUsername,
    password: config.adminPassword,
    clientId: `fleet-admin-${randomBytes(8).toString('hex')}`,
    reconnectPeriod: 1_000,
    connectTimeout: 5_000,
    // Subscribed again by the 'connect' handler below, which knows when it is done.
    resubscribe: false,
  });
  client.on('error', (error) => log.warn({ err: error }, 'mqtt: broker connection error'));
  client.on('message', (topic, payload) => {
    if (topic !== RESPONSE_TOPIC) return;
    let body: { responses?: DynsecResponse[] };
    try {
      body = JSON.parse(payload.toString()) as { responses?: DynsecResponse[] };
    } catch {
      return;
    }
    // Every instance hears every response: only those it asked for have a waiting caller.
    for (const response of body.responses ?? []) {
      const settle = response.correlationData ? pending.get(response.correlationData) : undefined;
      settle?.(response);
    }
  });
  // Commands wait until this connection listens for responses (again, after a reconnect).
  let isListening = false;
  const listeners = new Set<() => void>();
  client.on('connect', () => {
    client.subscribe(RESPONSE_TOPIC, (error) => {
      if (error) {
        log.warn({ err: error }, 'mqtt: cannot read dynamic-security responses');
        return;
      }
      isListening = true;
      for (const resume of listeners) resume();
      listeners.clear();
    });
  });
  client.on('close', () => {
    isListening = false;
  });
  const listening = (): Promise<void> =>
    isListening ? Promise.resolve() : new Promise((resolve) => listeners.add(resolve));
  /** Commands in flight, ended at once when the broker closes instead of at their timeout. */
  const inFlight = new Set<(error: AppError) => void>();

  async function control(commands: DynsecCommand[]): Promise<DynsecResponse[]> {
    if (closed) throw unavailable();
    const ids = commands.map(() => randomBytes(9).toString('base64url'));
    const answers = ids.map(
      (id) =>
        new Promise<DynsecResponse>((resolve) => {
          pending.set(id, resolve);
        }),
    );
    let timer: NodeJS.Timeout | undefined;
    let cancel: ((error: AppError) => void) | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(unavailable()), COMMAND_TIMEOUT_MS);
      cancel = reject;
      inFlight.add(reject);
    });
    try {
      await Promise.race([listening(), timeout]);
      const body = { commands: commands.map((c, i) => ({ ...c, correlationData: ids[i] })) };
      await Promise.race([client.publishAsync(CONTROL_TOPIC, JSON.stringify(body)), timeout]);
      return await Promise.race([Promise.all(answers), timeout]);
    } finally {
      clearTimeout(timer);
      if (cancel) inFlight.delete(cancel);
      for (const id of ids) pending.delete(id);
    }
  }

  async function remove(username: string): Promise<void> {
    clearTimeout(deletions.get(username));
    deletions.delete(username);
    // "not found" answers are fine: another instance's sweep may have been first.
    await control([
      { command: 'deleteClient', username },
      { command: 'deleteRole', rolename: username },
    ]);
  }

  function scheduleRemoval(username: string, endsAt: number): void {
    const timer = setTimeout(
      () => {
        remove(username).catch((error: unknown) =>
          log.warn({ err: error }, 'mqtt: could not delete an ended credential (the sweep will)'),
        );
      },
      Math.max(0, endsAt - now()),
    );
    timer.unref();
    deletions.set(username, timer);
  }

  async function sweep(): Promise<void> {
    const [listed] = await control([{ command: 'listClients', verbose: false }]);
    const ended = (listed?.data?.clients ?? []).filter((username) => {
      const claims = readUsername(username);
      return claims !== null && claims.endsAt <= now();
    });
    for (const username of ended) await remove(username);
  }
  const sweepQuietly = () => {
    sweep().catch((error: unknown) => log.warn({ err: error }, 'mqtt: credential sweep failed'));
  };
  const sweeper = setInterval(sweepQuietly, SWEEP_INTERVAL_MS);
  sweeper.unref();
  client.once('connect', sweepQuietly);

  async function credential(role: BrokerRole, camera: BrokerCamera): Promise<BrokerCredential> {
    const issued = issueCredential(config.credentialSecret, { role, ...camera }, now());
    const { username, password, claims } = issued;
    const answers = await control([
      {
        command: 'createRole',
        rolename: username,
        acls: aclEntries(claims).map((entry) => ({ ...entry, priority: 0 })),
      },
      {
        command: 'createClient',
        username,
        password,
        clientid: claims.clientId,
        roles: [{ rolename: username, priority: 0 }],
      },
    ]);
    const failed = answers.find((answer) => answer.error !== undefined);
    if (failed) {
      log.error({ command: failed.command, error: failed.error }, 'mqtt: credential refused');
      await remove(username).catch(() => {});
      throw unavailable();
    }
    scheduleRemoval(username, claims.endsAt);
    return issued;
  }

  return {
    kind: 'mosquitto',
    browserUrl: new URL(config.browserUrl),
    viewerCredential: (camera) => credential('viewer', camera),
    cameraCredential: (camera) => credential('camera', camera),
    deviceUrl: () => config.url,
    listen: async () => undefined,
    async close() {
      closed = true;
      clearInterval(sweeper);
      for (const timer of deletions.values()) clearTimeout(timer);
      deletions.clear();
      for (const cancel of inFlight) cancel(unavailable());
      // Credentials still in use stay until their end: the next sweep (any instance) takes them.
      await client.endAsync(true);
    },
  };
}
