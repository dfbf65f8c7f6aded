/**
 * The text message of a share (spec 1 §5): the sender's own words first, then who shares what,
 * the link, and how long it works. Plain text, no company data beyond what the sender chose.
 */
export function shareText(input: {
  message: string;
  senderName: string;
  title: string | null;
  link: string;
  hours: number;
  isRental: boolean;
}): string {
  const what = input.title === null ? 'a location' : `the location of ${input.title}`;
  const lasts = `The link works for ${formatHours(input.hours)}${input.isRental ? ' while the rental is on rent' : ''}.`;
  const shared = `${input.senderName} shared ${what} with you: ${input.link}`;
  return [input.message, `${shared}\n${lasts}`].filter((part) => part !== '').join('\n\n');
}

function formatHours(hours: number): string {
  if (hours % 24 === 0 && hours >= 48) return `${hours / 24} days`;
  const rounded = Math.round(hours * 10) / 10;
  return rounded === 1 ? '1 hour' : `${rounded} hours`;
}

/** The token in a stored copy of a message, replaced: the database keeps only its hash. */
export function withoutToken(body: string, token: string): string {
  return body.replaceAll(token, '…');
}

/** The public page of a token: a hash route of the web client (`/#/share/{token}`). */
export function shareLink(origin: string, token: string): string {
  return `${origin}/#/share/${token}`;
}
