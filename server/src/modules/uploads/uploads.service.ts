import { randomUUID } from 'node:crypto';
import {
  MESSAGES,
  UPLOAD_EXTENSIONS,
  fileExtension,
  type FileRecord,
  type UploadPurpose,
  type UploadTargets,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import type { FileStore } from '../../platform/files/file-store';
import {
  completeUpload,
  findUpload,
  findUploadByKey,
  insertUploads,
  type UploadRow,
} from './uploads.repo';
import { bytesMatchExtension, mimeTypeOf } from './file-sniff';

/** Where the browser PUTs a file, and where the file is read back. */
export const uploadPath = (storageKey: string) => `/api/uploads/${storageKey}`;
export const uploadContentPath = (uploadId: number) => `/api/uploads/${uploadId}/content`;

/** A key no one can guess: the PUT target is signed by it (and by the uploader's session). */
const newKey = (companyId: number) => `c${companyId}-${randomUUID()}`;

export function toFileRecord(row: UploadRow): FileRecord {
  return {
    upload_id: row.uploadId,
    mime_type: row.mimeType,
    size_bytes: row.sizeBytes,
    original_filename: row.originalFilename,
    url: uploadContentPath(row.uploadId),
  };
}

/**
 * spec 1 §7 upload flow, first step (`GET /uploads`): a target per file. The names are checked
 * against the purpose's types now, so a wrong file is refused before its bytes are sent.
 */
export async function uploadTargets(
  deps: AppDeps,
  auth: AuthContext,
  files: string[],
  purpose: UploadPurpose,
): Promise<UploadTargets> {
  // A GET that records something: read-only users are refused here, not by the write hook.
  if (auth.readOnly) throw new AppError('READ_ONLY', 403, MESSAGES.readOnly);
  const allowed = UPLOAD_EXTENSIONS[purpose];
  for (const name of files) {
    if (!allowed.includes(fileExtension(name))) {
      throw badRequest(
        `“${name.slice(0, 80)}” is not a file type Fleet takes here; use ${allowed.join(', ')}.`,
      );
    }
  }
  const rows = await insertUploads(
    deps.db,
    files.map((name) => ({
      companyId: auth.companyId,
      userId: auth.userId,
      storageKey: newKey(auth.companyId),
      originalFilename: name,
      mimeType: mimeTypeOf(fileExtension(name)),
      sizeBytes: 0,
    })),
  );
  return {
    uploads: rows.map((row) => ({
      upload_id: row.uploadId,
      original_filename: row.originalFilename,
      method: 'PUT' as const,
      url: uploadPath(row.storageKey),
    })),
  };
}

/**
 * The second step: the file's bytes, PUT to its target by the user who asked for it. They are
 * kept only when they are what the name says (a .png is a PNG; no SVG is ever taken).
 */
export async function receiveUpload(
  deps: AppDeps,
  store: FileStore,
  auth: AuthContext,
  storageKey: string,
  bytes: unknown,
): Promise<FileRecord> {
  const row = await findUploadByKey(deps.db, auth.companyId, storageKey);
  if (!row || row.userId !== auth.userId) throw notFound('There is no such upload target.');
  if (row.completedAt !== null) throw conflict('This file was already uploaded.');
  if (!Buffer.isBuffer(bytes)) throw badRequest("Send the file's bytes as the body.");
  if (bytes.length === 0) throw badRequest('The file is empty.');
  const extension = fileExtension(row.originalFilename);
  if (!(await bytesMatchExtension(bytes, extension))) {
    throw badRequest(
      `“${row.originalFilename.slice(0, 80)}” is not a ${extension} file; its contents are something else.`,
    );
  }
  await store.write(row.storageKey, bytes, row.mimeType);
  return toFileRecord(
    await completeUpload(deps.db, row.uploadId, {
      mimeType: row.mimeType,
      sizeBytes: bytes.length,
    }),
  );
}

/** A completed upload's bytes, for anyone of the company. */
export async function readUpload(
  deps: AppDeps,
  store: FileStore,
  auth: AuthContext,
  uploadId: number,
): Promise<{ row: UploadRow; bytes: Buffer }> {
  const row = await findUpload(deps.db, auth.companyId, uploadId);
  const bytes = row?.completedAt ? await store.read(row.storageKey) : undefined;
  if (!row || !bytes) throw notFound('File not found.');
  return { row, bytes };
}
