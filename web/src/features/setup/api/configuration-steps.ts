import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { CONFIGURATION_STEP_STATES, CONFIGURATION_STEPS } from '@fleet/domain';
import { graphqlRequest } from '../../../lib/graphql-request';
import { CACHE_TIME } from '../../../lib/query-client';

export const setupKeys = {
  all: ['setup'] as const,
  steps: () => [...setupKeys.all, 'configuration-steps'] as const,
  viewSettings: (userId: number) => [...setupKeys.all, 'view-settings', userId] as const,
};

const state = z.enum(CONFIGURATION_STEP_STATES);
const steps = z.object({
  getConfigurationSteps: z.object(
    Object.fromEntries(CONFIGURATION_STEPS.map((step) => [step, state])) as Record<
      (typeof CONFIGURATION_STEPS)[number],
      typeof state
    >,
  ),
});

const QUERY = /* GraphQL */ `
  query ConfigurationSteps {
    getConfigurationSteps {
      ${CONFIGURATION_STEPS.join('\n      ')}
    }
  }
`;

/** spec 2 §7 getConfigurationSteps: each step COMPLETE, INCOMPLETE or UNAVAILABLE. */
export function useConfigurationSteps() {
  return useQuery({
    queryKey: setupKeys.steps(),
    queryFn: async ({ signal }) =>
      (await graphqlRequest(QUERY, {}, steps, { signal })).getConfigurationSteps,
    // The notification subscription says when they change; no need to ask often.
    staleTime: CACHE_TIME.normal,
  });
}
