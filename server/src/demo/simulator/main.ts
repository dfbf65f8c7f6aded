import { startSimulator } from './simulator';

/**
 * `npm run simulate`: drives the demo trackers through a running Fleet's gateway
 * (DEVICE_URL, default http://127.0.0.1:5055). `npm start` runs the same simulator in-process.
 */
const gatewayUrl = process.env.DEVICE_URL ?? `http://127.0.0.1:${process.env.DEVICE_PORT ?? 5055}`;
const simulator = startSimulator({ gatewayUrl, log: (message) => console.log(message) });
const stop = (): void => {
  void simulator.stop().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
