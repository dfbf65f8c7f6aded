import type { GraphQLResolveInfo } from 'graphql';
import type { MercuriusContext } from 'mercurius';
import { assetSearchQuery } from '@fleet/domain';
import { asGraphqlError, parseLikeRest } from '../../graphql/app-errors';
import { graphql } from '../../graphql/graphql-runtime';
import { camelCase } from '../../graphql/zod-sdl';
import { getAssetsByType, getTrackersByType, searchAssets } from './asset-search.service';

/**
 * spec 2 §7 searchAssets and the aggregations assetsByType and trackersByType: the REST
 * route's service and schema (arguments are checked as its query string is, with the same
 * sentences), names in the spec's camelCase.
 */
export const assetSearchSchema = /* GraphQL */ `
  type AssetSearchReadings {
    odometer: Float
    hours: Float
  }
  type AssetSearchOperator {
    operatorId: Int!
    name: String!
  }
  type AssetSearchGroup {
    id: Int!
    name: String!
  }
  type AssetSearchResource {
    resourceId: Int!
    path: String!
  }
  type AssetSearchProduct {
    productId: Int!
    name: String!
  }
  type AssetSearchServiceDue {
    intervalName: String!
    isOverdue: Boolean!
    remaining: Float!
    unit: String!
  }
  "spec 2 §3 Asset search item."
  type AssetSearchItem {
    assetId: Int!
    name: String!
    serialNumber: String
    vin: String
    customModel: String
    assetTypeId: Int!
    assetTypeName: String!
    assetTypeKey: String!
    make: String
    model: String
    year: Int
    status: AssetSearchReadings!
    operatorAssignment: AssetSearchOperator
    groups: [AssetSearchGroup!]!
    resources: [AssetSearchResource!]!
    trackerId: Int
    trackerSerial: String
    cameraId: Int
    archivedStatus: String
    product: AssetSearchProduct
    serviceDue: AssetSearchServiceDue
    lastFixTime: String
  }
  type AssetTypeCount {
    assetTypeId: Int!
    name: String!
    count: Int!
  }
  type TrackerTypeCount {
    trackerTypeId: Int!
    count: Int!
  }
  type AssetSearchPage {
    items: [AssetSearchItem!]!
    "Assets matching the search and filters, on every page."
    total: Int!
    pageNumber: Int!
    pageSize: Int!
    "Over the whole company, whatever the search."
    assetsByType: [AssetTypeCount!]!
    trackersByType: [TrackerTypeCount!]!
  }
  input AssetSearchFilters {
    assetTypeIds: [Int!]
    hasTracker: Boolean
    branchId: Int
    groupId: Int
    "due (due soon or overdue) or overdue"
    serviceDue: String
    "silent: tracked assets not heard from for 24 hours, or never"
    reporting: String
  }

  extend type Query {
    "The company's assets in service; sort: name, type, make, model, year, hours, odometer."
    searchAssets(
      query: String
      filters: AssetSearchFilters
      sort: String
      order: String
      pageSize: Int
      pageNumber: Int
    ): AssetSearchPage!
    assetsByType: [AssetTypeCount!]!
    trackersByType: [TrackerTypeCount!]!
  }
`;

interface SearchArgs {
  query?: string | null;
  filters?: {
    assetTypeIds?: number[] | null;
    hasTracker?: boolean | null;
    branchId?: number | null;
    groupId?: number | null;
    serviceDue?: string | null;
    reporting?: string | null;
  } | null;
  sort?: string | null;
  order?: string | null;
  pageSize?: number | null;
  pageNumber?: number | null;
}

/** An argument as the REST query string writes it; absent when GraphQL gives null. */
const text = (value: string | number | boolean | null | undefined): string | undefined =>
  value === null || value === undefined ? undefined : String(value);

/** The REST query of the arguments, so both APIs refuse the same input in the same words. */
function restQuery(args: SearchArgs): Record<string, string> {
  const filters = args.filters ?? {};
  const ids = filters.assetTypeIds;
  const query: Record<string, string | undefined> = {
    query: text(args.query),
    asset_type_id: ids && ids.length > 0 ? ids.join(',') : undefined,
    has_tracker: text(filters.hasTracker),
    branch_id: text(filters.branchId),
    group_id: text(filters.groupId),
    service_due: text(filters.serviceDue),
    reporting: text(filters.reporting),
    sort: text(args.sort),
    order: text(args.order),
    page_size: text(args.pageSize),
    page_number: text(args.pageNumber),
  };
  return Object.fromEntries(
    Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/** The answer's keys in camelCase, at every depth. */
function camelDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelDeep);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [camelCase(key), camelDeep(field)]),
  );
}

/** Which fields the query selects: a page without items or counts skips their queries. */
function selected(info: GraphQLResolveInfo): Set<string> {
  const names = new Set<string>();
  for (const node of info.fieldNodes) {
    for (const selection of node.selectionSet?.selections ?? []) {
      // A fragment might hold anything: count it as asking for everything.
      if (selection.kind !== graphql.Kind.FIELD) return new Set(['items', 'total', 'assetsByType']);
      names.add(selection.name.value);
    }
  }
  return names;
}

export const assetSearchResolvers = {
  Query: {
    searchAssets: (
      _root: unknown,
      args: SearchArgs,
      ctx: MercuriusContext,
      info: GraphQLResolveInfo,
    ) =>
      asGraphqlError(async () => {
        const query = parseLikeRest(assetSearchQuery, restQuery(args));
        const names = selected(info);
        const page = await searchAssets(ctx.deps, ctx.auth, query, {
          items: names.has('items'),
          total: names.has('total'),
          aggregations: names.has('assetsByType') || names.has('trackersByType'),
        });
        return camelDeep(page);
      }),
    assetsByType: (_root: unknown, _args: unknown, ctx: MercuriusContext) =>
      asGraphqlError(async () => camelDeep(await getAssetsByType(ctx.deps, ctx.auth))),
    trackersByType: (_root: unknown, _args: unknown, ctx: MercuriusContext) =>
      asGraphqlError(async () => camelDeep(await getTrackersByType(ctx.deps, ctx.auth))),
  },
};
