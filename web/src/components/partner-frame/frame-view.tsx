import { useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
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
}

/**
 * A partner frame in the app (docs/FRAMES.md): the user's token, 'route' messages move the
 * app's hash route, 'open support' opens the support dialog.
 */
export function FrameView({ src, title, height, routeSync, onRouted }: FrameViewProps) {
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
      />
      <SupportModal opened={isSupportOpen} onClose={() => setIsSupportOpen(false)} about={title} />
    </>
  );
}
