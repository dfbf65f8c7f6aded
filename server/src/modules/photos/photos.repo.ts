import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assets, photos, uploads } from '../../db/schema/index';

export type PhotoRow = typeof photos.$inferSelect;

export interface PhotoWithFile extends PhotoRow {
  filename: string;
  storageKey: string;
  mimeType: string;
}

const withFile = {
  photo: photos,
  filename: uploads.originalFilename,
  storageKey: uploads.storageKey,
  mimeType: uploads.mimeType,
};

const flatten = (row: {
  photo: PhotoRow;
  filename: string;
  storageKey: string;
  mimeType: string;
}): PhotoWithFile => ({
  ...row.photo,
  filename: row.filename,
  storageKey: row.storageKey,
  mimeType: row.mimeType,
});

export async function insertPhoto(db: Db, values: typeof photos.$inferInsert): Promise<PhotoRow> {
  const [row] = await db.insert(photos).values(values).returning();
  if (!row) throw new Error('photo insert returned nothing');
  return row;
}

export async function findPhoto(
  db: Db,
  companyId: number,
  photoId: number,
): Promise<PhotoWithFile | undefined> {
  const [row] = await db
    .select(withFile)
    .from(photos)
    .innerJoin(uploads, eq(uploads.uploadId, photos.uploadId))
    .where(and(eq(photos.companyId, companyId), eq(photos.photoId, photoId)));
  return row && flatten(row);
}

/** The asset's gallery: the primary photo first, then the newest. */
export async function listAssetPhotos(
  db: Db,
  companyId: number,
  assetId: number,
): Promise<PhotoWithFile[]> {
  const rows = await db
    .select(withFile)
    .from(photos)
    .innerJoin(uploads, eq(uploads.uploadId, photos.uploadId))
    .where(and(eq(photos.companyId, companyId), eq(photos.assetId, assetId)))
    .orderBy(desc(photos.isPrimary), desc(photos.photoId));
  return rows.map(flatten);
}

export async function isCompanyAsset(db: Db, companyId: number, assetId: number) {
  const [row] = await db
    .select({ assetId: assets.assetId })
    .from(assets)
    .where(and(eq(assets.companyId, companyId), eq(assets.assetId, assetId)));
  return row !== undefined;
}

export async function photoOfUpload(db: Db, uploadId: number): Promise<PhotoRow | undefined> {
  const [row] = await db.select().from(photos).where(eq(photos.uploadId, uploadId));
  return row;
}

/** One primary photo per asset: this one becomes it, the others stop being it. */
export async function setPrimary(db: Db, assetId: number, photoId: number): Promise<void> {
  await db.update(photos).set({ isPrimary: false }).where(eq(photos.assetId, assetId));
  await db.update(photos).set({ isPrimary: true }).where(eq(photos.photoId, photoId));
}

export async function deletePhoto(db: Db, photoId: number): Promise<void> {
  await db.delete(photos).where(eq(photos.photoId, photoId));
}

/** After a delete, the newest remaining photo becomes primary if none is. */
export async function ensurePrimary(db: Db, companyId: number, assetId: number): Promise<void> {
  const remaining = await listAssetPhotos(db, companyId, assetId);
  const first = remaining[0];
  if (first && !first.isPrimary) await setPrimary(db, assetId, first.photoId);
}
