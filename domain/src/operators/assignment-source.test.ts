import { describe, expect, it } from 'vitest';
import { describeAssignmentSource, operatorName } from './assignment-source';
import {
  keypadEntriesQuery,
  operatorAssignmentBody,
  pendingOperatorsQuery,
} from './operator.schema';

describe('assignment source in words', () => {
  it('names each source, and who assigned by hand', () => {
    expect(describeAssignmentSource('keypad', null)).toBe('Keypad code');
    expect(describeAssignmentSource('camera', 'Avery Admin')).toBe('Camera face match');
    expect(describeAssignmentSource('manual', 'Avery Admin')).toBe(
      'Assigned by hand by Avery Admin',
    );
    expect(describeAssignmentSource('manual', null)).toBe('Assigned by hand');
  });

  it('joins a name without gaps', () => {
    expect(operatorName({ first_name: 'Jordan', last_name: 'Miller' })).toBe('Jordan Miller');
    expect(operatorName({ first_name: ' ', last_name: 'Miller' })).toBe('Miller');
  });
});

describe('operator request schemas', () => {
  it('pages keypad entries 2 at a time by default, at most 100', () => {
    expect(keypadEntriesQuery.parse({})).toEqual({ limit: 2, offset: 0 });
    expect(keypadEntriesQuery.parse({ limit: '100', offset: '40' })).toEqual({
      limit: 100,
      offset: 40,
    });
    for (const limit of ['0', '101', '-1', '1.5', 'ten']) {
      expect(keypadEntriesQuery.safeParse({ limit }).success, limit).toBe(false);
    }
  });

  it('takes a driver id or null, nothing else', () => {
    expect(operatorAssignmentBody.parse({ operator_id: null })).toEqual({ operator_id: null });
    expect(operatorAssignmentBody.safeParse({ operator_id: '3' }).success).toBe(false);
    expect(operatorAssignmentBody.safeParse({}).success).toBe(false);
  });

  it('refuses an event window that ends before it starts', () => {
    const result = pendingOperatorsQuery.safeParse({
      event_start_date: '2026-11-20T00:00:00Z',
      event_end_date: '2026-11-19T00:00:00Z',
    });
    expect(result.success).toBe(false);
    expect(pendingOperatorsQuery.parse({ include_identified: 'true' })).toEqual({
      include_identified: true,
    });
  });
});
