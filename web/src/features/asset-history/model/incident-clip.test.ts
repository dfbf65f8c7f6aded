import { describe, expect, it } from 'vitest';
import { INCIDENT_TYPE } from '@fleet/domain';
import { makeIncident } from './fixtures';
import { incidentClipMedia } from './incident-clip';
import { incidentName } from './incidents';

const media = {
  camera_id: 3,
  feed_id: 'outside' as const,
  start_timestamp: 1_000,
  end_timestamp: 21_000,
  event_timestamp: 11_000,
};

describe('an incident’s clip', () => {
  it('is the first media the client can read', () => {
    expect(incidentClipMedia(makeIncident({ camera_event_medias: [media] }))).toEqual(media);
    // (Cast: the schema may already type the entries; a newer server could still send others.)
    const unreadable = { camera_id: 'x' } as unknown as typeof media;
    expect(incidentClipMedia(makeIncident({ camera_event_medias: [unreadable, media] }))).toEqual(
      media,
    );
  });

  it('is none without media (no camera, or no camera access)', () => {
    expect(incidentClipMedia(makeIncident())).toBeNull();
  });

  it('goes with the safety events’ names', () => {
    expect(incidentName(INCIDENT_TYPE.aggressiveDeceleration)).toBe('Hard braking');
    expect(incidentName(INCIDENT_TYPE.impact)).toBe('Impact');
    expect(incidentName(INCIDENT_TYPE.overSpeed)).toBe('Over speed');
  });
});
