import { describe, expect, it } from 'vitest';
import { coachingGroups } from './coaching-groups';
import { makeSafetyEvent } from './test-events';

const dana = { operator_id: 7, name: 'Dana Diaz' };
const lee = { operator_id: 8, name: 'Lee Park' };
const event = (id: number, at: string, operator: typeof dana | null) =>
  makeSafetyEvent({ safety_event_id: id, report_timestamp: at, operator });

describe('the coaching center’s drivers', () => {
  const events = [
    event(1, '2026-03-01T10:00:00Z', dana),
    event(2, '2026-03-05T10:00:00Z', lee),
    event(3, '2026-03-03T10:00:00Z', dana),
    event(4, '2026-03-04T10:00:00Z', null),
  ];

  it('groups uncoached events by driver, worst first, newest event first', () => {
    const { groups, unassigned } = coachingGroups(events, null);
    expect(groups.map((g) => [g.name, g.events.map((e) => e.safety_event_id)])).toEqual([
      ['Dana Diaz', [3, 1]],
      ['Lee Park', [2]],
    ]);
    expect(unassigned).toBe(1);
  });

  it('breaks a tie by the most recent event', () => {
    const tied = [event(1, '2026-03-01T10:00:00Z', dana), event(2, '2026-03-02T10:00:00Z', lee)];
    expect(coachingGroups(tied, null).groups.map((g) => g.name)).toEqual(['Lee Park', 'Dana Diaz']);
  });

  it('puts the driver a link named first', () => {
    expect(coachingGroups(events, 8).groups.map((g) => g.name)).toEqual(['Lee Park', 'Dana Diaz']);
  });
});
