import { describe, expect, it } from 'vitest';
import {
  ARCHIVE_STATUSES,
  ARCHIVE_STATUS_LABELS,
  canArchiveAssets,
  canViewArchive,
  keepsAssignments,
} from './archive-status';

describe('archive reasons and who archives', () => {
  it('labels the reasons as spec 2 §4 does, ARCHIVED as No reason', () => {
    expect(ARCHIVE_STATUSES.map((s) => ARCHIVE_STATUS_LABELS[s])).toEqual([
      'No reason',
      'Sold',
      'Retired',
      'Stolen',
      'Totalled',
      'Scrapped',
    ]);
  });

  it('keeps the assignments of a stolen asset only', () => {
    expect(ARCHIVE_STATUSES.filter(keepsAssignments)).toEqual(['STOLEN']);
  });

  it('lets admins and managers archive with the flag on, read-only ones only look', () => {
    for (const level of [1, 2, 3, 4, 5, 6, 7]) {
      const user = { securityLevelId: level, readOnly: false, isArchiveOn: true };
      expect(canArchiveAssets(user)).toBe(level <= 2);
      expect(canArchiveAssets({ ...user, isArchiveOn: false })).toBe(false);
      expect(canArchiveAssets({ ...user, readOnly: true })).toBe(false);
      expect(canViewArchive({ ...user, readOnly: true })).toBe(level <= 2);
    }
  });
});
