// `npm run bench`: installs what is missing, then runs the benchmarks in bench/.
import { spawnSync } from 'node:child_process';
import { ensureDependencies, ensureWebBuild, root } from './lib/prepare.mjs';

ensureDependencies();
// The weight benchmark measures the built client, as the server sends it.
ensureWebBuild();
const result = spawnSync(process.execPath, ['--import', 'tsx', 'bench/run.ts'], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
