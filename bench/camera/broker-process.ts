import { fork } from 'node:child_process';
import path from 'node:path';
import { within } from '../waits';
import { usageMeter, type Usage } from './process-usage';

/**
 * A broker of the viewers benchmark in a process of its own (Fleet's, or the bare aedes), so
 * that its event loop is its own core's and the load generator's cost is not counted in it.
 * Parent and child talk over IPC: the child says `ready`, then answers `usage-reset`, `usage`
 * and `stop`.
 */

/** What a broker process tells its parent once it listens. */
export interface BrokerReady {
  /** Where the echo cameras connect: MQTT over TCP, as cameras do. */
  tcpUrl: string;
  /** The bare broker's WebSocket; Fleet's viewers take theirs from their live config. */
  wsUrl?: string;
  /** Fleet's API (not for the bare broker): sign-in and live configs. */
  apiUrl?: string;
  email?: string;
  password?: string;
  companyId: number;
  /** One echo camera per camera: its MQTT login (none on the bare broker, which has no hooks). */
  cameras: Array<{ cameraId: number; clientId: string; username?: string; password?: string }>;
}

const READY_SECONDS = 300;
const ASK_SECONDS = 60;
const STOP_SECONDS = 60;

/** The child's side: serves the parent's questions, and stops when the parent goes. */
export function serveParent(ready: BrokerReady, stop: () => Promise<void>): void {
  const meter = usageMeter();
  let stopping: Promise<void> | undefined;
  const end = (code: number): void => {
    stopping ??= stop().then(
      () => process.exit(code),
      (error: unknown) => {
        console.error('camera bench broker: stop failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('message', (message: { cmd: string }) => {
    if (message.cmd === 'stop') end(0);
    if (message.cmd === 'usage-reset') {
      meter.reset();
      process.send?.({ cmd: 'usage-reset' });
    }
    if (message.cmd === 'usage') process.send?.({ cmd: 'usage', ...meter.read() });
  });
  // The parent gone (killed, crashed): stop too, bounded, so no broker is left running.
  process.on('disconnect', () => {
    setTimeout(() => process.exit(1), 30_000).unref();
    end(1);
  });
  process.send?.({ cmd: 'ready', ...ready });
}

export interface BrokerProcess {
  ready: BrokerReady;
  resetUsage(): Promise<void>;
  usage(): Promise<Usage>;
  stop(): Promise<void>;
}

/** The parent's side: forks `file` (in this folder) and waits, bounded, until it listens. */
export async function startBrokerProcess(file: string, label: string): Promise<BrokerProcess> {
  const child = fork(path.join(import.meta.dirname, file), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const answer = <T>(cmd: string, seconds: number): Promise<T> => {
    let onMessage: ((message: { cmd: string }) => void) | undefined;
    const answered = new Promise<T>((resolve, reject) => {
      onMessage = (message) => {
        if (message.cmd === cmd) resolve(message as T);
      };
      child.on('message', onMessage);
      void exited.then((code) => reject(new Error(`${label} exited (code ${code})`)));
    });
    return within(answered, seconds, `${label} did not answer '${cmd}'`).finally(() => {
      if (onMessage) child.off('message', onMessage);
    });
  };
  const ask = <T>(cmd: string): Promise<T> => {
    const answered = answer<T>(cmd, ASK_SECONDS);
    child.send({ cmd }, () => {});
    return answered;
  };
  const kill = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };

  let ready: BrokerReady;
  try {
    ready = await answer<BrokerReady>('ready', READY_SECONDS);
  } catch (error) {
    await kill();
    throw error;
  }
  return {
    ready,
    resetUsage: () => ask('usage-reset'),
    usage: async () => {
      const { cores, loopP99Ms } = await ask<Usage>('usage');
      return { cores, loopP99Ms };
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.send({ cmd: 'stop' }, () => {});
      try {
        await within(exited, STOP_SECONDS, `${label} did not stop`);
      } catch (error) {
        process.stderr.write(`${(error as Error).message}; killing it\n`);
        await kill();
      }
    },
  };
}
