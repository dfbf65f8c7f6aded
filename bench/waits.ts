/**
 * Bounded waits for the benchmarks. A bench waits on other processes and sockets (a server
 * child's answer, a WebSocket's acknowledgement, a database being created); one that never
 * comes must fail saying what was awaited, not leave the run silent (the alert bench once sat
 * like that for over 8 minutes, with nothing to tell which wait it was).
 */

export interface Notice {
  /** Seconds between lines while the wait goes on: a slow step is told from a stuck one. */
  every: number;
  say(elapsedSeconds: number): string;
}

export interface WaitOptions {
  notice?: Notice;
  /** Appended to the error when the time is up, e.g. the last step a child reported. */
  context?: () => string;
}

/** `work`, or an error "`failure` within N s" once `seconds` have passed. */
export async function within<T>(
  work: Promise<T>,
  seconds: number,
  failure: string,
  { notice, context }: WaitOptions = {},
): Promise<T> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  let ticker: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`${failure} within ${seconds} s${context?.() ?? ''}`));
    }, seconds * 1000);
  });
  if (notice) {
    ticker = setInterval(() => {
      const elapsed = Math.round((performance.now() - started) / 1000);
      process.stdout.write(`${notice.say(elapsed)}\n`);
    }, notice.every * 1000);
  }
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
    clearInterval(ticker);
  }
}

/** `fetch` that fails after `seconds` with `failure` instead of waiting for undici's 5 minutes. */
export async function fetchWithin(
  url: string,
  init: RequestInit,
  seconds: number,
  failure: string,
): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(seconds * 1000) });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new Error(`${failure} within ${seconds} s`, { cause: error });
    }
    throw error;
  }
}
