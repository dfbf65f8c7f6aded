import { createContext, useContext, type ReactNode } from 'react';
import type { Access } from './access';

const AccessReactContext = createContext<Access | null>(null);

/** Provided by the app once the access data has loaded; features read it with useAccess(). */
export function AccessProvider({ value, children }: { value: Access; children: ReactNode }) {
  return <AccessReactContext.Provider value={value}>{children}</AccessReactContext.Provider>;
}

export function useAccess(): Access {
  const access = useContext(AccessReactContext);
  if (!access) throw new Error('useAccess() must be used inside the signed-in part of the app');
  return access;
}
