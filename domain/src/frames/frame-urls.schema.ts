import { z } from 'zod';
import { FRAME_ROUTE_KEYS, splitAbsoluteUrl, type FrameRouteKey } from './frame-routes';

export const FRAME_URL_MAX = 2000;

export const FRAME_MESSAGES = {
  urlInvalid: 'Enter a full address such as https://tools.example.com/planning.',
  urlScheme: 'Use an https:// address (http:// only for localhost, while developing).',
  urlCredentials: 'Leave the user name and password out of the address.',
  urlTooLong: `Keep the address under ${FRAME_URL_MAX} characters.`,
  saved: 'Frame addresses saved.',
  saveFailed: 'The frame addresses could not be saved. Please try again.',
  notSet: (title: string) => `${title} is not set up for your company yet.`,
  notSetHint: 'An admin can set the address of the tool this page shows in Company > Frames.',
  adminOnly: 'Only an admin can change the frame addresses.',
} as const;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

/** Why an address cannot be a frame's, or null when it can (domain has no URL class). */
export function frameUrlProblem(value: string): string | null {
  const parts = splitAbsoluteUrl(value);
  if (!parts || /\s/.test(value)) return FRAME_MESSAGES.urlInvalid;
  if (parts.authority.includes('@')) return FRAME_MESSAGES.urlCredentials;
  const host = parts.authority.replace(/:\d{1,5}$/, '').toLowerCase();
  if (host === '' || !/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)$/.test(host)) {
    return FRAME_MESSAGES.urlInvalid;
  }
  const isLocal = LOCAL_HOSTS.has(host);
  if (parts.scheme !== 'https' && !(parts.scheme === 'http' && isLocal)) {
    return FRAME_MESSAGES.urlScheme;
  }
  return null;
}

/** A frame's address: https, or http on the person's own machine (spec 1 §2 dev servers). */
export const frameUrl = z
  .string()
  .trim()
  .min(1, FRAME_MESSAGES.urlInvalid)
  .max(FRAME_URL_MAX, FRAME_MESSAGES.urlTooLong)
  .superRefine((value, ctx) => {
    const problem = frameUrlProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export type FrameUrls = Partial<Record<FrameRouteKey, string>>;

/** One route's address in a PUT: empty (or null, or left out) clears it. */
const frameUrlField = z
  .union([z.literal('').transform(() => null), frameUrl])
  .nullable()
  .optional();

const urlsShape = Object.fromEntries(FRAME_ROUTE_KEYS.map((key) => [key, frameUrlField])) as Record<
  FrameRouteKey,
  typeof frameUrlField
>;

/** PUT /api/companies/{id}/frame-urls: every route's address; a missing or empty one is cleared. */
export const frameUrlsBody = z.strictObject({ frame_urls: z.strictObject(urlsShape) });
export type FrameUrlsBody = z.infer<typeof frameUrlsBody>;

const answerShape = Object.fromEntries(
  FRAME_ROUTE_KEYS.map((key) => [key, z.string().optional()]),
) as Record<FrameRouteKey, z.ZodOptional<z.ZodString>>;

export const frameUrlsAnswer = z.object({ frame_urls: z.object(answerShape) });
export type FrameUrlsAnswer = z.infer<typeof frameUrlsAnswer>;

/** The stored map without routes it does not know or addresses no longer allowed. */
export function cleanFrameUrls(stored: Record<string, unknown>): FrameUrls {
  const out: FrameUrls = {};
  for (const key of FRAME_ROUTE_KEYS) {
    const value = stored[key];
    if (typeof value === 'string' && frameUrlProblem(value) === null) out[key] = value;
  }
  return out;
}
