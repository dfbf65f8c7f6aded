import { describe, expect, it } from 'vitest';
import {
  coachedByText,
  safetyEventLabel,
  safetyEventSpeed,
  safetyEventTitle,
  typeCountsText,
} from './safety-event-text';
import { makeSafetyEvent } from './test-events';

describe('safety event words', () => {
  it('names the three types, and any other still reads', () => {
    expect([15, 16, 2].map(safetyEventLabel)).toEqual(['Hard braking', 'Impact', 'Over speed']);
    expect(safetyEventLabel(99)).toBe('Safety event');
  });

  it('gives the speed, with the limit an over speed passed', () => {
    expect(safetyEventSpeed({ speed_mph: 41.6, posted_speed_limit: null })).toBe('42 mph');
    expect(safetyEventSpeed({ speed_mph: 71, posted_speed_limit: 55 })).toBe('71 mph (limit 55)');
    expect(safetyEventSpeed({ speed_mph: null, posted_speed_limit: null })).toBeNull();
  });

  it('says who coached and when, where the company is', () => {
    expect(
      coachedByText(
        { coached_at: '2026-03-03T20:10:00Z', coached_by_name: 'Avery Admin', note: '' },
        'America/Chicago',
      ),
    ).toBe('Coached by Avery Admin on Mar 3rd, 2026 2:10 PM');
  });

  it('counts the types that occur', () => {
    const of = (...types: number[]) => types.map((t) => ({ tracking_incident_type_id: t }));
    expect(typeCountsText(of(15, 2, 15, 2, 15))).toBe('3 hard braking · 2 over speed');
    expect(typeCountsText(of(16))).toBe('1 impact');
    expect(typeCountsText([])).toBe('');
  });

  it('puts the event in a sentence', () => {
    expect(safetyEventTitle(makeSafetyEvent(), 'America/Chicago')).toBe(
      'Hard braking on TR-5101, Mar 2nd, 2026 9:30 AM',
    );
  });
});
