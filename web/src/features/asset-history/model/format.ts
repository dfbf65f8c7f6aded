/** Seconds between two ISO timestamps; 0 when either is unreadable or they run backwards. */
export function secondsBetween(startIso: string, endIso: string): number {
  const seconds = (Date.parse(endIso) - Date.parse(startIso)) / 1000;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}
