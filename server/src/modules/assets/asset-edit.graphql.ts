import { GraphQLScalarType } from 'graphql';
import type { MercuriusContext } from 'mercurius';
import { assetEditBody, markerColorBody } from '@fleet/domain';
import { asGraphqlWrite, parseLikeRest } from '../../graphql/app-errors';
import { idOf } from '../../graphql/ids';
import { graphqlFields, renameKeys, snakeCase } from '../../graphql/zod-sdl';
import { editAsset, setMarkerColor } from './asset-edit.service';

/**
 * spec 2 §7 updateAsset(input, assetId) and setAssetColor(assetId, markerColor): the GraphQL
 * names of PATCH /api/assets/{id} and PUT /api/assets/{id}/marker-color, over the same service
 * and schema (docs/ASSET-EDIT.md). Each answers the asset as REST does.
 */
export const assetEditSchema = /* GraphQL */ `
  "An asset exactly as REST's GET /api/assets/{id} returns it (snake_case)."
  scalar AssetJSON

  "The fields of an asset to change (PATCH /api/assets/{id}): only those sent change; null clears."
  input UpdateAssetInput {
${graphqlFields(assetEditBody, 'input')}
  }

  extend type Mutation {
    "Changes the fields sent, with the rules of PATCH /api/assets/{id}; answers the asset."
    updateAsset(assetId: Int!, input: UpdateAssetInput!): AssetJSON!
    "The marker's colour (#rrggbb), or null for the default dark gray; answers the asset."
    setAssetColor(assetId: Int!, markerColor: String): AssetJSON!
  }
`;

export const assetEditResolvers = {
  AssetJSON: new GraphQLScalarType({ name: 'AssetJSON', serialize: (value) => value }),
  Mutation: {
    updateAsset: (
      _root: unknown,
      args: { assetId: number; input: Record<string, unknown> },
      ctx: MercuriusContext,
    ) =>
      asGraphqlWrite(ctx.auth, () => {
        const edit = parseLikeRest(assetEditBody, renameKeys(args.input, snakeCase));
        return editAsset(ctx.deps, ctx.auth, idOf(args.assetId), edit);
      }),
    setAssetColor: (
      _root: unknown,
      args: { assetId: number; markerColor?: string | null },
      ctx: MercuriusContext,
    ) =>
      asGraphqlWrite(ctx.auth, () => {
        const body = parseLikeRest(markerColorBody, { marker_color: args.markerColor ?? null });
        return setMarkerColor(ctx.deps, ctx.auth, idOf(args.assetId), body.marker_color);
      }),
  },
};
