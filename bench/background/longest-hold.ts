/** How often the hold probe asks for a turn of the event loop. */
const TICK_MS = 2;

/**
 * Runs `job` while a timer asks for a turn of the event loop every 2 ms: the longest gap between
 * two turns is the longest the job held the loop (what a request arriving then waited).
 */
export async function longestHold<T>(
  job: () => Promise<T>,
): Promise<{ holdMs: number; totalMs: number; result: T }> {
  let last = performance.now();
  let holdMs = 0;
  const tick = setInterval(() => {
    const now = performance.now();
    holdMs = Math.max(holdMs, now - last);
    last = now;
  }, TICK_MS);
  const started = performance.now();
  try {
    const result = await job();
    const totalMs = performance.now() - started;
    // The job's last statement may end with the loop still held: one more turn counts it.
    await new Promise((resolve) => setTimeout(resolve, TICK_MS * 5));
    return { holdMs, totalMs, result };
  } finally {
    clearInterval(tick);
  }
}
