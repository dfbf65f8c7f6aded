import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useAccess } from '../../lib/access-provider';
import {
  CameraWindowContext,
  type CameraWindowControls,
  type CameraWindowTarget,
} from './camera-window-context';

// The window, with mqtt and the signalling, loads when a window is first opened: never with a
// page's first paint (docs/ARCHITECTURE.md "Web weight").
const CameraWindow = lazy(() =>
  import('./camera-window').then((module) => ({ default: module.CameraWindow })),
);

/**
 * Holds the one floating camera window of the signed-in app, above every page, so it stays
 * open while the person moves between pages. Closing it (or signing out, which unmounts it)
 * ends its session.
 */
export function CameraWindowProvider({ children }: { children: ReactNode }) {
  const { company } = useAccess();
  const [target, setTarget] = useState<CameraWindowTarget | null>(null);
  const controls = useMemo<CameraWindowControls>(
    () => ({ open: setTarget, close: () => setTarget(null) }),
    [],
  );
  return (
    <CameraWindowContext.Provider value={controls}>
      {children}
      {target && (
        <Suspense fallback={null}>
          {/* A key per camera: another camera is a new window, with its own session. */}
          <CameraWindow
            key={target.cameraId}
            target={target}
            timeZone={company.timezone}
            onClose={controls.close}
          />
        </Suspense>
      )}
    </CameraWindowContext.Provider>
  );
}
