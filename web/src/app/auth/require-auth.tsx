import { Navigate, Outlet } from 'react-router';
import { useAuth } from './auth-provider';
import { AccessGate } from './access-gate';

/** The signed-in part of the app. Without a token: the sign-in page (the target is not kept). */
export function RequireAuth() {
  const { token } = useAuth();
  if (!token) return <Navigate to="/login" replace />;
  return (
    <AccessGate>
      <Outlet />
    </AccessGate>
  );
}
