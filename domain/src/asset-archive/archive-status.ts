import { z } from 'zod';
import { isAdminOrManager } from '../security-levels';

/**
 * spec 2 §4 "Archive": the reasons an asset leaves service. The order is the dialog's; the
 * values are the spec's archive statuses (DELETED, the seventh, is not a reason a person picks
 * and the database refuses it: migration 0011's CHECK).
 */
export const ARCHIVE_STATUSES = [
  'ARCHIVED',
  'SOLD',
  'RETIRED',
  'STOLEN',
  'TOTALLED',
  'SCRAPPED',
] as const;
export type ArchiveStatus = (typeof ARCHIVE_STATUSES)[number];
export const archiveStatus = z.enum(ARCHIVE_STATUSES, {
  error: `Choose a reason: one of ${ARCHIVE_STATUSES.join(', ')}.`,
});

/** spec 2 §4: the default reason, shown as 'No reason'. */
export const DEFAULT_ARCHIVE_STATUS: ArchiveStatus = 'ARCHIVED';

export const ARCHIVE_STATUS_LABELS: Record<ArchiveStatus, string> = {
  ARCHIVED: 'No reason',
  SOLD: 'Sold',
  RETIRED: 'Retired',
  STOLEN: 'Stolen',
  TOTALLED: 'Totalled',
  SCRAPPED: 'Scrapped',
};

/** spec 2 §4: Stolen carries the label 'Assignments Retained'. */
export const ARCHIVE_STATUS_NOTES: Partial<Record<ArchiveStatus, string>> = {
  STOLEN: 'Assignments Retained',
};

export function isArchiveStatus(value: string): value is ArchiveStatus {
  return (ARCHIVE_STATUSES as readonly string[]).includes(value);
}

/**
 * A stolen asset keeps its tracker, camera and driver (docs/ARCHIVE.md): its tracker goes on
 * reporting, so its history shows where it is. Every other reason removes them.
 */
export function keepsAssignments(status: ArchiveStatus): boolean {
  return status === 'STOLEN';
}

/** Who archives (docs/ARCHIVE.md): the company's admins and managers, with the flag on. */
export interface ArchiveUser {
  securityLevelId: number;
  readOnly: boolean;
  /** The resolved 'asset-archive' feature flag. */
  isArchiveOn: boolean;
}

/** The archive page: admins and managers (read-only ones too) of a company with the flag. */
export function canViewArchive(user: ArchiveUser): boolean {
  return user.isArchiveOn && isAdminOrManager(user.securityLevelId);
}

/** Archiving and restoring: as the page, and not read-only. */
export function canArchiveAssets(user: ArchiveUser): boolean {
  return canViewArchive(user) && !user.readOnly;
}
