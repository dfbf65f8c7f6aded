import { lazy, Suspense, useState } from 'react';
import { useNotifications } from '@mantine/notifications';
import { TOAST_MS } from '@fleet/domain';

const ToastContainer = lazy(() => import('./toast-container'));

/**
 * The toasts (Mantine's notifications). Code anywhere shows one through Mantine's store, which
 * is here from the start; what draws them (the container, its transitions, react-transition-
 * group and the scroll lock it brings, ~7 KB on the wire) loads with the first toast, not with
 * every page's first paint (issue 9). It stays once loaded.
 */
export function Toasts() {
  const hasToasts = useNotifications().notifications.length > 0;
  const [isNeeded, setNeeded] = useState(hasToasts);
  if (hasToasts && !isNeeded) setNeeded(true);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer position="top-right" autoClose={TOAST_MS.default} />
    </Suspense>
  );
}
