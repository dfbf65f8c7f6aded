import { pimResolvers, pimSchema } from './pim.graphql';
import { resourcesResolvers, resourcesSchema } from './resources.graphql';

/** The catalogue's GraphQL (spec 2 §7 "Import and catalogue"): products and designations. */
export const catalogueSchema = [pimSchema, resourcesSchema].join('\n');

export const catalogueResolvers = {
  Query: { ...pimResolvers.Query, ...resourcesResolvers.Query },
  Mutation: { ...pimResolvers.Mutation, ...resourcesResolvers.Mutation },
};
