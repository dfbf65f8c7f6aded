// `npm test`: every test — unit, API on PGlite and PostgreSQL, Chromium journeys — and one
// summary line at the end.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  ensureChromium,
  ensureDependencies,
  ensureWebBuild,
  isReachablePostgres,
  log,
  nodeBin,
  root,
} from './lib/prepare.mjs';

const isCi = process.env.CI === 'true';
const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432/postgres';

ensureDependencies();
ensureWebBuild();

const env = { ...process.env };
const hasChromium = ensureChromium();
if (!hasChromium && isCi) process.exit(1);

const pgUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_PG;
if (isReachablePostgres(pgUrl)) {
  env.TEST_DATABASE_URL = pgUrl;
  log(`PostgreSQL suite: ${pgUrl.replace(/:[^:@/]*@/, ':***@')}`);
} else if (isCi || process.env.TEST_DATABASE_URL) {
  log(`PostgreSQL is not reachable at ${pgUrl}; start it or fix TEST_DATABASE_URL.`);
  process.exit(1);
} else {
  delete env.TEST_DATABASE_URL;
  log(`PostgreSQL not reachable at ${DEFAULT_PG}: the api-postgres suite is skipped.`);
  log('Set TEST_DATABASE_URL=postgres://user@host:5432/db to run it.');
}

const projects = ['unit', 'api-pglite', 'api-postgres', ...(hasChromium ? ['e2e'] : [])];
const resultsFile = path.join(root, 'test-results/vitest.json');
fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
fs.rmSync(resultsFile, { force: true });

const args = [
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${resultsFile}`,
  ...process.argv.slice(2),
];
const result = spawnSync(nodeBin('vitest'), args, { cwd: root, stdio: 'inherit', env });

let summary = { passed: 0, failed: 0, skipped: 0 };
if (fs.existsSync(resultsFile)) {
  const report = JSON.parse(fs.readFileSync(resultsFile, 'utf8'));
  summary = {
    passed: report.numPassedTests,
    failed:
      report.numFailedTests +
      (report.numFailedTestSuites > 0 && report.numFailedTests === 0
        ? report.numFailedTestSuites
        : 0),
    skipped: report.numPendingTests + report.numTodoTests,
  };
} else if (result.status !== 0) {
  summary.failed = 1;
}
if (!hasChromium) log('End-to-end journeys were not run: Chromium is missing (see above).');
process.stdout.write(
  `\n${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped\n`,
);
process.exit(result.status === 0 && summary.failed === 0 ? 0 : 1);
