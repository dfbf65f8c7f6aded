/**
 * One run of `work` at a time; asked while it runs, it runs once more when it ends (whatever
 * the number of asks), so nothing asked for is missed and nothing piles up.
 */
export function coalescing(work: () => Promise<unknown>, onError: (error: unknown) => void) {
  let running: Promise<void> | null = null;
  let isAskedAgain = false;
  const run = (): Promise<void> => {
    if (running) {
      isAskedAgain = true;
      return running;
    }
    running = (async () => {
      do {
        isAskedAgain = false;
        await work().catch(onError);
      } while (isAskedAgain);
    })().finally(() => {
      running = null;
    });
    return running;
  };
  return { run, idle: () => running ?? Promise.resolve() };
}
