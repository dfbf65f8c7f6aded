import { describe, expect, it } from 'vitest';
import { INCIDENT_TYPE, SAFETY_EVENT_TYPE_IDS, decodeJournal } from '@fleet/domain';
import { cameraJournalFor, DAY_MS, RECORDING_DAYS } from './recorded-clips';
import { scheduledSafetyEvents } from './scheduled-safety-events';

const NOW = Date.UTC(2026, 10, 28, 16, 30, 0);
const PLACE = { latitude: 38.95, longitude: -92.33 };
const camera = { cameraId: 7, feeds: 2 } as const;

describe('a demo camera’s safety events', () => {
  it('tells the same story on every call, and its own story per camera', () => {
    const events = scheduledSafetyEvents(camera, PLACE, NOW);
    expect(events.length).toBeGreaterThan(RECORDING_DAYS);
    expect(scheduledSafetyEvents(camera, PLACE, NOW)).toEqual(events);
    expect(scheduledSafetyEvents({ cameraId: 8, feeds: 2 }, PLACE, NOW)).not.toEqual(events);
  });

  it('happens inside the drives, its clip wholly in a recording of its feed', () => {
    for (const cameraId of [1, 2, 3, 7, 9]) {
      const recorded = { cameraId, feeds: cameraId === 9 ? 1 : 2 } as const;
      const clips = decodeJournal(cameraJournalFor(recorded, NOW));
      for (const event of scheduledSafetyEvents(recorded, PLACE, NOW)) {
        expect(event.clipStart).toBeLessThan(event.at);
        expect(event.clipEnd).toBeGreaterThan(event.at);
        const holder = clips.find(
          (clip) => clip.startTimestamp <= event.clipStart && clip.endTimestamp >= event.clipEnd,
        );
        expect(holder, `event at ${new Date(event.at).toISOString()}`).toBeDefined();
        expect(holder?.availableFeeds).toContain(event.feed);
      }
    }
  });

  it('has none to two events a drive, and only those uploaded by now, in the last week', () => {
    const events = scheduledSafetyEvents(camera, PLACE, NOW);
    const clips = decodeJournal(cameraJournalFor(camera, NOW));
    for (const clip of clips) {
      const inDrive = events.filter(
        (event) => event.at >= clip.startTimestamp && event.at <= clip.endTimestamp,
      );
      expect(inDrive.length).toBeLessThanOrEqual(2);
    }
    for (const event of events) {
      expect(event.clipEnd).toBeLessThanOrEqual(NOW);
      expect(event.clipStart).toBeGreaterThanOrEqual(NOW - RECORDING_DAYS * DAY_MS);
    }
    // Later, more have happened; none of the earlier ones changed.
    const laterNow = NOW + 2 * DAY_MS;
    const later = scheduledSafetyEvents(camera, PLACE, laterNow);
    const earlier = events.filter((event) => event.clipStart >= laterNow - RECORDING_DAYS * DAY_MS);
    expect(later).toEqual(expect.arrayContaining(earlier));
    expect(later.length).toBeGreaterThan(earlier.length);
  });

  it('mixes the three types; over speed passes a posted limit, the others name none', () => {
    const events = [1, 2, 3, 4, 5, 6, 7, 8].flatMap((cameraId) =>
      scheduledSafetyEvents({ cameraId, feeds: 2 }, PLACE, NOW),
    );
    expect(new Set(events.map((event) => event.typeId))).toEqual(new Set(SAFETY_EVENT_TYPE_IDS));
    for (const event of events) {
      if (event.typeId === INCIDENT_TYPE.overSpeed) {
        expect(event.postedSpeedLimit).not.toBeNull();
        expect(event.speedMph).toBeGreaterThan(event.postedSpeedLimit ?? Infinity);
      } else {
        expect(event.postedSpeedLimit).toBeNull();
      }
    }
  });

  it('happens near the asset’s place, within a few kilometres', () => {
    for (const event of scheduledSafetyEvents(camera, PLACE, NOW)) {
      expect(Math.abs(event.latitude - PLACE.latitude)).toBeLessThan(0.05);
      expect(Math.abs(event.longitude - PLACE.longitude)).toBeLessThan(0.06);
    }
  });
});
