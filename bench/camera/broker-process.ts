import { forkBenchChild, serveParent } from './bench-child';
import { usageMeter, type Usage } from './process-usage';

/**
 * A broker of the viewers benchmark in a process of its own (Fleet's, or the bare aedes), so
 * that its event loop is its own core's and the load's cost is not counted in it. The child
 * says `ready` with where it listens, then answers `usage-reset`, `usage` and `stop`.
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

/** The broker's side: tells where it listens, measures itself, and runs `stop` at the end. */
export function serveBroker(ready: BrokerReady, stop: () => Promise<void>): void {
  const meter = usageMeter();
  serveParent(
    ready,
    {
      'usage-reset': () => {
        meter.reset();
        return {};
      },
      usage: () => meter.read(),
    },
    stop,
  );
}

export interface BrokerProcess {
  ready: BrokerReady;
  resetUsage(): Promise<void>;
  usage(): Promise<Usage>;
  stop(): Promise<void>;
}

/** The parent's side: forks `file` (in this folder) and waits, bounded, until it listens. */
export async function startBrokerProcess(file: string, label: string): Promise<BrokerProcess> {
  const child = await forkBenchChild<BrokerReady>(file, label);
  const { cmd: _cmd, ...ready } = child.ready as BrokerReady & { cmd?: string };
  return {
    ready,
    resetUsage: async () => {
      await child.ask('usage-reset');
    },
    usage: async () => {
      const { cores, loopP99Ms } = await child.ask<Usage>('usage');
      return { cores, loopP99Ms };
    },
    stop: () => child.stop(),
  };
}
