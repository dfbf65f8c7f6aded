import type { BrokerReady } from './broker-process';
import { serveParent } from './bench-child';
import { usageMeter } from './process-usage';
import { signallingLoad, type SignallingLoad } from './signalling-load';
import { viewerLogins, type SideName } from './viewer-logins';

/**
 * One side's load of the viewers benchmark in a process of its own (load-process.ts): its
 * viewers and echo cameras, so the waiting side's thousands of clients are not in this heap
 * and the two loads never share an event loop. Answers `init` (the broker and side), `grow`,
 * `hold` (with its own CPU and event loop over the hold) and `close`.
 */
let load: SignallingLoad | undefined;
const meter = usageMeter();
const loaded = (): SignallingLoad => {
  if (!load) throw new Error('the load process was not given its broker');
  return load;
};

serveParent(
  {},
  {
    init: async (message) => {
      const { side, broker } = message as unknown as { side: SideName; broker: BrokerReady };
      load = signallingLoad(broker, await viewerLogins(side, broker));
      return {};
    },
    grow: (message) => loaded().grow(Number(message.count)),
    hold: async (message) => {
      meter.reset();
      const held = await loaded().hold(Number(message.warmSeconds), Number(message.seconds));
      // IPC speaks JSON, where Infinity becomes null: the lost are sent as a count alone.
      const answered = held.latencies.filter((latency) => Number.isFinite(latency));
      return { ...held, latencies: answered, usage: meter.read() };
    },
    close: async () => {
      await load?.close();
      return {};
    },
  },
  async () => {
    await load?.close();
  },
);
