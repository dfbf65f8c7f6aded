/**
 * Lets the event loop run its timers and I/O before going on. Awaiting a PGlite query does not:
 * PGlite answers synchronously and its promises resolve as microtasks, so a loop of awaited
 * statements holds the server (HTTP, the gateway, timers) until the whole loop ends (measured:
 * 2,000 awaited queries, no timer fired in between). Long-running work on the embedded database
 * calls this between its steps.
 */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
