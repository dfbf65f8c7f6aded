import type { GraphQLResolveInfo } from 'graphql';
import type { MercuriusContext } from 'mercurius';
import { graphql } from '../../graphql/graphql-runtime';
import { searchInventory } from './inventory.service';
import { addPreset, listPresets, removePreset } from './presets.service';

/**
 * spec 1 §7 "Inventory GraphQL": the inventory of the caller's company (one page and every
 * facet) and the caller's saved searches. Names are the spec's camelCase; the by-class facet
 * entries keep the spec's names (available, unavailable, onrent, soft_down, hard_down).
 */
export const inventorySchema = /* GraphQL */ `
  enum InventoryFilterIdentifier {
    BRANCHES
    INVENTORY_CATEGORY
    ASSET_TYPE_ID
    INVENTORY_STATUS
    RENTAL_VENDOR
    SEARCH_AFTER
    INVENTORY_CLASS
  }

  input InventoryFilter {
    identifier: InventoryFilterIdentifier!
    values: [String!]!
  }

  type InventoryRentalStatus {
    rentalId: Int!
    assetId: Int!
    rentalStatusId: Int
    jobsite: String
    startDate: String
    endDate: String
  }

  type InventoryItem {
    id: Int!
    customName: String!
    description: String!
    vendor: String!
    makeName: String
    makeModel: String
    model: String
    jobsite: String
    address: String!
    className: String
    inventoryStatus: Int!
    inventoryStatusLabel: String!
    assetTypeId: Int!
    assetTypeName: String!
    "True when the company's preferences forbid renting this type of asset internally."
    cannotRent: Boolean!
    rentalStatus: InventoryRentalStatus
  }

  type InventoryFacetEntry {
    key: String!
    label: String!
    count: Int!
  }

  type InventoryFacet {
    identifier: InventoryFilterIdentifier!
    entries: [InventoryFacetEntry!]!
  }

  type InventoryClassEntry {
    key: String!
    className: String!
    available: Int!
    unavailable: Int!
    onrent: Int!
    soft_down: Int!
    hard_down: Int!
    total: Int!
  }

  type InventoryPage {
    "Assets passing every filter and the search."
    total: Int!
    items: [InventoryItem!]!
    "The next page's SEARCH_AFTER values (customName, id); null on the last page."
    searchAfter: [String!]
    facets: [InventoryFacet!]!
    classes: [InventoryClassEntry!]!
  }

  type InventoryPreset {
    query_field: String!
    query_value: String!
    branches: [String!]!
    categories: [String!]!
    asset_types: [String!]!
    inventory_statuses: [String!]!
    vendors: [String!]!
  }

  input InventoryPresetInput {
    query_field: String
    query_value: String
    branches: [String!]
    categories: [String!]
    asset_types: [String!]
    inventory_statuses: [String!]
    vendors: [String!]
  }

  type SavedSearchPreset {
    presetId: Int!
    presetName: String!
    presetDomain: String!
    companyId: Int!
    userId: Int!
    preset: InventoryPreset!
  }

  extend type Query {
    inventory(
      queryField: String
      queryValue: String
      filters: [InventoryFilter!]
      pageSize: Int
    ): InventoryPage!
    "The caller's saved inventory searches."
    savedSearchPresets: [SavedSearchPreset!]!
  }

  type Mutation {
    addSavedSearchPreset(presetName: String!, preset: InventoryPresetInput!): SavedSearchPreset!
    "Deletes one of the caller's own saved searches."
    deleteSavedSearchPreset(presetId: Int!): Boolean!
  }
`;

/** GraphQL gives null for an argument not sent; the domain schema's defaults expect undefined. */
const defined = (args: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(args).filter(([, value]) => value !== null));

/** Facets cost a scan of the whole search; an export's later pages ask for items only. */
const FACET_FIELDS = new Set(['total', 'facets', 'classes']);
function asksForFacets(info: GraphQLResolveInfo): boolean {
  return info.fieldNodes.some((node) =>
    (node.selectionSet?.selections ?? []).some(
      // A fragment might hold them: count it as asking.
      (selection) =>
        selection.kind !== graphql.Kind.FIELD || FACET_FIELDS.has(selection.name.value),
    ),
  );
}

export const inventoryResolvers = {
  Query: {
    inventory: (
      _root: unknown,
      args: Record<string, unknown>,
      ctx: MercuriusContext,
      info: GraphQLResolveInfo,
    ) =>
      searchInventory(ctx.deps.db, ctx.auth.companyId, defined(args), {
        withFacets: asksForFacets(info),
      }),
    savedSearchPresets: (_root: unknown, _args: unknown, ctx: MercuriusContext) =>
      listPresets(ctx.deps.db, ctx.auth),
  },
  Mutation: {
    addSavedSearchPreset: (
      _root: unknown,
      args: { presetName: string; preset: Record<string, unknown> },
      ctx: MercuriusContext,
    ) => addPreset(ctx.deps.db, ctx.auth, { ...args, preset: defined(args.preset) }),
    deleteSavedSearchPreset: (_root: unknown, args: { presetId: number }, ctx: MercuriusContext) =>
      removePreset(ctx.deps.db, ctx.auth, args.presetId),
  },
};
