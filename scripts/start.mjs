// `npm start`: installs what is missing, builds the web client, then runs the server
// (which creates the database, migrates and loads the demo data when empty).
import { spawn } from 'node:child_process';
import { ensureDependencies, ensureWebBuild, log, root } from './lib/prepare.mjs';

try {
  ensureDependencies();
  ensureWebBuild();
} catch (error) {
  log(error.message);
  process.exit(1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
});
// Ctrl-C reaches the server too (same process group); we wait for it to close the database.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
