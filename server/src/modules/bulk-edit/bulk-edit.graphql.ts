import type { MercuriusContext } from 'mercurius';
import {
  bulkFailedAsset,
  bulkFieldsBody,
  bulkGroupBody,
  bulkSuccessfulAsset,
  type BulkGroupResult,
} from '@fleet/domain';
import { asGraphqlWrite, parseLikeRest } from '../../graphql/app-errors';
import { camelCase, graphqlFields, renameKeys } from '../../graphql/zod-sdl';
import { bulkUpdateFields, bulkUpdateGroup } from './bulk-edit.service';

/**
 * spec 2 §7 bulkAssetsUpdateFields(assetIds, branchId, categoryId, classId) and
 * bulkAssetsUpdateGroup(assetIds, groupId, override): the REST calls' service and schemas,
 * their answers in camelCase.
 */
export const bulkEditSchema = /* GraphQL */ `
  "An asset a bulk edit changed."
  type BulkAsset {
${graphqlFields(bulkSuccessfulAsset, 'output')}
  }

  "An asset a bulk edit could not change, and why (customName is null for an unknown id)."
  type BulkFailedAsset {
${graphqlFields(bulkFailedAsset, 'output')}
  }

  type BulkAssetsUpdateFieldsResult {
    successfulAssets: [BulkAsset!]!
    failedAssets: [BulkFailedAsset!]!
    "'N asset(s) failed to update' when any failed, else null."
    error: String
  }

  type BulkAssetsUpdateGroupResult {
    successfulAssets: [BulkAsset!]!
    failedAssets: [BulkFailedAsset!]!
  }

  extend type Mutation {
    "One branch, category and class for up to 1,000 assets; null leaves a field as it is."
    bulkAssetsUpdateFields(
      assetIds: [Int!]!
      branchId: Int
      categoryId: Int
      classId: Int
    ): BulkAssetsUpdateFieldsResult!
    "Puts up to 1,000 assets in the group; override (default false) ends their other groups."
    bulkAssetsUpdateGroup(
      assetIds: [Int!]!
      groupId: Int!
      override: Boolean
    ): BulkAssetsUpdateGroupResult!
  }
`;

const camelResult = (result: BulkGroupResult) => ({
  successfulAssets: result.successful_assets.map((asset) => renameKeys(asset, camelCase)),
  failedAssets: result.failed_assets.map((asset) => renameKeys(asset, camelCase)),
});

interface FieldsArgs {
  assetIds: number[];
  branchId?: number | null;
  categoryId?: number | null;
  classId?: number | null;
}

interface GroupArgs {
  assetIds: number[];
  groupId: number;
  override?: boolean | null;
}

export const bulkEditResolvers = {
  Mutation: {
    bulkAssetsUpdateFields: (_root: unknown, args: FieldsArgs, ctx: MercuriusContext) =>
      asGraphqlWrite(ctx.auth, async () => {
        const body = parseLikeRest(bulkFieldsBody, {
          asset_ids: args.assetIds,
          branch_id: args.branchId,
          category_id: args.categoryId,
          class_id: args.classId,
        });
        const result = await bulkUpdateFields(ctx.deps, ctx.auth, body);
        return { ...camelResult(result), error: result.error };
      }),
    bulkAssetsUpdateGroup: (_root: unknown, args: GroupArgs, ctx: MercuriusContext) =>
      asGraphqlWrite(ctx.auth, async () => {
        const body = parseLikeRest(bulkGroupBody, {
          asset_ids: args.assetIds,
          group_id: args.groupId,
          override: args.override ?? false,
        });
        return camelResult(await bulkUpdateGroup(ctx.deps, ctx.auth, body));
      }),
  },
};
