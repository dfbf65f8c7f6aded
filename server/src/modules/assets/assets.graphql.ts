import type { MercuriusContext } from 'mercurius';
import { asGraphqlError } from '../../graphql/app-errors';
import { idOf } from '../../graphql/ids';
import { getAsset } from './assets.service';

/**
 * spec 2 §7 fetchAssetByID(assetId): the GraphQL name of GET /api/assets/{id}, over the same
 * service, so it answers the same asset (the AssetJSON scalar of asset-edit.graphql.ts) to the
 * same users, and another company's or an unknown id is NOT_FOUND (404) as there.
 */
export const assetsSchema = /* GraphQL */ `
  extend type Query {
    "One asset of the company, exactly as GET /api/assets/{id} returns it (snake_case)."
    fetchAssetByID(assetId: Int!): AssetJSON!
  }
`;

export const assetsResolvers = {
  Query: {
    fetchAssetByID: (_root: unknown, args: { assetId: number }, ctx: MercuriusContext) =>
      asGraphqlError(() => getAsset(ctx.deps, ctx.auth, idOf(args.assetId))),
  },
};
