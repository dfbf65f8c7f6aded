import { options } from 'preact';

/**
 * The client runs on Preact's React compatibility layer (web/vite.config.ts, issue 9). Preact
 * runs effects after the next paint; React runs them, for an update a key press or a click made,
 * before the browser hands that event to its next listener. Mantine's dialogs rely on that: each
 * open one listens for Escape on the window, and when a drawer over a dialog closes on Escape, the
 * dialog under it, re-rendered, must drop its listener before the same key reaches it, or both
 * close (the import's review asked "End the import process" that way). So effects run at the end
 * of the microtask that rendered, as React's do for such updates.
 */
options.requestAnimationFrame = (flush: () => void) => queueMicrotask(flush);
