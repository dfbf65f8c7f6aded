import type { HistorySubject } from '../model/routes';

/** Query keys of the asset history; per area, so invalidating one area never touches another. */
export const assetHistoryKeys = {
  all: ['asset-history'] as const,
  subject: (s: HistorySubject) => [...assetHistoryKeys.all, s.kind, s.id] as const,
  header: (s: HistorySubject) => [...assetHistoryKeys.subject(s), 'header'] as const,
  location: (s: HistorySubject) => [...assetHistoryKeys.subject(s), 'location'] as const,
  trips: (s: HistorySubject, isoStart: string, isoEnd: string) =>
    [...assetHistoryKeys.subject(s), 'trips', isoStart, isoEnd] as const,
  timecard: (s: HistorySubject, isoStart: string, isoEnd: string) =>
    [...assetHistoryKeys.subject(s), 'timecard', isoStart, isoEnd] as const,
};
