import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createServer } from 'node:net';

/** Starts Fleet the way `npm start` does (its own process), for journeys and benchmarks. */

export const root = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export interface Running {
  url: string;
  stop(): Promise<void>;
}

export async function waitForHttp(
  url: string,
  child: ChildProcess,
  // Within the e2e hooks' 120 s: a fresh start seeds the demo (its catalogue too), which on a
  // loaded machine has taken over a minute.
  timeoutMs = 110_000,
): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${url}`);
}

export function stopper(child: ChildProcess, cleanup?: () => void): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) {
        cleanup?.();
        resolve();
        return;
      }
      child.once('exit', () => {
        cleanup?.();
        resolve();
      });
      child.kill('SIGINT');
    });
}

export interface FleetOptions {
  env?: Record<string, string>;
  /** Keep data in this folder (and leave it after stop); otherwise a temporary one is used. */
  dataDir?: string;
  /** Fill the temporary folder with a copy of this one first: a stopped Fleet's data. */
  copyOf?: string;
}

/** The real Fleet server in its own process, on a fresh data folder or a PostgreSQL database. */
export async function startFleet(
  options: FleetOptions = {},
): Promise<Running & { exitCode(): number | null; gatewayUrl: string }> {
  const port = await freePort();
  // Never the default 5055: a Fleet the developer runs alongside must not collide with tests.
  const devicePort = await freePort();
  const isTemporary = !options.dataDir;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-run-'));
  if (isTemporary && options.copyOf) fs.cpSync(options.copyOf, dataDir, { recursive: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEVICE_PORT: String(devicePort),
      // The embedded MQTT broker on a free port too (its default 1884 is a running Fleet's).
      MQTT_PORT: '0',
      // Journeys that want moving trackers turn the simulator on themselves.
      SIMULATOR: 'off',
      // A journey shares two cores with other journeys and their browsers: a lagging event loop
      // there is the test machine's contention, not an overloaded server, and shedding it made
      // journeys fail on reads given up after their retries (the on-rent journey's reopened
      // form, the asset-edit map). Shedding has its own tests (server/test/overload.test.ts).
      OVERLOAD_EVENT_LOOP_DELAY_MS: '30000',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const cleanup = isTemporary
    ? () => fs.rmSync(dataDir, { recursive: true, force: true })
    : undefined;
  // A server that never answered is stopped, not left running to load the next journeys.
  await waitForHttp(`${url}/api/health`, child).catch(async (error: unknown) => {
    await stopper(child, cleanup)();
    throw error;
  });
  return {
    url,
    gatewayUrl: `http://127.0.0.1:${devicePort}`,
    stop: stopper(child, cleanup),
    exitCode: () => child.exitCode,
  };
}
