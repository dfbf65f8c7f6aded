import { useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { OperatorsAppMessage } from '@fleet/domain';
import { tokenStore } from '../../lib/token-store';
import { PartnerFrame, type RouteSync } from './partner-frame';
import { SupportModal } from './support-modal';

export interface FrameViewProps {
  src: string;
  title: string;
  height: number | string;
  routeSync?: RouteSync;
  /** After a 'route' message moved the app (the setup page refreshes its users then). */
  onRouted?: (path: string) => void;
  /** Fleet's own operators app's messages (docs/CAMERAS.md "The camera page"). */
  onAppMessage?: (message: OperatorsAppMessage) => void;
}

/**
 * A partner frame in the app (docs/FRAMES.md): the user's token, 'route' messages move the
 * app's hash route, 'open support' opens the support dialog.
 */
export function FrameView(props: FrameViewProps) {
  const { src, title, height, routeSync, onRouted, onAppMessage } = props;
  const navigate = useNavigate();
  const location = useLocation();
  const token = useSyncExternalStore(tokenStore.subscribe, tokenStore.get);
  const [isSupportOpen, setIsSupportOpen] = useState(false);
  if (token === null) return null;
  return (
    <>
      <PartnerFrame
        src={src}
        title={title}
        token={token}
        height={height}
        location={{ path: location.pathname, search: location.search }}
        onRoute={(path) => {
          void navigate(path);
          onRouted?.(path);
        }}
        onSupport={() => setIsSupportOpen(true)}
        routeSync={routeSync}
        onAppMessage={onAppMessage}
      />
      <SupportModal opened={isSupportOpen} onClose={() => setIsSupportOpen(false)} about={title} />
    </>
  );
}
