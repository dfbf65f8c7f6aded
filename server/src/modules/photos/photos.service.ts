import {
  PHOTO_SIZES,
  UPLOAD_EXTENSIONS,
  fileExtension,
  type AssetPhoto,
  type PhotoSize,
} from '@fleet/domain';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { FileStore } from '../../platform/files/file-store';
import { lockWritableAsset } from '../assets/writable-asset';
import { findUpload } from '../uploads/uploads.repo';
import { isTooManyPixels, makePhotoSizes } from './photo-sizes';
import * as repo from './photos.repo';

const NO_ASSET = 'Asset not found.';

export const photoPath = (photoId: number, size: PhotoSize | 'original') =>
  `/api/photos/${photoId}/${size}`;

function toAssetPhoto(row: repo.PhotoWithFile): AssetPhoto {
  const url = (size: PhotoSize) => (row.variants[size] ? photoPath(row.photoId, size) : null);
  return {
    photo_id: row.photoId,
    asset_id: row.assetId,
    filename: row.filename,
    is_primary: row.isPrimary,
    original: photoPath(row.photoId, 'original'),
    thumbnail: url('thumbnail'),
    small: url('small'),
    large: url('large'),
    width: row.width,
    height: row.height,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * spec 2 §7 `POST /photos-v2`: a completed upload of a photo type becomes a photo, its sizes
 * made on the server; with `asset_id` it joins that asset's gallery (the first one is primary).
 */
export async function createPhoto(
  deps: AppDeps,
  store: FileStore,
  auth: AuthContext,
  body: { upload_id: number; asset_id?: number | undefined },
): Promise<AssetPhoto> {
  const upload = await findUpload(deps.db, auth.companyId, body.upload_id);
  if (!upload || upload.completedAt === null) throw notFound('There is no such uploaded file.');
  if (!UPLOAD_EXTENSIONS.photo.includes(fileExtension(upload.originalFilename))) {
    throw badRequest(`A photo must be one of ${UPLOAD_EXTENSIONS.photo.join(', ')}.`);
  }
  const { asset_id: assetId } = body;
  // Checked before the sizes are made, and again in the transaction that adds the photo.
  const writable = (db: Db) =>
    assetId === undefined ? undefined : lockWritableAsset(db, auth.companyId, assetId, NO_ASSET);
  await writable(deps.db);
  if (await repo.photoOfUpload(deps.db, upload.uploadId)) {
    throw conflict('This file is already a photo.');
  }
  const bytes = await store.read(upload.storageKey);
  if (!bytes) throw notFound('There is no such uploaded file.');
  let made: Awaited<ReturnType<typeof makePhotoSizes>>;
  try {
    made = await makePhotoSizes(bytes);
  } catch (error) {
    if (isTooManyPixels(error))
      throw badRequest('This photo has too many pixels; send a smaller one.');
    throw badRequest('This photo could not be read; send a JPEG, PNG or GIF.');
  }
  const variants = { thumbnail: null, small: null, large: null } as Record<
    PhotoSize,
    string | null
  >;
  for (const size of PHOTO_SIZES) {
    const sized = made.sizes[size];
    if (!sized) continue;
    const key = `${upload.storageKey}-${size}`;
    await store.write(key, sized, 'image/webp');
    variants[size] = key;
  }
  const photo = await deps.db.transaction(async (tx) => {
    await writable(tx);
    const row = await repo.insertPhoto(tx, {
      companyId: auth.companyId,
      uploadId: upload.uploadId,
      assetId: assetId ?? null,
      variants,
      width: made.width,
      height: made.height,
      createdBy: auth.userId,
    });
    if (assetId !== undefined) await repo.ensurePrimary(tx, auth.companyId, assetId);
    return row;
  });
  const created = await repo.findPhoto(deps.db, auth.companyId, photo.photoId);
  if (!created) throw new Error('photo vanished after insert');
  return toAssetPhoto(created);
}

/** spec 1 §7 GET /assets/{id}/photos (an archived asset's too: its history stays). */
export async function assetPhotos(deps: AppDeps, auth: AuthContext, assetId: number) {
  if (!(await repo.isCompanyAsset(deps.db, auth.companyId, assetId))) throw notFound(NO_ASSET);
  return (await repo.listAssetPhotos(deps.db, auth.companyId, assetId)).map(toAssetPhoto);
}

async function assetPhoto(deps: AppDeps, auth: AuthContext, assetId: number, photoId: number) {
  const photo = await repo.findPhoto(deps.db, auth.companyId, photoId);
  if (!photo || photo.assetId !== assetId) throw notFound('Photo not found.');
  return photo;
}

export async function makePrimary(
  deps: AppDeps,
  auth: AuthContext,
  assetId: number,
  photoId: number,
) {
  await assetPhoto(deps, auth, assetId, photoId);
  await deps.db.transaction(async (tx) => {
    await lockWritableAsset(tx, auth.companyId, assetId, NO_ASSET);
    await repo.setPrimary(tx, assetId, photoId);
  });
  return assetPhotos(deps, auth, assetId);
}

/**
 * Off the gallery; the stored sizes are removed, the upload's record stays (it is history).
 * An archived asset's gallery is kept as it was archived, like the rest of its record.
 */
export async function removePhoto(
  deps: AppDeps,
  store: FileStore,
  auth: AuthContext,
  assetId: number,
  photoId: number,
) {
  const photo = await assetPhoto(deps, auth, assetId, photoId);
  await deps.db.transaction(async (tx) => {
    await lockWritableAsset(tx, auth.companyId, assetId, NO_ASSET);
    await repo.deletePhoto(tx, photoId);
    await repo.ensurePrimary(tx, auth.companyId, assetId);
  });
  for (const size of PHOTO_SIZES) {
    const key = photo.variants[size];
    if (key) await store.remove(key);
  }
}

/** One size of a photo (or the upload itself), for the company's users. */
export async function photoBytes(
  deps: AppDeps,
  store: FileStore,
  auth: AuthContext,
  photoId: number,
  size: PhotoSize | 'original',
): Promise<{ bytes: Buffer; type: string }> {
  const photo = await repo.findPhoto(deps.db, auth.companyId, photoId);
  const key = size === 'original' ? photo?.storageKey : photo?.variants[size];
  const bytes = key ? await store.read(key) : undefined;
  if (!photo || !bytes) throw notFound('Photo not found.');
  return { bytes, type: size === 'original' ? photo.mimeType : 'image/webp' };
}
