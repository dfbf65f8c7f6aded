import { eq } from 'drizzle-orm';
import type { FrameUrls } from '@fleet/domain';
import type { Db } from '../../db/client';
import { companyPreferences } from '../../db/schema/index';

/** The company's frame addresses as stored (company_preferences.frame_urls, route → address). */
export async function findFrameUrls(db: Db, companyId: number): Promise<Record<string, unknown>> {
  const [row] = await db
    .select({ frameUrls: companyPreferences.frameUrls })
    .from(companyPreferences)
    .where(eq(companyPreferences.companyId, companyId));
  return row?.frameUrls ?? {};
}

/** Replaces them; a company without a preferences row gets one with the defaults. */
export async function saveFrameUrls(db: Db, companyId: number, urls: FrameUrls): Promise<void> {
  await db
    .insert(companyPreferences)
    .values({ companyId, frameUrls: urls })
    .onConflictDoUpdate({ target: companyPreferences.companyId, set: { frameUrls: urls } });
}
