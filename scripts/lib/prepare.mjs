// Shared steps of `npm start` and `npm test` on a fresh clone. Plain Node: runs before any install.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function log(message) {
  process.stdout.write(`[fleet] ${message}\n`);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed with exit code ${result.status}`);
  }
}

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** npm install when node_modules is missing or older than the lock file. */
export function ensureDependencies() {
  const installed = path.join(root, 'node_modules/.package-lock.json');
  if (mtime(installed) >= mtime(path.join(root, 'package-lock.json'))) return;
  log('Installing dependencies (npm install)…');
  run('npm', ['install', '--no-audit', '--no-fund']);
}

function newestIn(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, mtime(path.join(entry.parentPath, entry.name)));
  }
  return newest;
}

/** Builds the web client when web/dist is missing or older than its sources. */
export function ensureWebBuild({ force = false } = {}) {
  const built = mtime(path.join(root, 'web/dist/index.html'));
  const sources = Math.max(
    newestIn(path.join(root, 'web/src')),
    newestIn(path.join(root, 'domain/src')),
    mtime(path.join(root, 'web/index.html')),
    mtime(path.join(root, 'web/vite.config.ts')),
  );
  if (!force && built > sources) return;
  log('Building the web client…');
  run('npm', ['run', 'build', '-w', 'web']);
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium for the journeys: installed with apt-get when we are root. */
export function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    log(`Chromium is missing at ${CHROMIUM}. Install it with:  sudo apt-get install -y chromium`);
    log('(or set CHROMIUM_PATH to a Chromium binary), then run npm test again.');
    return false;
  }
  log('Installing Chromium (apt-get install chromium)…');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return fs.existsSync(CHROMIUM);
}

export function nodeBin(name) {
  return path.join(root, 'node_modules/.bin', name);
}

export function isReachablePostgres(url) {
  try {
    execFileSync(
      process.execPath,
      [
        '-e',
        `const pg=require('pg');const c=new pg.Client({connectionString:process.argv[1],connectionTimeoutMillis:3000});c.connect().then(()=>c.end()).then(()=>process.exit(0),()=>process.exit(1))`,
        url,
      ],
      { cwd: path.join(root, 'server'), stdio: 'ignore', timeout: 10_000 },
    );
    return true;
  } catch {
    return false;
  }
}
