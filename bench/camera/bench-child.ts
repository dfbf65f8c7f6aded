import { fork } from 'node:child_process';
import path from 'node:path';
import { within } from '../waits';

/**
 * A process of the viewers benchmark (a broker, or one side's load), and its parent, talking
 * over IPC: the child says `ready` with what the parent needs, then answers each `{ cmd, … }`
 * with `{ cmd, … }` (or `{ cmd, error }`), one question of a kind at a time, and stops on
 * `stop` or when its parent goes.
 */

type Message = { cmd: string; error?: string } & Record<string, unknown>;
export type Handlers = Record<string, (message: Message) => Promise<object> | object>;

/** The child's side: serves the parent's questions; `stop` runs before the process exits. */
export function serveParent<T extends object>(
  ready: T,
  handlers: Handlers,
  stop: () => Promise<void>,
): void {
  let stopping: Promise<void> | undefined;
  const end = (code: number): void => {
    stopping ??= stop().then(
      () => process.exit(code),
      (error: unknown) => {
        console.error('camera bench child: stop failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('message', (message: Message) => {
    if (message.cmd === 'stop') return end(0);
    const handler = handlers[message.cmd];
    if (!handler) return;
    Promise.resolve()
      .then(() => handler(message))
      .then(
        (answer) => process.send?.({ ...answer, cmd: message.cmd }),
        (error: unknown) =>
          process.send?.({
            cmd: message.cmd,
            error: error instanceof Error ? error.message : String(error),
          }),
      );
  });
  // The parent gone (killed, crashed): stop too, bounded, so nothing is left running.
  process.on('disconnect', () => {
    setTimeout(() => process.exit(1), 30_000).unref();
    end(1);
  });
  process.send?.({ ...ready, cmd: 'ready' });
}

export interface BenchChild<T> {
  ready: T;
  /** Sends `{ cmd, ...payload }` and waits, bounded, for its answer; an `error` answer throws. */
  ask<R>(cmd: string, payload?: object, seconds?: number): Promise<R>;
  stop(): Promise<void>;
}

const READY_SECONDS = 300;
const ASK_SECONDS = 60;
const STOP_SECONDS = 60;

/** The parent's side: forks `file` (in this folder) and waits, bounded, until it is ready. */
export async function forkBenchChild<T>(file: string, label: string): Promise<BenchChild<T>> {
  const child = fork(path.join(import.meta.dirname, file), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const answer = <R>(cmd: string, seconds: number): Promise<R> => {
    let onMessage: ((message: Message) => void) | undefined;
    const answered = new Promise<R>((resolve, reject) => {
      onMessage = (message) => {
        if (message.cmd !== cmd) return;
        if (message.error !== undefined) reject(new Error(`${label}: ${message.error}`));
        else resolve(message as R);
      };
      child.on('message', onMessage);
      void exited.then((code) => reject(new Error(`${label} exited (code ${code})`)));
    });
    return within(answered, seconds, `${label} did not answer '${cmd}'`).finally(() => {
      if (onMessage) child.off('message', onMessage);
    });
  };
  const kill = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };

  let ready: T;
  try {
    ready = await answer<T>('ready', READY_SECONDS);
  } catch (error) {
    await kill();
    throw error;
  }
  return {
    ready,
    ask<R>(cmd: string, payload: object = {}, seconds = ASK_SECONDS) {
      const answered = answer<R>(cmd, seconds);
      child.send({ ...payload, cmd }, () => {});
      return answered;
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
