/** Words of the archive, said by the server and the client. Quoted ones are spec 2 §2/§8. */
export const ARCHIVE_MESSAGES = {
  /** spec 2 §2 "Archive Asset dialog". */
  dialogText:
    'Archiving removes assignments, such as trackers & cameras. You will be able to view historical data and restore from the archive page.',
  /** What Stolen keeps, said under the select when it is chosen. */
  stolenText:
    'A stolen asset keeps its tracker, camera and driver, so its tracker goes on reporting where it is.',
  /** spec 2 §8 "Archive". */
  failed: 'Failed to archive asset',
  archived: (name: string) => `Asset ${name} was archived.`,
  viewArchive: 'View archive',
  restored: (name: string) => `${name} is back in service.`,
  restoreFailed: 'Failed to restore asset',
  notFound: 'That asset was not found.',
  flagOff: 'The asset archive is not turned on for your company.',
  notAllowed: 'Only an admin or a manager can archive and restore assets.',
  alreadyArchived: (name: string) => `${name} is already archived.`,
  notArchived: (name: string) => `${name} is not archived.`,
  onRent: (name: string) => `${name} is on rent. Take it off rent before archiving it.`,
  rentalAhead: (name: string) =>
    `${name} has a rental that has not ended yet. Cancel it or move it to another asset before archiving.`,
  /**
   * Every write that would change an archived asset or give it new work (edit, marker colour,
   * driver, tracker, service request, work order, manual location, photos, sharing, rent,
   * service group): one sentence, so each refusal reads the same.
   */
  isArchived: (name: string) =>
    `${name} is archived; restore it from the archive page before changing it.`,
} as const;
