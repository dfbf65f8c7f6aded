import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  UPLOADS_PER_CALL,
  UPLOAD_PURPOSES,
  errorBody,
  fileRecord,
  id,
  uploadTargets as uploadTargetsSchema,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth';
import { createFileStore } from '../../platform/files/file-store';
import { readUpload, receiveUpload, uploadTargets } from './uploads.service';

const errors = { 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** One name or several (`?file=a.pdf&file=b.png`), each a plain file name. */
const fileNames = z.preprocess(
  (value: unknown): unknown[] => (Array.isArray(value) ? (value as unknown[]) : [value]),
  z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(255)
        .regex(/^[^/\\\0]+$/, 'a file name, not a path'),
    )
    .min(1)
    .max(UPLOADS_PER_CALL),
);

/**
 * spec 1 §7 upload flow: `GET /uploads` names a target per file, the browser PUTs each file's
 * bytes there, and the records then travel with a service request (docs/UPLOADS.md).
 */
export const uploadRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const store = createFileStore(deps.config.files);
  // The PUT carries the file itself, whatever its type: bytes, never parsed.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: deps.config.uploadMaxBytes },
    (_request, body, done) => {
      done(null, body);
    },
  );

  app.get(
    '/api/uploads',
    {
      schema: {
        tags: ['uploads'],
        summary:
          'Targets to PUT files to (spec 1 §7), one per file name; the names’ types are checked',
        querystring: z.strictObject({
          file: fileNames,
          type: z.enum(['cdn', 'cdn_direct']).optional(),
          purpose: z.enum(UPLOAD_PURPOSES).default('service-request'),
        }),
        response: { 200: uploadTargetsSchema, ...errors },
      },
    },
    async (request) =>
      uploadTargets(deps, requireAuth(request), request.query.file, request.query.purpose),
  );

  app.put(
    '/api/uploads/:storageKey',
    {
      bodyLimit: deps.config.uploadMaxBytes,
      schema: {
        tags: ['uploads'],
        summary: 'The bytes of one file, to the target GET /uploads named',
        params: z.object({
          storageKey: z.string().regex(/^c\d{1,10}-[0-9a-f-]{36}$/, 'an upload target'),
        }),
        response: { 200: fileRecord, ...errors },
      },
    },
    async (request) =>
      receiveUpload(deps, store, requireAuth(request), request.params.storageKey, request.body),
  );

  app.get(
    '/api/uploads/:uploadId/content',
    {
      schema: {
        tags: ['uploads'],
        summary: 'A file of the company, as it was uploaded',
        params: z.object({ uploadId: id }),
        response: { 200: z.unknown(), ...errors },
      },
    },
    async (request, reply) => {
      const { row, bytes } = await readUpload(
        deps,
        store,
        requireAuth(request),
        request.params.uploadId,
      );
      // Served as a download: a file a user sent is never rendered as a page of this origin.
      return reply
        .type(row.mimeType)
        .header(
          'Content-Disposition',
          `attachment; filename*=UTF-8''${encodeURIComponent(row.originalFilename)}`,
        )
        .header('Cache-Control', 'private, max-age=3600')
        .send(bytes);
    },
  );
};
