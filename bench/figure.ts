/** One benchmark result: a ratio to a yardstick measured in the same run. */
export interface Figure {
  name: string;
  ratio: number;
  /** The target for the ratio, where it sets one. */
  target: number | undefined;
  /** A target stated in absolute terms (positions/s, ms), judged in words. */
  verdict?: string;
  detail: string;
}

/** How long `run` takes, in milliseconds. */
export async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}
