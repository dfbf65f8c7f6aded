import type { MercuriusContext } from 'mercurius';
import {
  catalogueMakesQuery,
  catalogueModelsQuery,
  pimCategorySearchQuery,
  pimMakeCreate,
  pimMakeSearchQuery,
  pimProductCreate,
  pimProductSearchQuery,
} from '@fleet/domain';
import { asGraphqlError, asGraphqlWrite, parseLikeRest } from '../../graphql/app-errors';
import { idOf } from '../../graphql/ids';
import { camel, defined, filterValues, given, listOf, type Args } from './graphql-args';
import {
  createPimMake,
  createPimProduct,
  getCategoryTree,
  restorePimMake,
  searchMakes,
  searchModels,
  searchPimCategories,
  searchPimMakes,
  searchPimProducts,
  productSearchInput,
} from './pim.service';

/**
 * spec 2 §7 "Import and catalogue": the product catalogue's operations under the spec's names,
 * over the services REST uses (docs/CATALOGUE.md). Arguments are checked by the REST schemas.
 */
export const pimSchema = /* GraphQL */ `
  enum PimFacetId {
    Category
    Manufacturer
    Model
    Year
    ProductId
  }
  input PimFilter {
    facetId: PimFacetId!
    values: [String!]!
  }
  type PimProduct {
    id: Int!
    "The product label: year, make, model, variant."
    name: String!
    make: String!
    makeId: Int!
    model: String!
    variant: String
    year: Int
    partNumber: String
    categoryId: Int!
    categoryName: String!
    "The category's names from the root, '|'-joined."
    categoryPath: String!
    companyId: Int
    isDeleted: Boolean!
  }
  type PimFacetEntry {
    value: String!
    label: String!
    count: Int!
  }
  type PimFacet {
    facetId: PimFacetId!
    entries: [PimFacetEntry!]!
    afterKey: String
  }
  type PimTotals {
    totalItems: Int!
    pageNumber: Int!
    pageSize: Int!
  }
  type PimProductPage {
    items: [PimProduct!]!
    totals: PimTotals!
    facets: [PimFacet!]!
  }
  type PimMake {
    id: Int!
    name: String!
    companyId: Int
    isDeleted: Boolean!
  }
  type PimMakeCreated {
    companyId: Int!
    id: Int!
    name: String!
  }
  type PimProductCreated {
    id: Int!
  }
  input CreatePimMakeInput {
    name: String!
  }
  input RestorePimMakeInput {
    platformId: Int!
  }
  input CreatePimProductInput {
    categoryPlatformId: Int!
    manufacturerPlatformId: Int!
    model: String!
    variant: String
    year: Int
  }
  type PimCategory {
    id: Int!
    name: String!
    path: String!
    parentId: Int
    description: String
    hasProducts: Boolean!
    companyId: Int
  }
  type CategoryTreeNode {
    id: Int!
    name: String!
    path: String!
    parentId: Int
    children: [Int!]!
    productCount: Int!
    totalProductCount: Int!
  }
  type CatalogueMake {
    equipmentMakeId: Int!
    name: String!
  }
  type CatalogueMakePage {
    items: [CatalogueMake!]!
    totalItems: Int!
  }
  type CatalogueModel {
    equipmentModelId: Int!
    equipmentMakeId: Int!
    makeName: String!
    name: String!
  }
  type CatalogueModelPage {
    items: [CatalogueModel!]!
    totalItems: Int!
  }

  extend type Query {
    searchPimProducts(
      query: String
      filters: [PimFilter!]
      facetSearch: String
      facetAfterKey: String
      includedFacets: [PimFacetId!]
      pageSize: Int
      pageNumber: Int
    ): PimProductPage!
    searchPimMakes(query: String, includeDeleted: Boolean, exactMatch: Boolean): [PimMake!]!
    searchPimCategories(query: String, hasProducts: Boolean): [PimCategory!]!
    getCategoryTree: [CategoryTreeNode!]!
    searchMakes(query: String, pageSize: Int, pageNumber: Int): CatalogueMakePage!
    searchModels(
      query: String
      makeIds: [Int!]
      pageSize: Int
      pageNumber: Int
    ): CatalogueModelPage!
  }

  extend type Mutation {
    createPimMake(input: CreatePimMakeInput!): PimMakeCreated!
    restorePimMake(input: RestorePimMakeInput!): PimMake!
    createPimProduct(input: CreatePimProductInput!): PimProductCreated!
  }
`;

export const pimResolvers = {
  Query: {
    searchPimProducts: (_root: unknown, args: Args, ctx: MercuriusContext) =>
      asGraphqlError(async () => {
        const q = parseLikeRest(
          pimProductSearchQuery,
          defined({
            query: given(args.query),
            category_id: filterValues(args.filters, 'Category')?.join(','),
            manufacturer_id: filterValues(args.filters, 'Manufacturer')?.join(','),
            model: filterValues(args.filters, 'Model'),
            year: filterValues(args.filters, 'Year')?.join(','),
            product_id: filterValues(args.filters, 'ProductId')?.join(','),
            facet_search: given(args.facetSearch),
            facet_after_key: given(args.facetAfterKey),
            included_facets: listOf(args.includedFacets),
            page_size: given(args.pageSize),
            page_number: given(args.pageNumber),
          }),
        );
        const page = await searchPimProducts(ctx.deps.db, ctx.auth, productSearchInput(q));
        return {
          items: page.items.map(camel),
          totals: camel(page.totals),
          facets: page.facets.map(camel),
        };
      }),
    searchPimMakes: (_root: unknown, args: Args, ctx: MercuriusContext) =>
      asGraphqlError(async () => {
        const q = parseLikeRest(
          pimMakeSearchQuery,
          defined({
            query: given(args.query),
            include_deleted: given(args.includeDeleted),
            exact_match: given(args.exactMatch),
          }),
        );
        const makes = await searchPimMakes(ctx.deps.db, ctx.auth, {
          query: q.query,
          includeDeleted: q.include_deleted,
          exactMatch: q.exact_match,
        });
        return makes.map(camel);
      }),
    searchPimCategories: (_root: unknown, args: Args, ctx: MercuriusContext) =>
      asGraphqlError(async () => {
        const q = parseLikeRest(
          pimCategorySearchQuery,
          defined({ query: given(args.query), has_products: given(args.hasProducts) }),
        );
        const found = await searchPimCategories(ctx.deps.db, ctx.auth, {
          query: q.query,
          hasProducts: q.has_products,
        });
        return found.map(camel);
      }),
    getCategoryTree: (_root: unknown, _args: Args, ctx: MercuriusContext) =>
      asGraphqlError(async () => (await getCategoryTree(ctx.deps.db, ctx.auth)).map(camel)),
    searchMakes: (_root: unknown, args: Args, ctx: MercuriusContext) =>
      asGraphqlError(async () => {
        const q = parseLikeRest(
          catalogueMakesQuery,
          defined({
            query: given(args.query),
            page_size: given(args.pageSize),
            page_number: given(args.pageNumber),
          }),
        );
        const page = await searchMakes(ctx.deps.db, ctx.auth, {
          query: q.query,
          pageSize: q.page_size,
          pageNumber: q.page_number,
        });
        return { items: page.items.map(camel), totalItems: page.total_items };
      }),
    searchModels: (_root: unknown, args: Args, ctx: MercuriusContext) =>
      asGraphqlError(async () => {
        const q = parseLikeRest(
          catalogueModelsQuery,
          defined({
            query: given(args.query),
            make_id: listOf(args.makeIds),
            page_size: given(args.pageSize),
            page_number: given(args.pageNumber),
          }),
        );
        const page = await searchModels(ctx.deps.db, ctx.auth, {
          query: q.query,
          makeIds: q.make_id,
          pageSize: q.page_size,
          pageNumber: q.page_number,
        });
        return { items: page.items.map(camel), totalItems: page.total_items };
      }),
  },
  Mutation: {
    createPimMake: (_root: unknown, args: { input: { name: string } }, ctx: MercuriusContext) =>
      asGraphqlWrite(ctx.auth, () =>
        createPimMake(ctx.deps, ctx.auth, parseLikeRest(pimMakeCreate, args.input).name),
      ),
    restorePimMake: (
      _root: unknown,
      args: { input: { platformId: number } },
      ctx: MercuriusContext,
    ) =>
      asGraphqlWrite(ctx.auth, async () =>
        camel(await restorePimMake(ctx.deps, ctx.auth, idOf(args.input.platformId))),
      ),
    createPimProduct: (_root: unknown, args: { input: Args }, ctx: MercuriusContext) =>
      asGraphqlWrite(ctx.auth, () => {
        const { input } = args;
        const body = parseLikeRest(
          pimProductCreate,
          defined({
            category_id: input.categoryPlatformId,
            manufacturer_id: input.manufacturerPlatformId,
            model: input.model,
            variant: input.variant,
            year: input.year ?? undefined,
          }),
        );
        return createPimProduct(ctx.deps, ctx.auth, body);
      }),
  },
};
