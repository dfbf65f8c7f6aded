import { describeValue } from './osmand/parse-errors';

export interface RefusalLogger {
  warn(line: string): void;
}

/** Lines written per window at most; past it, refusals are counted and summed up once. */
const LINES_PER_WINDOW = 20;
const WINDOW_MS = 10_000;

/**
 * One line per refused fix, sampled: a sender flooding hostile fixes must not flood the log
 * (or the disk) with them. Each window writes its first lines in full and, when the next
 * refusal comes after the window, one line with how many were left out.
 */
export function createRefusalLog(logger: RefusalLogger, now: () => number = Date.now) {
  let windowStart = -Infinity;
  let written = 0;
  let skipped = 0;
  return {
    note(deviceSerial: string, reason: string): void {
      const at = now();
      if (at - windowStart >= WINDOW_MS) {
        if (skipped > 0) {
          logger.warn(
            `gateway: ${skipped} more fixes refused in ${WINDOW_MS / 1000} s (not shown)`,
          );
        }
        windowStart = at;
        written = 0;
        skipped = 0;
      }
      if (written >= LINES_PER_WINDOW) {
        skipped += 1;
        return;
      }
      written += 1;
      logger.warn(`gateway: refused a fix from ${describeValue(deviceSerial)}: ${reason}`);
    },
  };
}
