import { Navigate, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { LoginPage } from '../../features/auth/pages/login-page';
import { userQueryKey } from '../../features/users/api/user-query-key';
import { useAuth } from './auth-provider';

export function LoginRoute() {
  const { token, signIn } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // spec 1 §2: /login with 'integrations' in its hash opens Company admin > Integrations.
  const target = useLocation().hash.includes('integrations') ? '/company-admin/integrations' : '/';

  if (token) return <Navigate to={target} replace />;
  return (
    <LoginPage
      onSignedIn={({ accessToken, user }) => {
        // The answer already holds the user: seed it so the shell needs one call fewer.
        queryClient.setQueryData(userQueryKey(user.user_id), user);
        signIn(accessToken);
        void navigate(target, { replace: true });
      }}
    />
  );
}
