/**
 * What a history page is about (spec 1 §2 "Asset and rental routes"): an asset's whole day, or a
 * rental's, which is the rented asset's day limited to the time it was on that rental.
 */
export type HistorySubject = { kind: 'asset'; id: number } | { kind: 'rental'; id: number };

/** The asset's card on the map. */
export const assetPath = (assetId: number): string => `/assets/all/asset/${assetId}`;

/** The subject's card on the map: `/assets/all/asset/{id}` or `/assets/all/rentals/{id}`. */
export const subjectPath = (subject: HistorySubject): string =>
  subject.kind === 'asset' ? assetPath(subject.id) : `/assets/all/rentals/${subject.id}`;

/** Where the API serves the subject's trips, timecard and status. */
export const subjectApiPath = (subject: HistorySubject): string =>
  `/${subject.kind === 'asset' ? 'assets' : 'rentals'}/${subject.id}`;

/** The asset's trips on a day: `/assets/all/asset/{id}/history?selectedDate=YYYY-MM-DD`. */
export const historyPath = (assetId: number, selectedDate: string): string =>
  `${assetPath(assetId)}/history?${new URLSearchParams({ selectedDate }).toString()}`;

/** A route's id parameter when it is a usable id, else null (the page says it is not found). */
export function parseRouteId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
