import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  decodeJournal,
  encodeJournal,
  JOURNAL_FEEDS,
  JOURNAL_MAX_OFFSET_MS,
  JOURNAL_WRAP,
  mergeAdjacentClips,
  unwrapJournalTime,
  wrapJournalTime,
  type CameraClip,
} from './journal';

const BASE = Date.UTC(2026, 10, 20, 14, 0, 0);
const MINUTE = 60_000;
const both: CameraClip['availableFeeds'] = ['outside', 'inside'];

const clip = (
  startMinute: number,
  endMinute: number,
  availableFeeds: CameraClip['availableFeeds'] = both,
): CameraClip => ({
  availableFeeds,
  startTimestamp: BASE + startMinute * MINUTE,
  endTimestamp: BASE + endMinute * MINUTE,
});

describe('camera history journal', () => {
  it('reads rows against the base time: 0 both feeds, 1 outside only, 2 dropped', () => {
    const clips = decodeJournal({
      base_time: BASE,
      rows: [
        [JOURNAL_FEEDS.both, 0, 5 * MINUTE],
        [JOURNAL_FEEDS.inside, 20 * MINUTE, 25 * MINUTE],
        [JOURNAL_FEEDS.outside, 40 * MINUTE, 45 * MINUTE],
      ],
    });
    expect(clips).toEqual([clip(0, 5), clip(40, 45, ['outside'])]);
  });

  it('merges segments that touch, or nearly do, into one clip', () => {
    const clips = decodeJournal({
      base_time: BASE,
      rows: [
        [0, 0, 5 * MINUTE],
        [0, 5 * MINUTE + 500, 10 * MINUTE], // half a second later: the same recording
        [0, 10 * MINUTE + 30_000, 15 * MINUTE], // thirty seconds later: a new one
      ],
    });
    expect(clips).toEqual([
      { ...clip(0, 10) },
      {
        availableFeeds: both,
        startTimestamp: BASE + 10.5 * MINUTE,
        endTimestamp: BASE + 15 * MINUTE,
      },
    ]);
  });

  it('offers the inside feed for a merged clip only if every part had it', () => {
    expect(mergeAdjacentClips([clip(0, 5), clip(5, 10, ['outside'])])).toEqual([
      clip(0, 10, ['outside']),
    ]);
    // Nothing in common: kept apart, as neither feed covers the whole.
    expect(mergeAdjacentClips([clip(0, 5, ['outside']), clip(5, 10, ['inside'])])).toHaveLength(2);
  });

  it('merges out of order and overlapping rows', () => {
    expect(mergeAdjacentClips([clip(10, 20), clip(0, 12), clip(12, 15)])).toEqual([clip(0, 20)]);
  });

  it('drops rows with an unknown code or no length', () => {
    expect(
      decodeJournal({
        base_time: BASE,
        rows: [
          [7, 0, MINUTE],
          [0, MINUTE, MINUTE],
          [1, 3, 2],
        ],
      }),
    ).toEqual([]);
  });

  it('wraps times past the 32-bit range (spec 1 §9) and reads them back', () => {
    const far = 30 * 24 * 60 * MINUTE; // 30 days: past 2147483647 ms
    expect(wrapJournalTime(far)).toBeLessThan(0);
    expect(unwrapJournalTime(wrapJournalTime(far))).toBe(far);
    expect(unwrapJournalTime(-1)).toBe(JOURNAL_WRAP - 1);
    const journal = encodeJournal([
      clip(0, 1),
      { ...clip(0, 1), startTimestamp: BASE + far, endTimestamp: BASE + far + MINUTE },
    ]);
    expect(journal.rows[1]?.[1]).toBeLessThan(0);
    expect(decodeJournal(journal).map((c) => c.startTimestamp)).toEqual([BASE, BASE + far]);
  });

  it('leaves out of the journal what it cannot write', () => {
    const tooFar = { ...clip(0, 1), endTimestamp: BASE + JOURNAL_MAX_OFFSET_MS + 1 };
    const noFeed = { ...clip(2, 3), availableFeeds: [] };
    expect(encodeJournal([clip(0, 1), tooFar, noFeed]).rows).toEqual([[0, 0, MINUTE]]);
    expect(encodeJournal([])).toEqual({ base_time: 0, rows: [] });
  });

  it('reads back what it wrote, merged: any segments within the wrap range', () => {
    const segment = fc
      .record({
        start: fc.integer({ min: 0, max: JOURNAL_MAX_OFFSET_MS - 10 }),
        length: fc.integer({ min: 1, max: 10 * MINUTE }),
        code: fc.constantFrom<0 | 1>(0, 1),
      })
      .filter(({ start, length }) => start + length <= JOURNAL_MAX_OFFSET_MS);
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 30 }), (parts) => {
        const segments: CameraClip[] = parts.map(({ start, length, code }) => ({
          availableFeeds: code === 0 ? both : ['outside'],
          startTimestamp: BASE + start,
          endTimestamp: BASE + start + length,
        }));
        expect(decodeJournal(encodeJournal(segments))).toEqual(mergeAdjacentClips(segments));
      }),
    );
  });
});
