import { z } from 'zod';
import { type CameraFeed } from './signalling';

/**
 * A camera's history journal (spec 1 §3 "History journal"): what it has recorded, as the camera
 * reports it and the camera window reads it. Our encoding, in docs/CAMERAS.md "History journal":
 *
 * - `base_time`: epoch milliseconds every row counts from.
 * - `rows`: `[feeds, start, end]`, start and end in milliseconds after `base_time`, each a
 *   32-bit signed integer. A time past 2147483647 is written wrapped (minus 2 × 2147483647),
 *   so a reader adds 2 × 2147483647 to a negative one (spec 1 §9); times are never before the
 *   base, so a negative value is always a wrapped one.
 * - `feeds`: 0 both feeds, 1 outside only, 2 inside only. Inside-only rows are dropped when
 *   read: the window lists what it can play from the outside feed, where every session starts.
 *
 * Cameras record in short segments, so the rows are many and back to back; reading merges
 * segments that touch into one clip, the stretch a person thinks of as one recording.
 */

export const JOURNAL_FEEDS = { both: 0, outside: 1, inside: 2 } as const;
export type JournalFeedsCode = (typeof JOURNAL_FEEDS)[keyof typeof JOURNAL_FEEDS];

const INT32_MAX = 2_147_483_647;
/** spec 1 §9: the amount a negative journal time is wrapped by. */
export const JOURNAL_WRAP = 2 * INT32_MAX;
/** The furthest a row's time can be from the base (about 49 days): the wrapped range's end. */
export const JOURNAL_MAX_OFFSET_MS = JOURNAL_WRAP - 1;

/** Segments at most this far apart count as touching (a camera's files leave small gaps). */
export const ADJACENT_CLIP_GAP_MS = 1_000;

const int32 = z.number().int().min(-INT32_MAX).max(INT32_MAX);

export const cameraJournal = z.object({
  base_time: z.number().int().nonnegative(),
  rows: z.array(z.tuple([z.number().int(), int32, int32])).max(100_000),
});
export type CameraJournal = z.infer<typeof cameraJournal>;

/** One recording as the window offers it (spec 1 §3 clip: availableFeeds, start, end). */
export interface CameraClip {
  availableFeeds: CameraFeed[];
  /** Epoch milliseconds. */
  startTimestamp: number;
  endTimestamp: number;
}

const FEEDS_OF_CODE: Record<JournalFeedsCode, CameraFeed[]> = {
  0: ['outside', 'inside'],
  1: ['outside'],
  2: ['inside'],
};

/** The row code for a set of feeds; a set without any feed has no code. */
export function journalFeedsCode(feeds: readonly CameraFeed[]): JournalFeedsCode | null {
  const outside = feeds.includes('outside');
  const inside = feeds.includes('inside');
  if (outside && inside) return JOURNAL_FEEDS.both;
  if (outside) return JOURNAL_FEEDS.outside;
  if (inside) return JOURNAL_FEEDS.inside;
  return null;
}

function isFeedsCode(code: number): code is JournalFeedsCode {
  return code === 0 || code === 1 || code === 2;
}

/** A time as a row holds it: past the 32-bit range it is written wrapped. */
export function wrapJournalTime(offsetMs: number): number {
  return offsetMs > INT32_MAX ? offsetMs - JOURNAL_WRAP : offsetMs;
}

/** A row's time read back (spec 1 §9: a negative one had 2 × 2147483647 taken off). */
export function unwrapJournalTime(value: number): number {
  return value < 0 ? value + JOURNAL_WRAP : value;
}

/** Feeds both clips have: a merged clip offers a feed only if all of it was recorded with it. */
function commonFeeds(a: readonly CameraFeed[], b: readonly CameraFeed[]): CameraFeed[] {
  return a.filter((feed) => b.includes(feed));
}

/**
 * Clips in time order, touching ones (gap ≤ ADJACENT_CLIP_GAP_MS, or overlapping) joined into
 * one. A join that would leave no common feed keeps the two apart.
 */
export function mergeAdjacentClips(clips: readonly CameraClip[]): CameraClip[] {
  const sorted = [...clips].sort((a, b) => a.startTimestamp - b.startTimestamp);
  const merged: CameraClip[] = [];
  for (const clip of sorted) {
    const previous = merged.at(-1);
    const feeds = previous ? commonFeeds(previous.availableFeeds, clip.availableFeeds) : [];
    if (
      previous &&
      feeds.length > 0 &&
      clip.startTimestamp - previous.endTimestamp <= ADJACENT_CLIP_GAP_MS
    ) {
      merged[merged.length - 1] = {
        availableFeeds: feeds,
        startTimestamp: previous.startTimestamp,
        endTimestamp: Math.max(previous.endTimestamp, clip.endTimestamp),
      };
    } else {
      merged.push({ ...clip, availableFeeds: [...clip.availableFeeds] });
    }
  }
  return merged;
}

/**
 * The journal a camera reports for `segments` (each recorded stretch as the camera cut it). The
 * base is the earliest start; a segment further than JOURNAL_MAX_OFFSET_MS from it, without a
 * feed, or not longer than nothing, cannot be written and is left out.
 */
export function encodeJournal(segments: readonly CameraClip[]): CameraJournal {
  const base = segments.reduce((min, s) => Math.min(min, s.startTimestamp), Infinity);
  if (!Number.isFinite(base)) return { base_time: 0, rows: [] };
  const rows: CameraJournal['rows'] = [];
  for (const segment of [...segments].sort((a, b) => a.startTimestamp - b.startTimestamp)) {
    const code = journalFeedsCode(segment.availableFeeds);
    const start = segment.startTimestamp - base;
    const end = segment.endTimestamp - base;
    if (code === null || end <= start || end > JOURNAL_MAX_OFFSET_MS) continue;
    rows.push([code, wrapJournalTime(start), wrapJournalTime(end)]);
  }
  return { base_time: base, rows };
}

/**
 * The clips the window offers: rows read back (wrapped times undone), inside-only rows and rows
 * with an unknown code or no length dropped, touching segments merged, in time order.
 */
export function decodeJournal(journal: CameraJournal): CameraClip[] {
  const clips: CameraClip[] = [];
  for (const [code, rawStart, rawEnd] of journal.rows) {
    if (!isFeedsCode(code) || code === JOURNAL_FEEDS.inside) continue;
    const start = journal.base_time + unwrapJournalTime(rawStart);
    const end = journal.base_time + unwrapJournalTime(rawEnd);
    if (end <= start) continue;
    clips.push({ availableFeeds: FEEDS_OF_CODE[code], startTimestamp: start, endTimestamp: end });
  }
  return mergeAdjacentClips(clips);
}
