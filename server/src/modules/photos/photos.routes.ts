import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PHOTO_SIZES,
  assetPhoto,
  errorBody,
  id,
  photoCreateBody,
  photoUpdateBody,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import { createFileStore } from '../../platform/files/file-store';
import * as service from './photos.service';

const errors = { 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const assetPhotoParams = z.object({ assetId: id, photoId: id });

/** Asset photos (spec 1 §7 GET /assets/{id}/photos; spec 2 §7 POST /photos-v2). */
export const photoRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const store = createFileStore(deps.config.files);

  app.post(
    '/api/photos-v2',
    {
      schema: {
        tags: ['photos'],
        summary:
          'A photo from a completed upload, its sizes made; on an asset’s gallery with asset_id',
        body: photoCreateBody,
        response: { 201: assetPhoto, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.createPhoto(deps, store, requireAuth(request), request.body)),
  );

  app.get(
    '/api/assets/:assetId/photos',
    {
      schema: {
        tags: ['photos'],
        summary: 'The asset’s gallery, the main photo first',
        params: z.object({ assetId: id }),
        response: { 200: z.array(assetPhoto), ...errors },
      },
    },
    async (request) => service.assetPhotos(deps, requireAuth(request), request.params.assetId),
  );

  app.patch(
    '/api/assets/:assetId/photos/:photoId',
    {
      schema: {
        tags: ['photos'],
        summary: 'Make a photo the asset’s main one',
        params: assetPhotoParams,
        body: photoUpdateBody,
        response: { 200: z.array(assetPhoto), ...errors },
      },
    },
    async (request) =>
      service.makePrimary(
        deps,
        requireAuth(request),
        request.params.assetId,
        request.params.photoId,
      ),
  );

  app.delete(
    '/api/assets/:assetId/photos/:photoId',
    {
      schema: {
        tags: ['photos'],
        summary: 'Take a photo off the asset’s gallery',
        params: assetPhotoParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { assetId, photoId } = request.params;
      await service.removePhoto(deps, store, requireAuth(request), assetId, photoId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/photos/:photoId/:size',
    {
      schema: {
        tags: ['photos'],
        summary: 'One size of a photo (thumbnail, small, large as WebP) or the original',
        params: z.object({ photoId: id, size: z.enum([...PHOTO_SIZES, 'original']) }),
        response: { 200: z.unknown(), ...errors },
      },
    },
    async (request, reply) => {
      const { photoId, size } = request.params;
      const { bytes, type } = await service.photoBytes(
        deps,
        store,
        requireAuth(request),
        photoId,
        size,
      );
      // A photo never changes once made: the browser may keep it.
      return reply.type(type).header('Cache-Control', 'private, max-age=86400').send(bytes);
    },
  );
};
