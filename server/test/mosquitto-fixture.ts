import { spawn, execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

export const MOSQUITTO = '/usr/sbin/mosquitto';
const DYNSEC_PLUGIN = '/usr/lib/x86_64-linux-gnu/mosquitto_dynamic_security.so';
/** CI and this machine have Mosquitto; elsewhere its tests skip. */
export const hasMosquitto = (): boolean => fs.existsSync(MOSQUITTO) && fs.existsSync(DYNSEC_PLUGIN);

export interface RunningMosquitto {
  tcpUrl: string;
  wsUrl: string;
  admin: { username: string; password: string };
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function waitForPort(port: number, ms: number): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    const isOpen = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (isOpen) return;
    if (Date.now() > until) throw new Error(`mosquitto did not open port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A Mosquitto of this test file alone, as docs/CAMERAS.md "Broker" sets one up: the
 * dynamic-security plugin (initialised with an admin by mosquitto_ctrl), TCP and WebSocket
 * listeners on free ports, no retained messages. The machine's own Mosquitto is left alone.
 */
export async function startMosquitto(): Promise<RunningMosquitto> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-mosquitto-'));
  const admin = { username: 'fleet-admin', password: 'admin-password-for-tests' };
  const dynsec = path.join(dir, 'dynamic-security.json');
  await promisify(execFile)('mosquitto_ctrl', [
    'dynsec',
    'init',
    dynsec,
    admin.username,
    admin.password,
  ]);
  const [tcpPort, wsPort] = [await freePort(), await freePort()];
  const conf = path.join(dir, 'mosquitto.conf');
  fs.writeFileSync(
    conf,
    [
      // Started as root, Mosquitto becomes user mosquitto, who cannot read this test's folder.
      `user ${os.userInfo().username}`,
      `listener ${tcpPort} 127.0.0.1`,
      `listener ${wsPort} 127.0.0.1`,
      'protocol websockets',
      `plugin ${DYNSEC_PLUGIN}`,
      `plugin_opt_config_file ${dynsec}`,
      'persistence false',
      'retain_available false',
      '',
    ].join('\n'),
  );
  const child = spawn(MOSQUITTO, ['-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  try {
    await waitForPort(tcpPort, 5_000);
    await waitForPort(wsPort, 5_000);
  } catch (error) {
    child.kill();
    throw new Error(`${String(error)}: ${stderr}`, { cause: error });
  }
  return {
    tcpUrl: `mqtt://127.0.0.1:${tcpPort}`,
    wsUrl: `ws://127.0.0.1:${wsPort}/mqtt`,
    admin,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
