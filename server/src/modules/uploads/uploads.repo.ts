import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema/index';

export type UploadRow = typeof uploads.$inferSelect;

export async function insertUploads(
  db: Db,
  rows: Array<typeof uploads.$inferInsert>,
): Promise<UploadRow[]> {
  return db.insert(uploads).values(rows).returning();
}

export async function findUploadByKey(
  db: Db,
  companyId: number,
  storageKey: string,
): Promise<UploadRow | undefined> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.companyId, companyId), eq(uploads.storageKey, storageKey)));
  return row;
}

export async function findUpload(
  db: Db,
  companyId: number,
  uploadId: number,
): Promise<UploadRow | undefined> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.companyId, companyId), eq(uploads.uploadId, uploadId)));
  return row;
}

/** The company's completed uploads among the ids (others are left out). */
export async function findCompletedUploads(
  db: Db,
  companyId: number,
  uploadIds: number[],
): Promise<UploadRow[]> {
  if (uploadIds.length === 0) return [];
  return db
    .select()
    .from(uploads)
    .where(
      and(
        eq(uploads.companyId, companyId),
        inArray(uploads.uploadId, uploadIds),
        isNotNull(uploads.completedAt),
      ),
    );
}

export async function completeUpload(
  db: Db,
  uploadId: number,
  values: { mimeType: string; sizeBytes: number },
): Promise<UploadRow> {
  const [row] = await db
    .update(uploads)
    .set({ ...values, completedAt: new Date() })
    .where(eq(uploads.uploadId, uploadId))
    .returning();
  if (!row) throw new Error(`upload ${uploadId} vanished`);
  return row;
}
