import { fileRecord, uploadTargets, type FileRecord, type UploadPurpose } from '@fleet/domain';
import { apiRequest } from './api-client';

/** The API client adds /api itself; a target names the whole path. */
const withoutApiPrefix = (url: string) => url.replace(/^\/api(?=\/)/, '');

/**
 * spec 1 §7 upload flow: a target per file (`GET /uploads`, which checks the names' types),
 * then each file's bytes PUT to its target, all at once. Rejects on the first failure; the
 * caller then makes no request with the files (spec 1 §8 'One or more files failed to upload…').
 */
export async function uploadFiles(
  files: readonly File[],
  purpose: UploadPurpose,
): Promise<FileRecord[]> {
  if (files.length === 0) return [];
  const query = new URLSearchParams([
    ...files.map((file) => ['file', file.name]),
    ['type', 'cdn'],
    ['purpose', purpose],
  ]);
  const { uploads } = await apiRequest(`/uploads?${query.toString()}`, uploadTargets);
  return Promise.all(
    uploads.map((target, index) =>
      apiRequest(withoutApiPrefix(target.url), fileRecord, {
        method: 'PUT',
        file: files[index],
      }),
    ),
  );
}
