import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

/**
 * Another process trying the lock on argv[1]: prints "held <pid>" and keeps it, or prints
 * "refused: <message>" and exits with 3.
 */
const LOCKER = `
import { acquireDataDirLock } from ${JSON.stringify(pathToFileURL(path.join(import.meta.dirname, 'data-dir-lock.ts')).href)};
try {
  acquireDataDirLock(process.argv[1]);
  process.stdout.write('held ' + process.pid + '\\n');
  setInterval(() => {}, 60_000);
} catch (error) {
  process.stdout.write('refused: ' + error.message + '\\n');
  process.exit(3);
}
`;
const LOCKER_ARGS = ['--import', 'tsx', '--input-type=module', '-e', LOCKER];

const started: ChildProcess[] = [];
const folders: string[] = [];

afterEach(() => {
  for (const child of started.splice(0)) child.kill('SIGKILL');
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function newDataDir(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-lock-'));
  folders.push(folder);
  return folder;
}

/** Resolves with the child's first line of output. */
function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    let errors = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const end = text.indexOf('\n');
      if (end >= 0) resolve(text.slice(0, end));
    });
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
    child.on('exit', (code) => reject(new Error(`exited with ${code} before a line: ${errors}`)));
  });
}

function startLocker(dataDir: string): ChildProcess {
  const child = spawn(process.execPath, [...LOCKER_ARGS, dataDir], { cwd: import.meta.dirname });
  started.push(child);
  return child;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

describe('the data-folder lock', () => {
  it('refuses a second holder, in this process or another, until released', async () => {
    const dataDir = newDataDir();
    const lock = acquireDataDirLock(dataDir);
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);

    const refused = startLocker(dataDir);
    const line = await firstLine(refused);
    expect(line).toContain('is already using the data folder');
    expect(line).toContain(`(pid ${process.pid})`);
    await exited(refused);
    expect(refused.exitCode).toBe(3);

    lock.release();
    // A clean stop leaves nothing in the folder.
    expect(fs.existsSync(path.join(dataDir, 'fleet.lock'))).toBe(false);
    expect(await firstLine(startLocker(dataDir))).toMatch(/^held \d+$/);
  });

  it('is free again once its holder is killed with SIGKILL', async () => {
    const dataDir = newDataDir();
    const holder = startLocker(dataDir);
    expect(await firstLine(holder)).toBe(`held ${holder.pid}`);
    expect(() => acquireDataDirLock(dataDir)).toThrow(`(pid ${holder.pid})`);

    holder.kill('SIGKILL');
    await exited(holder);
    // The killed holder's file is still there, with its pid: it must not matter.
    expect(fs.readFileSync(path.join(dataDir, 'fleet.lock'), 'utf8')).toBe(String(holder.pid));
    acquireDataDirLock(dataDir).release();
  });

  it('ignores a left-over file naming a live, unrelated process', () => {
    const dataDir = newDataDir();
    // After a reboot or in a container, the old pid may be any running process: here, the test
    // runner that started this worker, and init.
    for (const pid of [process.ppid, 1]) {
      fs.writeFileSync(path.join(dataDir, 'fleet.lock'), String(pid));
      acquireDataDirLock(dataDir).release();
    }
  });

  it.runIf(process.platform === 'linux')(
    'is free again while its killed holder is a zombie nobody reaped',
    async () => {
      const dataDir = newDataDir();
      // sh starts the holder in the background and becomes `sleep`, which never waits for it:
      // once killed, the holder stays a zombie, its pid still taken (kill(pid, 0) succeeds).
      const parent = spawn(
        'sh',
        ['-c', '"$0" "$@" & exec sleep 600', process.execPath, ...LOCKER_ARGS, dataDir],
        { cwd: import.meta.dirname },
      );
      started.push(parent);
      const pid = Number((await firstLine(parent)).replace('held ', ''));
      process.kill(pid, 'SIGKILL');
      await expect.poll(() => processState(pid), { timeout: 10_000 }).toBe('Z');
      expect(() => process.kill(pid, 0)).not.toThrow();

      // A multi-threaded process's leader shows Z while its other threads still finish exiting
      // (and hold its files a moment longer): wait for the lock, not for a fixed time. The zombie
      // stays for good, so a lock that trusted its pid would never come free.
      const tryLock = (): boolean => {
        try {
          acquireDataDirLock(dataDir).release();
          return true;
        } catch (error) {
          if (error instanceof DataDirLockedError) return false;
          throw error;
        }
      };
      await expect.poll(tryLock, { timeout: 10_000 }).toBe(true);
      expect(processState(pid)).toBe('Z');
    },
  );

  it('lets exactly one of two processes starting together take it', async () => {
    const dataDir = newDataDir();
    fs.writeFileSync(path.join(dataDir, 'fleet.lock'), '999999'); // a crashed holder's file
    const lines = await Promise.all([startLocker(dataDir), startLocker(dataDir)].map(firstLine));
    expect(lines.filter((line) => line.startsWith('held '))).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith('refused: '))).toHaveLength(1);
  });
});

/** The state letter of /proc/<pid>/stat (R, S, Z, …), after the parenthesized command name. */
function processState(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  } catch {
    return undefined;
  }
}
