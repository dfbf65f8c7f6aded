import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { root, startFleet } from './support/fleet-process';

/** `npm start`'s server as a person runs it: one per data folder, clean stop, data kept. */
describe('the server process on the embedded database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-startup-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  async function signIn(url: string): Promise<string> {
    const response = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.test', password: 'fleet-demo' }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { accessToken: string }).accessToken;
  }

  it('refuses a second process on the same data folder, stops cleanly, and keeps the data', async () => {
    const first = await startFleet({ dataDir });
    const token = await signIn(first.url);
    const created = await fetch(`${first.url}/api/fleet/company/branches`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Boonville yard' }),
    });
    expect(created.status).toBe(201);

    const second = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(second.status).toBe(1);
    expect(second.stderr).toContain('is already using the data folder');

    await first.stop(); // SIGINT, as Ctrl-C sends
    expect(first.exitCode()).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'fleet.lock'))).toBe(false);

    const again = await startFleet({ dataDir });
    try {
      const token2 = await signIn(again.url);
      const branches = await fetch(`${again.url}/api/fleet/company/branches`, {
        headers: { authorization: `Bearer ${token2}` },
      });
      const names = ((await branches.json()) as { name: string }[]).map((b) => b.name);
      expect(names).toContain('Boonville yard');
      // The demo data was loaded once, not again on the second start.
      expect(names.filter((name) => name === 'Columbia')).toHaveLength(1);
    } finally {
      await again.stop();
    }
    // Two starts, the first seeding the whole demo (about 50 s on a busy two-core machine), and
    // a refused third process between them: more than the journeys' usual minute.
  }, 180_000);
});
