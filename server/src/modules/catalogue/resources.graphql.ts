import type { MercuriusContext } from 'mercurius';
import { assetProductBody, assetResourcesBody, resourceSearchQuery } from '@fleet/domain';
import { asGraphqlError, asGraphqlWrite, parseLikeRest } from '../../graphql/app-errors';
import { idOf } from '../../graphql/ids';
import { camel, defined, filterValues, given, type Args } from './graphql-args';
import {
  changeAssetProduct,
  changeAssetResources,
  getResourceTree,
  searchResources,
} from './asset-catalogue.service';

/** spec 2 §7 getResourceTree, searchResources, and an asset's designations and product. */
export const resourcesSchema = /* GraphQL */ `
  type Resource {
    resourceId: Int!
    parentResourceId: Int
    path: String!
    hierarchyId: Int!
    hierarchyMapType: String!
    value: String!
  }
  enum ResourceFacetId {
    ASSET_ID
  }
  input ResourceFilter {
    facetId: ResourceFacetId!
    values: [String!]!
  }

  extend type Query {
    getResourceTree: [Resource!]!
    "Designations by text, or an asset's (filter facet ASSET_ID)."
    searchResources(query: String, filters: [ResourceFilter!]): [Resource!]!
  }

  extend type Mutation {
    "Connects an asset to a product; its make, model and year follow."
    setAssetProduct(assetId: Int!, productId: Int!): PimProduct!
    "The asset's reporting designations: a location, at most one per top-level root."
    setAssetResources(assetId: Int!, resourceIds: [Int!]!): [Resource!]!
  }
`;

export const resourcesResolvers = {
  Query: {
    getResourceTree: (_root: unknown, _args: Args, ctx: MercuriusContext) =>
      asGraphqlError(async () => (await getResourceTree(ctx.deps.db, ctx.auth)).map(camel)),
    searchResources: (_root: unknown, args: Args, ctx: MercuriusContext) =>
      asGraphqlError(async () => {
        const [assetId] = filterValues(args.filters, 'ASSET_ID') ?? [];
        const q = parseLikeRest(
          resourceSearchQuery,
          defined({ query: given(args.query), asset_id: assetId }),
        );
        const found = await searchResources(ctx.deps.db, ctx.auth, {
          assetId: q.asset_id,
          query: q.query,
        });
        return found.map(camel);
      }),
  },
  Mutation: {
    setAssetProduct: (
      _root: unknown,
      args: { assetId: number; productId: number },
      ctx: MercuriusContext,
    ) =>
      asGraphqlWrite(ctx.auth, async () => {
        const body = parseLikeRest(assetProductBody, { product_id: args.productId });
        return camel(
          await changeAssetProduct(ctx.deps, ctx.auth, idOf(args.assetId), body.product_id),
        );
      }),
    setAssetResources: (
      _root: unknown,
      args: { assetId: number; resourceIds: number[] },
      ctx: MercuriusContext,
    ) =>
      asGraphqlWrite(ctx.auth, async () => {
        const body = parseLikeRest(assetResourcesBody, { resource_ids: args.resourceIds });
        const saved = await changeAssetResources(
          ctx.deps,
          ctx.auth,
          idOf(args.assetId),
          body.resource_ids,
        );
        return saved.map(camel);
      }),
  },
};
