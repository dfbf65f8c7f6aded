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
 * Another camera, or any clip (even one already shown: the person asked to see it from its
 * start), is a new window with its own session; the same camera opened live again keeps the
 * window it has.
 */
function windowKey(target: CameraWindowTarget, serial: number): string {
  return target.clip ? `${target.cameraId}:clip:${serial}` : String(target.cameraId);
}

/**
 * Holds the one floating camera window of the signed-in app, above every page, so it stays
 * open while the person moves between pages. Closing it (or signing out, which unmounts it)
 * ends its session.
 */
export function CameraWindowProvider({ children }: { children: ReactNode }) {
  const { company } = useAccess();
  const [opened, setOpened] = useState<{ target: CameraWindowTarget; serial: number } | null>(null);
  const controls = useMemo<CameraWindowControls>(
    () => ({
      open: (target) => setOpened((current) => ({ target, serial: (current?.serial ?? 0) + 1 })),
      close: () => setOpened(null),
    }),
    [],
  );
  return (
    <CameraWindowContext.Provider value={controls}>
      {children}
      {opened && (
        <Suspense fallback={null}>
          <CameraWindow
            key={windowKey(opened.target, opened.serial)}
            target={opened.target}
            timeZone={company.timezone}
            onClose={controls.close}
          />
        </Suspense>
      )}
    </CameraWindowContext.Provider>
  );
}
