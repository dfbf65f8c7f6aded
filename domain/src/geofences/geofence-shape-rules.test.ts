import { describe, expect, it } from 'vitest';
import { GEOFENCE_MESSAGES } from './geofence-messages';
import { findOutlineProblem } from './geofence-shape-rules';
import { geofenceCreateBody, geofencePatchBody } from './geofence.schema';

const square = (half: number) => [
  [-92 - half, 38 - half],
  [-92 + half, 38 - half],
  [-92 + half, 38 + half],
  [-92 - half, 38 + half],
  [-92 - half, 38 - half],
];

describe('geofence outline rules', () => {
  it('takes a closed square of a few hundred metres', () => {
    expect(findOutlineProblem(square(0.002))).toBeNull();
  });

  it('names where a bow-tie crosses itself', () => {
    const bowtie = [
      [-92, 38],
      [-91.99, 38.01],
      [-91.99, 38],
      [-92, 38.01],
      [-92, 38],
    ];
    expect(findOutlineProblem(bowtie)?.message).toBe(
      GEOFENCE_MESSAGES.selfIntersecting(-91.995, 38.005),
    );
  });

  it('refuses an open ring, too few corners, no area and too much of it', () => {
    expect(findOutlineProblem(square(0.002).slice(0, 4))?.message).toBe(
      GEOFENCE_MESSAGES.notClosed,
    );
    expect(
      findOutlineProblem([
        [-92, 38],
        [-91, 38],
        [-92, 38],
        [-92, 38],
      ])?.message,
    ).toBe(GEOFENCE_MESSAGES.tooFewCorners);
    expect(
      findOutlineProblem([
        [-92, 38],
        [-91.9, 38],
        [-91.8, 38],
        [-92, 38],
      ])?.message,
    ).toBe(GEOFENCE_MESSAGES.noArea);
    expect(findOutlineProblem(square(0.5))?.message).toMatch(/at most 2,500 km²/);
  });

  it('checks circles and bodies with the schema', () => {
    const circle = { kind: 'circle', longitude: -92, latitude: 38, radius_meters: 50_001 };
    const refused = geofenceCreateBody.safeParse({ name: 'Wide', shape: circle });
    expect(refused.error?.issues[0]?.message).toBe(GEOFENCE_MESSAGES.radiusTooLarge);
    const made = geofenceCreateBody.parse({
      name: ' Yard ',
      shape: { ...circle, radius_meters: 300 },
    });
    expect(made).toMatchObject({
      name: 'Yard',
      geofence_type_id: 1,
      active: true,
      organization_ids: [],
    });
    expect(geofencePatchBody.safeParse({}).error?.issues[0]?.message).toBe(
      GEOFENCE_MESSAGES.nothingToChange,
    );
  });
});
