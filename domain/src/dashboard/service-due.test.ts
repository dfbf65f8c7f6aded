import { describe, expect, it } from 'vitest';
import { serviceRemainingText } from './service-due';

describe('serviceRemainingText', () => {
  it('says what is left in the interval’s own unit', () => {
    expect(serviceRemainingText(5, 'days')).toBe('5 days left');
    expect(serviceRemainingText(1, 'days')).toBe('1 day left');
    expect(serviceRemainingText(1250.4, 'miles')).toBe('1,250 miles left');
    expect(serviceRemainingText(12, 'hours')).toBe('12 hours left');
  });

  it('says how far past due an overdue interval is', () => {
    expect(serviceRemainingText(-3, 'days')).toBe('3 days overdue');
    expect(serviceRemainingText(-1, 'hours')).toBe('1 hour overdue');
    expect(serviceRemainingText(-420, 'miles')).toBe('420 miles overdue');
  });

  it('calls nothing left due now', () => {
    expect(serviceRemainingText(0, 'days')).toBe('Due today');
    expect(serviceRemainingText(0.2, 'miles')).toBe('Due now');
    expect(serviceRemainingText(-0.4, 'hours')).toBe('Due now');
  });
});
