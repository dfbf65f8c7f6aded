/** "5 min ago", "2 h ago": how old the position is, as the page ages (no time zone needed). */
export function formatAge(iso: string | null, nowMs: number): string | null {
  if (iso === null) return null;
  const minutes = Math.max(0, Math.floor((nowMs - Date.parse(iso)) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} days ago`;
}

/**
 * "Mar 3, 4:05 PM": in the reader's own time zone, as their browser knows it. The page is for
 * someone outside the company, so the company's zone would only confuse them (and reveal it).
 */
export function formatLocalTime(iso: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}
