import { CATALOGUE_LIMITS, type PimMake } from '@fleet/domain';

export interface WaitOptions {
  tries?: number;
  intervalMs?: number;
  /** Waits between tries; tests pass their own. */
  sleep?: (ms: number) => Promise<void>;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * spec 2 §4: after a manufacturer is created, the makes list is asked again once a second, up to
 * 10 times, until the new make appears; undefined when it never did (spec 2 §8: only logged).
 */
export async function waitForMake(
  find: () => Promise<PimMake[]>,
  makeId: number,
  {
    tries = CATALOGUE_LIMITS.makeRetryCount,
    intervalMs = CATALOGUE_LIMITS.makeRetryIntervalMs,
    sleep = pause,
  }: WaitOptions = {},
): Promise<PimMake | undefined> {
  for (let attempt = 1; attempt <= tries; attempt += 1) {
    try {
      const found = (await find()).find((make) => make.id === makeId);
      if (found) return found;
    } catch {
      // A failed look-up counts as a try: the next one may answer.
    }
    if (attempt < tries) await sleep(intervalMs);
  }
  console.warn(`The new manufacturer ${makeId} did not appear after ${tries} tries.`);
  return undefined;
}
