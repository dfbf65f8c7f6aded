// `npm run dev`: the API server restarting on change (port 3000) and Vite's dev server with hot
// reload (port 5173, proxying /api to the API server).
import { spawn } from 'node:child_process';
import { ensureDependencies, log, root } from './lib/prepare.mjs';

ensureDependencies();
const children = [
  spawn(process.execPath, ['--watch', '--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn('npx', ['vite'], { cwd: `${root}/web`, stdio: 'inherit' }),
];
log('Open http://localhost:5173 (API on http://localhost:3000).');
const stop = (signal) => children.forEach((child) => child.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) child.on('exit', () => stop('SIGTERM'));
