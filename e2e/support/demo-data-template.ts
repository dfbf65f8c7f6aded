import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startFleet } from './fleet-process';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A stopped Fleet's data folder with the demo loaded, for journeys to start on copies of. */
    demoDataDir: string;
  }
}

/**
 * The journeys' global setup: one Fleet started on a fresh folder seeds the demo (migrations,
 * the fleet's places, the dashboard's 30 days: about 15 s of a 24 s start on an idle machine)
 * and stops; each journey file then starts on a copy, which opens the migrated, seeded
 * database as it is. Thirty-odd journey files each seeding their own had spent over ten
 * minutes of a CI run doing the same work.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-demo-template-'));
  const fleet = await startFleet({ dataDir: dir });
  await fleet.stop();
  project.provide('demoDataDir', dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
