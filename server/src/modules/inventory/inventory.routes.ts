import { createGzip } from 'node:zlib';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INVENTORY_EXPORT_FILE_NAME, errorBody, inventoryExportBody } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import { inventoryExport } from './inventory-export.service';

/** The inventory's REST call; its pages and facets are GraphQL (inventory.graphql.ts). */
export const inventoryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/api/fleet/inventory/export',
    {
      // A search sent in a body (its filters may not fit a URL), but a read: read-only users
      // export too.
      config: { allowReadOnly: true },
      schema: {
        tags: ['inventory'],
        summary: 'The search as one CSV file (spec 1 §2 "Export"), written as it is read',
        body: inventoryExportBody,
        // The file is a stream of text/csv; only the refusals are JSON.
        response: { 200: z.unknown(), 400: errorBody, 401: errorBody },
      },
    },
    async (request, reply) => {
      const file = await inventoryExport(deps.db, requireAuth(request).companyId, request.body);
      void reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${INVENTORY_EXPORT_FILE_NAME}"`)
        .header('Cache-Control', 'no-store')
        .header('Vary', 'Accept-Encoding');
      // Text of repeated names compresses about tenfold; a fast level keeps pace with the pages.
      if (!/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) return reply.send(file);
      return reply.header('Content-Encoding', 'gzip').send(file.pipe(createGzip({ level: 4 })));
    },
  );
};
