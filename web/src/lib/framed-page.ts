import { useCallback, useEffect, useState } from 'react';
import { FRAME_CHANNEL, frameInit, type OperatorsAppMessage } from '@fleet/domain';

/** Each message without the channel and session id the hook adds (Omit over each member). */
type WithoutSession<T> = T extends unknown ? Omit<T, 'sessionId' | 'channel'> : never;
/** What a framed page may post: its own events, or a 'route' moving the page around it. */
export type FramedMessage = WithoutSession<OperatorsAppMessage> | { type: 'route'; path: string };

export type FramedPageState =
  /** Said `ready`; waiting for the page around to answer `init`. */
  | { kind: 'waiting' }
  | { kind: 'ready'; sessionId: string }
  /** Opened on its own, not inside a Fleet page: nothing to talk to. */
  | { kind: 'alone' };

/**
 * The framed side of the frame protocol (docs/FRAMES.md), for Fleet's own pages that the camera
 * page frames (docs/CAMERAS.md "The camera page"): says `ready` to the parent, takes the `init`
 * that only Fleet's own origin may send, and posts messages with its session id. Talks to
 * nothing but a parent of Fleet's own origin: the target origin is this page's own.
 */
export function useFramedPage(): {
  state: FramedPageState;
  post: (message: FramedMessage) => void;
} {
  const isFramed = window.parent !== window;
  const [state, setState] = useState<FramedPageState>(
    isFramed ? { kind: 'waiting' } : { kind: 'alone' },
  );

  useEffect(() => {
    if (!isFramed) return;
    const origin = window.location.origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== window.parent) return;
      const init = frameInit.safeParse(event.data);
      if (init.success) setState({ kind: 'ready', sessionId: init.data.sessionId });
    };
    window.addEventListener('message', onMessage);
    window.parent.postMessage({ channel: FRAME_CHANNEL, type: 'ready' }, origin);
    return () => window.removeEventListener('message', onMessage);
  }, [isFramed]);

  const sessionId = state.kind === 'ready' ? state.sessionId : null;
  const post = useCallback(
    (message: FramedMessage) => {
      if (sessionId === null) return;
      window.parent.postMessage(
        { channel: FRAME_CHANNEL, ...message, sessionId },
        window.location.origin,
      );
    },
    [sessionId],
  );
  return { state, post };
}
