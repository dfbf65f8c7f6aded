import { useEffect, useMemo, useRef } from 'react';
import {
  FRAME_CHANNEL,
  ROUTE_SYNC_CHANNEL,
  frameInitMessage,
  readPartnerMessage,
  type OperatorsAppMessage,
  type PartnerMessage,
  type RouteSyncMessage,
} from '@fleet/domain';

/** Route sync (spec 1 §2 Rentals (new)): where the partner is, both ways. */
export interface RouteSync {
  /** The partner's path and query string as Fleet's URL says them now. */
  path: string;
  search: string;
  /** Moves Fleet's URL; answers the partner path Fleet's URL then reads as (`path` above). */
  onPath: (path: string) => string;
  onSearch: (search: string) => void;
}

export interface PartnerFrameProps {
  /** The partner's address (https, or http on localhost). */
  src: string;
  /** The frame's accessible name. */
  title: string;
  /** The signed-in user's access token, handed to the partner in the `init` message. */
  token: string;
  height: number | string;
  /** Where Fleet is when the partner starts (sent with `init`). */
  location: { path: string; search: string };
  onRoute: (path: string) => void;
  onSupport: () => void;
  routeSync?: RouteSync;
  /** Fleet's own operators app's messages (the camera page); other frames' are ignored. */
  onAppMessage?: (message: OperatorsAppMessage) => void;
}

/** The origin messages must come from: the frame address's own. */
export function frameOrigin(src: string): string | null {
  try {
    return new URL(src).origin;
  } catch {
    return null;
  }
}

/**
 * 128 random bits as hex. Not crypto.randomUUID: Fleet is often served over plain http inside a
 * site network, where only getRandomValues exists.
 */
function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A partner tool in a frame (spec 1 §2 "Other top-level routes", docs/FRAMES.md). The frame's
 * address carries no token: the partner says `ready` and gets `init` (a session id and the
 * user's token) posted to its origin only, so the token is in no URL, history or server log.
 * A message counts only when it comes from this frame's window, from the address's origin,
 * in one of the protocol's shapes, with this session's id; anything else is ignored.
 */
export function PartnerFrame(props: PartnerFrameProps) {
  const { src, title, height } = props;
  const frame = useRef<HTMLIFrameElement>(null);
  const origin = useMemo(() => frameOrigin(src), [src]);
  // A new session per address: a partner reloaded elsewhere must say `ready` again.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new address is a new session
  const sessionId = useMemo(() => newSessionId(), [src]);
  const latest = useRef(props);
  const isReady = useRef(false);
  // What the partner last told us, so Fleet does not echo it back.
  const heard = useRef({ path: '', search: '' });

  useEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    isReady.current = false;
    if (!origin) return;
    const post = (message: object) => frame.current?.contentWindow?.postMessage(message, origin);
    const handle = (message: PartnerMessage) => {
      const current = latest.current;
      if (message.channel === FRAME_CHANNEL && message.type === 'ready') {
        isReady.current = true;
        const sync = current.routeSync;
        if (sync) heard.current = { path: sync.path, search: sync.search };
        post(frameInitMessage({ sessionId, token: current.token, ...current.location }));
        return;
      }
      if (message.sessionId !== sessionId) return;
      if (message.channel === ROUTE_SYNC_CHANNEL) {
        const sync = current.routeSync;
        if (!sync) return;
        if ('path' in message) {
          heard.current.path = sync.onPath(message.path);
        } else {
          heard.current.search = message.search;
          sync.onSearch(message.search);
        }
        return;
      }
      if (message.type === 'route') current.onRoute(message.path);
      else if (message.type === 'open-support') current.onSupport();
      else current.onAppMessage?.(message);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin) return;
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const message = readPartnerMessage(event.data);
      if (message) handle(message);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, sessionId]);

  // Fleet's URL moved (back, forward, a link): tell the partner, unless it came from the partner.
  const syncPath = props.routeSync?.path;
  const syncSearch = props.routeSync?.search;
  useEffect(() => {
    if (!origin || !isReady.current || syncPath === undefined || syncSearch === undefined) return;
    const post = (message: RouteSyncMessage) =>
      frame.current?.contentWindow?.postMessage(message, origin);
    if (syncPath !== heard.current.path) {
      heard.current.path = syncPath;
      post({ channel: ROUTE_SYNC_CHANNEL, sessionId, path: syncPath });
    }
    if (syncSearch !== heard.current.search) {
      heard.current.search = syncSearch;
      post({ channel: ROUTE_SYNC_CHANNEL, sessionId, search: syncSearch });
    }
  }, [origin, sessionId, syncPath, syncSearch]);

  if (!origin) return null;
  return (
    <iframe
      ref={frame}
      src={src}
      title={title}
      style={{ width: '100%', height, border: 0, display: 'block' }}
      // The partner runs its own scripts on its own origin; it may not navigate Fleet's tab.
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-downloads"
      referrerPolicy="strict-origin"
    />
  );
}
