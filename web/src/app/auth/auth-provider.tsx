import { createContext, useContext, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { logout } from '../../features/auth/api/logout';
import { tokenStore } from '../../lib/token-store';

export interface AuthValue {
  token: string | null;
  signIn: (token: string) => void;
  /** Revokes the token on the server (best effort), then signs out every tab. */
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthValue | null>(null);

async function signOut(): Promise<void> {
  try {
    await logout();
  } catch {
    // The token may already be invalid or the server unreachable; sign out locally anyway.
  }
  tokenStore.clear();
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const token = useSyncExternalStore(tokenStore.subscribe, tokenStore.get);
  const queryClient = useQueryClient();
  const previousToken = useRef(token);

  // A different (or no) user: drop everything cached for the previous one. This runs after
  // the signed-in tree has unmounted, so no query refetches without a token.
  useEffect(() => {
    if (previousToken.current !== null && previousToken.current !== token) queryClient.clear();
    previousToken.current = token;
  }, [token, queryClient]);

  const value = useMemo<AuthValue>(() => ({ token, signIn: tokenStore.set, signOut }), [token]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthValue {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth() must be used inside <AuthProvider>');
  return auth;
}
