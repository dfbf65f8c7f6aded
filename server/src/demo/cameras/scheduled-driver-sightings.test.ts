import { describe, expect, it } from 'vitest';
import { decodeJournal } from '@fleet/domain';
import { cameraJournalFor, DAY_MS } from './recorded-clips';
import { scheduledDriverSightings } from './scheduled-driver-sightings';

const NOW = Date.UTC(2026, 10, 28, 23, 0, 0);
const WEEK_AGO = NOW - 7 * DAY_MS;

describe('a demo camera’s driver sightings', () => {
  it('sees a relief driver on some days, at the start of drives it recorded, one face a day', () => {
    let reliefDays = 0;
    for (const cameraId of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const camera = { cameraId, feeds: 2 } as const;
      const sightings = scheduledDriverSightings(camera, WEEK_AGO, NOW);
      expect(scheduledDriverSightings(camera, WEEK_AGO, NOW)).toEqual(sightings);
      const clips = decodeJournal(cameraJournalFor(camera, NOW));
      const faces = new Set<string>();
      for (const sighting of sightings) {
        const at = sighting.at.getTime();
        expect(clips.some((clip) => clip.startTimestamp <= at && clip.endTimestamp > at)).toBe(
          true,
        );
        faces.add(sighting.ftsAiProfileId);
      }
      const days = new Set(sightings.map((s) => Math.floor(s.at.getTime() / DAY_MS)));
      expect(faces.size).toBe(days.size);
      reliefDays += days.size;
    }
    // About half of the 8 cameras' 8 days.
    expect(reliefDays).toBeGreaterThan(16);
    expect(reliefDays).toBeLessThan(48);
  });

  it('gives each sighting once: what came after `since`, up to `now`', () => {
    const camera = { cameraId: 3, feeds: 2 } as const;
    const all = scheduledDriverSightings(camera, WEEK_AGO, NOW);
    const middle = all[Math.floor(all.length / 2)]?.at.getTime() ?? NOW;
    const split = [
      ...scheduledDriverSightings(camera, WEEK_AGO, middle),
      ...scheduledDriverSightings(camera, middle, NOW),
    ];
    expect(split).toEqual(all);
    expect(scheduledDriverSightings(camera, NOW, NOW)).toEqual([]);
  });
});
