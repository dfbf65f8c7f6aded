import { Navigate, Outlet } from 'react-router';
import { useAuth } from './auth-provider';
import { AccessGate } from './access-gate';
import { CameraWindowProvider } from '../../components/camera-window/camera-window-provider';

/** The signed-in part of the app. Without a token: the sign-in page (the target is not kept). */
export function RequireAuth() {
  const { token } = useAuth();
  if (!token) return <Navigate to="/login" replace />;
  return (
    <AccessGate>
      {/* The floating camera window, above every signed-in page (spec 1 §2). */}
      <CameraWindowProvider>
        <Outlet />
      </CameraWindowProvider>
    </AccessGate>
  );
}
