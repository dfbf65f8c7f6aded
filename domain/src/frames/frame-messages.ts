import { z } from 'zod';
import { eventClip } from '../cameras/event-clip';

/**
 * The window messages Fleet and a partner frame exchange (spec 1 §2 "Other top-level routes",
 * docs/FRAMES.md). Fleet accepts a message only when it comes from the frame's window, from the
 * origin of the frame's address, and has exactly one of these shapes; anything else is ignored.
 */
export const FRAME_CHANNEL = 'fleet-frame';
/** spec 1 §2: route sync of Rentals (new) uses a fixed channel name of its own. */
export const ROUTE_SYNC_CHANNEL = 'fleet-route-sync';

const MAX_PATH = 2000;
/** Control characters and backslashes have no place in an app path (a backslash reads as "/"). */
function hasUnsafeCharacter(text: string): boolean {
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === '\\') return true;
  }
  return false;
}

/** A path inside this app: '/…', never '//host' (another site) nor a scheme. */
export const appPath = z
  .string()
  .max(MAX_PATH)
  .refine(
    (path) => path.startsWith('/') && !path.startsWith('//') && !hasUnsafeCharacter(path),
    'Expected a path inside the app, such as /rentals',
  );

/** A query string: empty, or '?…'. */
export const searchString = z
  .string()
  .max(MAX_PATH)
  .refine(
    (search) => (search === '' || search.startsWith('?')) && !hasUnsafeCharacter(search),
    'Expected a query string such as ?status=5',
  );

const sessionId = z.string().min(8).max(100);

/** The partner is listening: Fleet answers with `init` (its session id and the user's token). */
const readyMessage = z.strictObject({
  channel: z.literal(FRAME_CHANNEL),
  type: z.literal('ready'),
});

/** spec 1 §2 "A 'route' message pushes a path into the app". */
const routeMessage = z.strictObject({
  channel: z.literal(FRAME_CHANNEL),
  type: z.literal('route'),
  sessionId,
  path: appPath,
});

/** spec 1 §2 "An 'open support' message opens the support chat." */
const openSupportMessage = z.strictObject({
  channel: z.literal(FRAME_CHANNEL),
  type: z.literal('open-support'),
  sessionId,
});

/** spec 1 §2 route sync: the fixed channel name, the session id and a path or a search string. */
const routeSyncPath = z.strictObject({
  channel: z.literal(ROUTE_SYNC_CHANNEL),
  sessionId,
  path: appPath,
});
const routeSyncSearch = z.strictObject({
  channel: z.literal(ROUTE_SYNC_CHANNEL),
  sessionId,
  search: searchString,
});

/**
 * What Fleet's own operators app, framed by the camera page (spec 1 §2 "Camera page",
 * docs/CAMERAS.md "The camera page"), tells the page: the create-operator flyout's success,
 * error and cancel; the Drivers tab asking for that flyout; drivers changed (the page's cards
 * re-read them); a camera to open in the floating window (at a safety event's clip). Other
 * frames' pages ignore these.
 */
const operatorsAppEvent = z.strictObject({
  channel: z.literal(FRAME_CHANNEL),
  type: z.enum(['operator-created', 'cancel', 'create-operator', 'drivers-changed']),
  sessionId,
});
const operatorErrorMessage = z.strictObject({
  channel: z.literal(FRAME_CHANNEL),
  type: z.literal('operator-error'),
  sessionId,
  message: z.string().min(1).max(500),
});
/** A camera's window, live, or in history at an event's clip when `clip` is given. */
const openCameraMessage = z.strictObject({
  channel: z.literal(FRAME_CHANNEL),
  type: z.literal('open-camera'),
  sessionId,
  cameraId: z.number().int().positive().max(2_147_483_647),
  clip: eventClip.optional(),
});
export const operatorsAppMessage = z.union([
  operatorsAppEvent,
  operatorErrorMessage,
  openCameraMessage,
]);
export type OperatorsAppMessage = z.infer<typeof operatorsAppMessage>;

export const partnerMessage = z.union([
  readyMessage,
  routeMessage,
  openSupportMessage,
  routeSyncPath,
  routeSyncSearch,
  operatorsAppMessage,
]);
export type PartnerMessage = z.infer<typeof partnerMessage>;

/** A message's data as one of the shapes above, or null (then it is ignored). */
export function readPartnerMessage(data: unknown): PartnerMessage | null {
  const parsed = partnerMessage.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** Fleet's answer to `ready`: who the partner talks to, the user's access token, where Fleet is. */
export interface FrameInitMessage {
  channel: typeof FRAME_CHANNEL;
  type: 'init';
  sessionId: string;
  token: string;
  path: string;
  search: string;
}

/** The `init` as a framed page reads it (Fleet's own framed pages check it like any message). */
export const frameInit = z.strictObject({
  channel: z.literal(FRAME_CHANNEL),
  type: z.literal('init'),
  sessionId,
  token: z.string().min(1),
  path: z.string(),
  search: z.string(),
});

export type RouteSyncMessage =
  | { channel: typeof ROUTE_SYNC_CHANNEL; sessionId: string; path: string }
  | { channel: typeof ROUTE_SYNC_CHANNEL; sessionId: string; search: string };

export function frameInitMessage(
  init: Omit<FrameInitMessage, 'channel' | 'type'>,
): FrameInitMessage {
  return { channel: FRAME_CHANNEL, type: 'init', ...init };
}

const BETA_RENTALS = '/beta-rentals';
const PARTNER_RENTALS_LIST = '/rentals/all';

/**
 * Where Fleet's URL goes for a path of the rentals app: under /beta-rentals, with the app's
 * /rentals/all list paths as /rentals (spec 1 §2 "Paths under /rentals/all map to /rentals").
 */
export function fleetPathForRentalsApp(partnerPath: string): string {
  const isList =
    partnerPath === PARTNER_RENTALS_LIST || partnerPath.startsWith(`${PARTNER_RENTALS_LIST}/`);
  const mapped = isList ? `/rentals${partnerPath.slice(PARTNER_RENTALS_LIST.length)}` : partnerPath;
  return mapped === '/' ? BETA_RENTALS : `${BETA_RENTALS}${mapped}`;
}

/** The rentals app's path for Fleet's URL under /beta-rentals ('/' for /beta-rentals itself). */
export function rentalsAppPathForFleetPath(fleetPath: string): string {
  if (fleetPath !== BETA_RENTALS && !fleetPath.startsWith(`${BETA_RENTALS}/`)) return '/';
  return fleetPath.slice(BETA_RENTALS.length) || '/';
}
