import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { buildApp } from './app';
import { createInProcessBus } from './platform/events';
import { createPostgresBus } from './platform/events-postgres';
import { DEMO_SIGN_INS, seedDemoData } from './demo/seed';
import { DEMO_PASSWORD } from './demo/factories';
import { createDevices } from './devices/devices';
import { logDestination } from './platform/request-log';
import { deviceLookups } from './device-lookups';
import { buildGateway } from './devices/gateway';
import { placeDemoFleet } from './demo/fleet/place-fleet';
import { seedDemoUsage } from './demo/fleet/seed-usage';
import { startDemoCameras } from './demo/cameras/start-demo-cameras';
import { startSimulator } from './demo/simulator/simulator';
import { lastKnownPositions } from './demo/simulator/start-positions.repo';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const where = database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL';
  const seeded = config.loadDemoData ? await seedDemoData(database.db) : false;
  // Instances sharing one PostgreSQL tell each other through LISTEN/NOTIFY; PGlite is one process.
  const bus = config.databaseUrl
    ? await createPostgresBus(config.databaseUrl, (error) => console.error('event bus:', error))
    : { ...createInProcessBus(), close: async () => {} };
  const devices = await createDevices(database, bus, deviceLookups(database.db), {
    positionRetentionMonths: config.positionRetentionMonths,
    geocoder: config.geocoder,
    // Refused fixes are warnings: quiet when LOG_LEVEL asks for errors only.
    refusalLog: ['error', 'fatal', 'silent'].includes(config.logLevel)
      ? { warn: () => {} }
      : { warn: (line) => console.warn(line) },
  });
  if (seeded) await placeDemoFleet(devices.ingest);
  // The dashboard's past 30 days (docs/DASHBOARD.md "Demo data"); tests seed without it.
  if (seeded) await seedDemoUsage(database.db);
  // Readable lines at a terminal, JSON lines for log collectors.
  const stream = logDestination(process.stdout.isTTY);
  const app = await buildApp(
    { db: database.db, bus, config, devices },
    { logger: { level: config.logLevel, stream }, serveWeb: true },
  );
  // Trackers report every few seconds: the gateway logs problems only.
  const gateway = await buildGateway({
    ingest: devices.ingest,
    logger: { level: 'warn', stream },
  });

  // Started after the gateway listens; the stop handler may run before that.
  const running: {
    simulator?: { stop(): Promise<void> };
    cameras?: { stop(): Promise<void> };
  } = {};
  let stopping = false;
  // A stop that comes while the start is still under way (the API answers before the demo's
  // cameras have made their first upload) waits for it: closing the database under it would
  // fail the start and end the process with an error instead of stopping cleanly.
  let started: Promise<unknown> = Promise.resolve();
  const stop = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: shutting down`);
    try {
      await started;
      await running.simulator?.stop();
      await running.cameras?.stop();
      await gateway.close();
      await app.close();
      await devices.close();
      await bus.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  const startup = (async () => {
    await app.listen({ port: config.port, host: config.host });
    await gateway.listen({ port: config.devicePort, host: config.host });
    // The embedded broker's TCP port (cameras, the simulator); browsers use /mqtt on PORT.
    const mqttPort =
      config.mqtt.kind === 'embedded'
        ? await app.cameraBroker.listen(config.mqtt.port, config.host)
        : undefined;
    const gatewayPort =
      (gateway.server.address() as { port: number } | null)?.port ?? config.devicePort;
    running.simulator =
      config.runSimulator && config.loadDemoData
        ? startSimulator({
            gatewayUrl: `http://127.0.0.1:${gatewayPort}`,
            startAt: await lastKnownPositions(database.db),
            log: (message) => app.log.info(message),
          })
        : undefined;
    // The demo's cameras answer on the broker whether or not the trackers move (journeys).
    running.cameras = config.loadDemoData
      ? await startDemoCameras({
          db: database.db,
          broker: app.cameraBroker,
          media: app.cameraMedia,
          log: (message) => app.log.info(message),
          followAssets: running.simulator !== undefined,
        })
      : undefined;
    const url = `http://localhost:${config.port}`;
    const lines = [
      '',
      `Fleet is running at ${url}  (database: ${where}${seeded ? ', demo data loaded' : ''})`,
      `API docs: ${url}/api/docs`,
      `Device gateway (OsmAnd protocol): http://localhost:${gatewayPort}/?id=<device>&lat=..&lon=..`,
      mqttPort === undefined
        ? 'Camera signalling: the MQTT broker at MQTT_URL'
        : `Camera signalling: embedded MQTT broker on port ${mqttPort}, WebSocket at ${url.replace(/^http/, 'ws')}/mqtt`,
      running.simulator ? 'Simulator: driving the demo trackers (SIMULATOR=off to stop it)' : '',
      '',
      // Without demo data there are no demo users to sign in as.
      ...(config.loadDemoData
        ? [
            `Demo sign-ins (password "${DEMO_PASSWORD}"):`,
            ...DEMO_SIGN_INS.map((s) => `  ${s.email.padEnd(24)} ${s.role}`),
            '',
          ]
        : []),
      'Press Ctrl-C to stop.',
      '',
    ];
    process.stdout.write(lines.join('\n'));
  })();
  started = startup.catch(() => undefined);
  await startup;
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    process.stderr.write(`\n${error.message}\n\n`);
  } else if ((error as { code?: string }).code === 'EADDRINUSE') {
    const port = (error as { port?: number }).port;
    process.stderr.write(
      `\nPort ${port ?? ''} is already in use (another Fleet?). Set PORT, DEVICE_PORT or MQTT_PORT to free ones.\n\n`,
    );
  } else {
    process.stderr.write(
      `\nFleet could not start: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
  }
  process.exit(1);
});
