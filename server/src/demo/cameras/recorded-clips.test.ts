import { describe, expect, it } from 'vitest';
import { decodeJournal } from '@fleet/domain';
import { cameraJournalFor, RECORDING_DAYS, recordedSegments, SEGMENT_MS } from './recorded-clips';

const NOW = Date.UTC(2026, 10, 28, 16, 30, 0);
const DAY = 24 * 60 * 60 * 1000;

describe('a demo camera’s recordings', () => {
  it('covers the last seven days with whole drives cut into files', () => {
    const segments = recordedSegments({ cameraId: 7, feeds: 2 }, NOW);
    expect(segments.length).toBeGreaterThan(RECORDING_DAYS * 2);
    for (const segment of segments) {
      expect(segment.startTimestamp).toBeGreaterThanOrEqual(NOW - RECORDING_DAYS * DAY);
      expect(segment.endTimestamp).toBeLessThanOrEqual(NOW);
      expect(segment.endTimestamp - segment.startTimestamp).toBeLessThanOrEqual(SEGMENT_MS);
    }
  });

  it('reads back as one clip per drive, on several days', () => {
    const camera = { cameraId: 7, feeds: 2 } as const;
    const clips = decodeJournal(cameraJournalFor(camera, NOW));
    expect(clips.length).toBeLessThan(recordedSegments(camera, NOW).length);
    expect(
      new Set(clips.map((clip) => Math.floor(clip.startTimestamp / DAY))).size,
    ).toBeGreaterThanOrEqual(6);
    expect(clips.some((clip) => clip.endTimestamp - clip.startTimestamp > SEGMENT_MS)).toBe(true);
    expect(clips.some((clip) => clip.availableFeeds.includes('inside'))).toBe(true);
  });

  it('tells the same story on every call, and its own story per camera', () => {
    const camera = { cameraId: 7, feeds: 2 } as const;
    expect(cameraJournalFor(camera, NOW)).toEqual(cameraJournalFor(camera, NOW));
    expect(cameraJournalFor({ cameraId: 8, feeds: 2 }, NOW)).not.toEqual(
      cameraJournalFor(camera, NOW),
    );
  });

  it('records only the outside feed on a one-feed camera', () => {
    const clips = decodeJournal(cameraJournalFor({ cameraId: 9, feeds: 1 }, NOW));
    expect(clips.length).toBeGreaterThan(0);
    expect(clips.every((clip) => clip.availableFeeds.join() === 'outside')).toBe(true);
  });
});
