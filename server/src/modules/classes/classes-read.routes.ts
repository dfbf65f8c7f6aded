import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EQUIPMENT_CLASS_FIELDS,
  category,
  equipmentClass,
  equipmentClassListQuery,
  errorBody,
  fieldMaskable,
  modelsListPage,
  modelsListQuery,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import { selectFields } from '../../platform/x-fields';
import { listCategories } from './categories.service';
import { listEquipmentClasses } from './equipment-classes.service';
import { searchModels } from './models.service';

const tags = ['classes'];

/**
 * The reads of spec 2 §7 "Classes, categories, bulk edit, groups": every signed-in user of the
 * company reads its categories and classes (the inventory, bulk edit and class pages use them).
 */
export const classReadRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/categories',
    {
      schema: {
        tags,
        summary: 'The company’s active categories by name (a tree by parent_category_id)',
        response: { 200: z.array(category), 401: errorBody },
      },
    },
    async (request) => listCategories(deps, requireAuth(request)),
  );

  app.get(
    '/api/equipment-classes',
    {
      schema: {
        tags,
        summary: 'The company’s equipment classes by name (category_id: one category’s); X-Fields',
        querystring: equipmentClassListQuery,
        response: { 200: z.array(fieldMaskable(equipmentClass)), 400: errorBody },
      },
    },
    async (request) =>
      selectFields(
        request,
        await listEquipmentClasses(deps, requireAuth(request), request.query.category_id),
        EQUIPMENT_CLASS_FIELDS,
      ),
  );

  app.get(
    '/api/models',
    {
      schema: {
        tags,
        summary: 'Catalogue equipment models by make or name (query, make_id), page and page_size',
        querystring: modelsListQuery,
        response: { 200: modelsListPage, 400: errorBody },
      },
    },
    async (request) => searchModels(deps, requireAuth(request), request.query),
  );
};
