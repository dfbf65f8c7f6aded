import type { MercuriusContext } from 'mercurius';
import { configurationSteps } from '@fleet/domain';
import { asGraphqlError } from '../../graphql/app-errors';
import { readConfigurationFacts } from './configuration-steps.repo';

/**
 * spec 2 §7 getConfigurationSteps: each step COMPLETE, INCOMPLETE or UNAVAILABLE from the
 * caller's company's data (domain configuration-steps.ts says how); the `notification`
 * subscription says CONFIGURATION_STEPS_UPDATED when they may have changed.
 */
export const configurationStepsSchema = /* GraphQL */ `
  enum ConfigurationStepState {
    COMPLETE
    INCOMPLETE
    UNAVAILABLE
  }

  type ConfigurationSteps {
    createUser: ConfigurationStepState!
    createAsset: ConfigurationStepState!
    installTracker: ConfigurationStepState!
    assignHardware: ConfigurationStepState!
    updateDefaultBranch: ConfigurationStepState!
    createGeofence: ConfigurationStepState!
    createGroup: ConfigurationStepState!
  }

  extend type Query {
    "How far the company has set Fleet up (the setup page's steps)."
    getConfigurationSteps: ConfigurationSteps!
  }
`;

export const configurationStepsResolvers = {
  Query: {
    getConfigurationSteps: (_root: unknown, _args: unknown, ctx: MercuriusContext) =>
      asGraphqlError(async () =>
        configurationSteps(
          await readConfigurationFacts(ctx.deps.db, ctx.auth.companyId, ctx.auth.userId),
        ),
      ),
  },
};
