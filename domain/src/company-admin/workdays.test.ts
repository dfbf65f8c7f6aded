import { describe, expect, it } from 'vitest';
import { ianaTimeZones, isIanaTimeZone, minutesOfDay } from './workdays';
import { securityLevelLabel } from './level-labels';

describe('company admin rules', () => {
  it('takes IANA time zone names only', () => {
    for (const name of [
      'America/Chicago',
      'Europe/Kyiv',
      'Etc/GMT+5',
      'UTC',
      'America/Argentina/Buenos_Aires',
    ]) {
      expect(isIanaTimeZone(name), name).toBe(true);
    }
    for (const name of ['EST', 'CST6CDT', 'UTC+3', 'Mars/Olympus_Mons', 'Central', '']) {
      expect(isIanaTimeZone(name), name).toBe(false);
    }
    expect(ianaTimeZones()).toContain('America/Chicago');
  });

  it('reads workday times as minutes after midnight', () => {
    expect(minutesOfDay('00:00')).toBe(0);
    expect(minutesOfDay('07:30')).toBe(450);
    expect(minutesOfDay('23:59')).toBe(1439);
  });

  it('names levels as people read them', () => {
    expect(securityLevelLabel(1)).toBe('Admin');
    expect(securityLevelLabel(6)).toBe('Operations');
  });
});
