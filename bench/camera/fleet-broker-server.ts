import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/client';
import { makeCamera } from '../../server/src/demo/camera-factories';
import { makeCompanyWithAdmin } from '../../server/src/demo/factories';
import { createDevices } from '../../server/src/devices/devices';
import { deviceLookups } from '../../server/src/device-lookups';
import { createInProcessBus } from '../../server/src/platform/events';
import { serveBroker } from './broker-process';

/**
 * Fleet's side of the viewers benchmark, in its own process: the app `buildApp` makes (as
 * `server/src/main.ts` does), so viewers get their live config from the real route and reach
 * the embedded aedes broker through Fleet's own `/mqtt` WebSocket, its login hook checking each
 * signed credential and its ACL hooks each subscribe and publish. The demo's camera simulator
 * is not started (it would stream video): the load generator's echo cameras answer instead,
 * each signed in with a camera credential this server issues, over the broker's TCP port as
 * cameras connect.
 */
const CAMERAS = Number(process.env.BENCH_CAMERA_COUNT ?? 64);
const PASSWORD = 'bench-password';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-camera-bench-'));
const database = await openDatabase({ dataDir });
const email = `camera-bench-${Date.now()}@example.test`;
const { company } = await makeCompanyWithAdmin(database.db, {
  company: { hasFleetCam: true },
  admin: { email, password: PASSWORD, canAccessCamera: true },
});
const cameraIds: number[] = [];
for (let i = 0; i < CAMERAS; i++) {
  cameraIds.push((await makeCamera(database.db, company.companyId)).cameraId);
}
const bus = { ...createInProcessBus(), close: async () => {} };
const devices = await createDevices(database, bus, deviceLookups(database.db));
// Production settings otherwise (load shedding included): only the sign-in limit is raised,
// for the one sign-in per ramp step a rerun may add.
const config = { ...loadConfig({}), loginRateLimit: 1000 };
const app = await buildApp(
  { db: database.db, bus, config, devices },
  { logger: { level: process.env.LOG_LEVEL ?? 'warn' } },
);
await app.listen({ port: 0, host: '127.0.0.1' });
const tcpPort = await app.cameraBroker.listen(0, '127.0.0.1');
const apiPort = (app.server.address() as { port: number }).port;

// The echo cameras' credentials are issued here, where the broker's secret is (a camera's
// connects within a day: the whole run).
const cameras = await Promise.all(
  cameraIds.map(async (cameraId) => {
    const credential = await app.cameraBroker.cameraCredential({
      companyId: company.companyId,
      cameraId,
    });
    return {
      cameraId,
      clientId: credential.claims.clientId,
      username: credential.username,
      password: credential.password,
    };
  }),
);

serveBroker(
  {
    tcpUrl: `mqtt://127.0.0.1:${tcpPort}`,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    email,
    password: PASSWORD,
    companyId: company.companyId,
    cameras,
  },
  async () => {
    await app.close();
    await devices.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  },
);
