import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  catalogueMakesQuery,
  catalogueModelsQuery,
  categoryTreeNode,
  equipmentMakePage,
  equipmentModelPage,
  errorBody,
  pimCategory,
  pimCategorySearchQuery,
  pimMake,
  pimMakeCreate,
  pimMakeCreated,
  pimMakeParams,
  pimMakeSearchQuery,
  pimProductCreate,
  pimProductPage,
  pimProductSearchQuery,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import {
  createPimMake,
  createPimProduct,
  getCategoryTree,
  restorePimMake,
  searchPimCategories,
  searchPimMakes,
  productSearchInput,
  searchPimProducts,
  searchMakes,
  searchModels,
} from './pim.service';

const errors = { 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const tags = ['catalogue'];

/** spec 2 §7 "Import and catalogue": the product catalogue's calls (docs/CATALOGUE.md). */
export const catalogueRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/pim/products',
    {
      schema: {
        tags,
        summary: 'searchPimProducts: products the company sees, paged, with facet counts',
        querystring: pimProductSearchQuery,
        response: { 200: pimProductPage, 400: errorBody },
      },
    },
    async (request) => {
      const q = request.query;
      return searchPimProducts(deps.db, requireAuth(request), productSearchInput(q));
    },
  );

  app.post(
    '/api/pim/products',
    {
      schema: {
        tags,
        summary: 'createPimProduct: the company’s own product (spec 2 §5 Add Product)',
        body: pimProductCreate,
        response: { 201: z.object({ id: z.number() }), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createPimProduct(deps, requireAuth(request), request.body)),
  );

  app.get(
    '/api/pim/makes',
    {
      schema: {
        tags,
        summary: 'searchPimMakes: manufacturers the company sees (archived ones on request)',
        querystring: pimMakeSearchQuery,
        response: { 200: z.array(pimMake), 400: errorBody },
      },
    },
    async (request) =>
      searchPimMakes(deps.db, requireAuth(request), {
        query: request.query.query,
        includeDeleted: request.query.include_deleted,
        exactMatch: request.query.exact_match,
      }),
  );

  app.post(
    '/api/pim/makes',
    {
      schema: {
        tags,
        summary: 'createPimMake: the company’s own manufacturer; 409 for a name it already sees',
        body: pimMakeCreate,
        response: { 201: pimMakeCreated, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createPimMake(deps, requireAuth(request), request.body.name)),
  );

  app.post(
    '/api/pim/makes/:makeId/restore',
    {
      schema: {
        tags,
        summary: 'restorePimMake: brings back one of the company’s archived manufacturers',
        params: pimMakeParams,
        response: { 200: pimMake, ...errors },
      },
    },
    async (request) => restorePimMake(deps, requireAuth(request), request.params.makeId),
  );

  app.get(
    '/api/pim/categories',
    {
      schema: {
        tags,
        summary: 'searchPimCategories: catalogue categories, with whether they hold products',
        querystring: pimCategorySearchQuery,
        response: { 200: z.array(pimCategory), 400: errorBody },
      },
    },
    async (request) =>
      searchPimCategories(deps.db, requireAuth(request), {
        query: request.query.query,
        hasProducts: request.query.has_products,
      }),
  );

  app.get(
    '/api/pim/category-tree',
    {
      schema: {
        tags,
        summary: 'getCategoryTree: every catalogue category with its children and counts',
        response: { 200: z.array(categoryTreeNode) },
      },
    },
    async (request) => getCategoryTree(deps.db, requireAuth(request)),
  );

  app.get(
    '/api/catalogue/makes',
    {
      schema: {
        tags,
        summary: 'searchMakes: the equipment makes assets carry, paged',
        querystring: catalogueMakesQuery,
        response: { 200: equipmentMakePage, 400: errorBody },
      },
    },
    async (request) => {
      const { query, page_size: pageSize, page_number: pageNumber } = request.query;
      return searchMakes(deps.db, requireAuth(request), { query, pageSize, pageNumber });
    },
  );

  app.get(
    '/api/catalogue/models',
    {
      schema: {
        tags,
        summary: 'searchModels: the equipment models assets carry, paged, by make or name',
        querystring: catalogueModelsQuery,
        response: { 200: equipmentModelPage, 400: errorBody },
      },
    },
    async (request) => {
      const q = request.query;
      return searchModels(deps.db, requireAuth(request), {
        query: q.query,
        makeIds: q.make_id,
        pageSize: q.page_size,
        pageNumber: q.page_number,
      });
    },
  );
};
