import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface DataDirLock {
  release(): void;
}

/** The part of fs-native-extensions we use (it ships no types). */
interface KernelLocks {
  /** An exclusive lock on the whole file, or false when another open file holds one. */
  tryLock(fd: number): boolean;
}

const LOCK_FILE = 'fleet.lock';
const require = createRequire(import.meta.url);

/**
 * Loaded on first use, so a server on PostgreSQL never needs the native part. The package ships
 * prebuilt binaries for Linux, macOS and Windows (x64, arm64); nothing is compiled at install.
 */
function loadKernelLocks(): KernelLocks {
  try {
    return require('fs-native-extensions') as KernelLocks;
  } catch (error) {
    throw new Error(
      `The data-folder lock has no native part for ${process.platform}-${process.arch} ` +
        `(fs-native-extensions: ${error instanceof Error ? error.message : String(error)}). ` +
        'Use a PostgreSQL server instead (DATABASE_URL).',
      { cause: error },
    );
  }
}

/**
 * One Fleet per data folder: two processes on one PGlite folder corrupt it.
 *
 * The lock is the kernel's: an exclusive lock on DATA_DIR/fleet.lock (an open-file-description
 * lock on Linux, flock on macOS, LockFileEx on Windows). The kernel drops it when the holder's
 * file is closed, and a process's files are closed when it ends in any way: a clean stop, kill -9,
 * a crash, a reboot; a killed process its parent has not reaped yet has closed them already. So
 * nothing left behind can block a start, and taking the lock is one atomic call, so two servers
 * starting at once after a crash cannot both win. The file holds the holder's pid, read only to
 * name it in the refusal; a pid is never trusted (after a reboot or in another container it may
 * belong to an unrelated process).
 *
 * Not chosen: a pid file (the bug this replaced), or a Unix socket as the lock (taking over a
 * dead holder's socket file means unlink then bind, which two starters can interleave so both
 * hold it; Linux's abstract sockets avoid the file but are per network namespace, so two
 * containers sharing the folder would both hold one).
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const locks = loadKernelLocks();
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  // A holder that stops cleanly removes the file; a starter that opened it just before may lock
  // the removed file, so it checks that its file is still the one at the path, and tries again.
  for (let attempt = 0; attempt < 10; attempt++) {
    const fd = fs.openSync(lockPath, fs.constants.O_RDWR | fs.constants.O_CREAT, 0o644);
    let isHeld = false;
    try {
      isHeld = locks.tryLock(fd);
      if (!isHeld) throw new DataDirLockedError(dataDir, readHolderPid(fd));
    } finally {
      if (!isHeld) fs.closeSync(fd);
    }
    if (!isFileAt(fd, lockPath)) {
      fs.closeSync(fd);
      continue;
    }
    fs.ftruncateSync(fd, 0);
    fs.writeSync(fd, String(process.pid), 0);
    return holding(fd, lockPath);
  }
  throw new Error(`Could not take the lock on ${dataDir}`);
}

function holding(fd: number, lockPath: string): DataDirLock {
  let isReleased = false;
  return {
    release() {
      if (isReleased) return;
      isReleased = true;
      // Removed while still held, then closed (which drops the lock): removed after closing, a
      // starter could lock this file in between and then lose it to our unlink.
      try {
        if (isFileAt(fd, lockPath)) fs.unlinkSync(lockPath);
      } catch {
        // Gone already, or not ours to remove: closing still releases the lock.
      }
      fs.closeSync(fd);
    },
  };
}

function isFileAt(fd: number, filePath: string): boolean {
  try {
    const open = fs.fstatSync(fd);
    const named = fs.statSync(filePath);
    return open.dev === named.dev && open.ino === named.ino;
  } catch {
    return false;
  }
}

/** For the message only; unreadable (Windows locks reads too) or half-written gives none. */
function readHolderPid(fd: number): number | undefined {
  try {
    const buffer = Buffer.alloc(32);
    const length = fs.readSync(fd, buffer, 0, buffer.length, 0);
    const pid = Number.parseInt(buffer.subarray(0, length).toString('utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number | undefined) {
    super(
      `Another Fleet process${pid === undefined ? '' : ` (pid ${pid})`} is already using the ` +
        `data folder ${dataDir}. Stop it first, or set DATA_DIR to another folder.`,
    );
    this.name = 'DataDirLockedError';
  }
}
