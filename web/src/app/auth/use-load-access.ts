import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { sessionQueryOptions } from '../../features/auth/api/get-session';
import { userQueryOptions } from '../../features/users/api/get-user';
import { companyQueryOptions } from '../../features/companies/api/get-company';
import { featureFlagsQueryOptions } from '../../features/feature-flags/api/get-feature-flags';
import { buildAccessContext, type Access } from '../../lib/access';
import { companyPreferencesQueryOptions } from '../../lib/company-preferences';

export type AccessState =
  | { status: 'pending' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'success'; access: Access };

/**
 * Session, user, company, its preferences and flags, combined into the domain AccessContext.
 * Session and flags load together; user, company and preferences follow the session's ids. The
 * queries stay mounted for the whole signed-in session, so a saved profile change reaches the
 * shell at once.
 */
export function useLoadAccess(): AccessState {
  const session = useQuery(sessionQueryOptions());
  const flags = useQuery(featureFlagsQueryOptions());
  const user = useQuery(userQueryOptions(session.data?.userId));
  const company = useQuery(companyQueryOptions(session.data?.companyId));
  const preferences = useQuery(companyPreferencesQueryOptions(session.data?.companyId));

  const access = useMemo<Access | undefined>(() => {
    if (!session.data || !user.data || !company.data || !preferences.data || !flags.data) {
      return undefined;
    }
    return {
      ctx: buildAccessContext(session.data, user.data, company.data, flags.data.flags),
      session: session.data,
      user: user.data,
      company: company.data,
      preferences: preferences.data,
    };
  }, [session.data, user.data, company.data, preferences.data, flags.data]);

  if (access) return { status: 'success', access };
  const failed = [session, flags, user, company, preferences].filter((query) => query.isError);
  const firstFailure = failed[0];
  if (firstFailure) {
    return {
      status: 'error',
      error: firstFailure.error,
      retry: () => {
        for (const query of failed) void query.refetch();
      },
    };
  }
  return { status: 'pending' };
}
