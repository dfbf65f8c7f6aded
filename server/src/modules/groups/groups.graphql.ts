import type { MercuriusContext } from 'mercurius';
import { assetsForGroupsArgs, groupMemberAsset, groupNameBody, type Group } from '@fleet/domain';
import { asGraphqlError, asGraphqlWrite, parseLikeRest } from '../../graphql/app-errors';
import { idOf } from '../../graphql/ids';
import { camelCase, graphqlFields, renameKeys } from '../../graphql/zod-sdl';
import * as groups from './groups.service';

/**
 * spec 2 §7 "Classes, categories, bulk edit, groups": createGroup(name), groups,
 * allAssetsByGroupId, assetsForGroups (excluded groups) and assetsForAlerts, over the service
 * REST's /api/organizations calls use, with the same rules and sentences.
 */
export const groupsSchema = /* GraphQL */ `
  "A group of assets (REST's organization_id is its id)."
  type Group {
    id: Int!
    name: String!
    "Members in service (archived assets are not counted)."
    assetCount: Int!
  }

  "spec 2 §3 group member asset."
  type GroupMemberAsset {
${graphqlFields(groupMemberAsset, 'output')}
  }

  extend type Query {
    "The company's groups by name."
    groups: [Group!]!
    "The group's member assets in service, by name."
    allAssetsByGroupId(groupId: Int!): [GroupMemberAsset!]!
    "The company's assets in service outside the excluded groups (all of them with none)."
    assetsForGroups(excludedGroupIds: [Int!]): [GroupMemberAsset!]!
    "The assets an alert rule can watch: the company's assets in service (admins and managers)."
    assetsForAlerts: [GroupMemberAsset!]!
  }

  extend type Mutation {
    "Adds a group; a blank name is refused ('Field cannot be empty.'), as is one the company has."
    createGroup(name: String!): Group!
  }
`;

const toGraphql = (found: Group) => ({
  id: found.organization_id,
  name: found.name,
  assetCount: found.asset_count,
});

const members = (rows: Array<Record<string, unknown>>) =>
  rows.map((row) => renameKeys(row, camelCase));

export const groupsResolvers = {
  Query: {
    groups: (_root: unknown, _args: unknown, ctx: MercuriusContext) =>
      asGraphqlError(async () => (await groups.listGroups(ctx.deps, ctx.auth)).map(toGraphql)),
    allAssetsByGroupId: (_root: unknown, args: { groupId: number }, ctx: MercuriusContext) =>
      asGraphqlError(async () =>
        members(await groups.listGroupMembers(ctx.deps, ctx.auth, idOf(args.groupId))),
      ),
    assetsForGroups: (
      _root: unknown,
      args: { excludedGroupIds?: number[] | null },
      ctx: MercuriusContext,
    ) =>
      asGraphqlError(async () => {
        const parsed = parseLikeRest(assetsForGroupsArgs, {
          excluded_group_ids: args.excludedGroupIds ?? [],
        });
        return members(
          await groups.listAssetsForGroups(ctx.deps, ctx.auth, parsed.excluded_group_ids),
        );
      }),
    assetsForAlerts: (_root: unknown, _args: unknown, ctx: MercuriusContext) =>
      asGraphqlError(async () => members(await groups.listAssetsForAlerts(ctx.deps, ctx.auth))),
  },
  Mutation: {
    createGroup: (_root: unknown, args: { name: string }, ctx: MercuriusContext) =>
      asGraphqlWrite(ctx.auth, async () => {
        const body = parseLikeRest(groupNameBody, { name: args.name });
        return toGraphql(await groups.createGroup(ctx.deps, ctx.auth, body.name));
      }),
  },
};
