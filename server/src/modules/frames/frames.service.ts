import {
  FRAME_MESSAGES,
  cleanFrameUrls,
  type FrameUrls,
  type FrameUrlsAnswer,
  type FrameUrlsBody,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { forbidden } from '../../platform/errors';
import { assertOwnCompany } from '../../platform/tenancy';
import * as repo from './frames.repo';

/**
 * The partner frames' addresses (spec 1 §2 "Other top-level routes", docs/FRAMES.md): every user
 * of the company reads them (their pages load the frames); only an admin sets them.
 */
export async function getFrameUrls(
  deps: AppDeps,
  auth: AuthContext,
  companyId: number,
): Promise<FrameUrlsAnswer> {
  assertOwnCompany(auth, companyId);
  return { frame_urls: cleanFrameUrls(await repo.findFrameUrls(deps.db, companyId)) };
}

/** Replaces every address at once: a route left out (or null) goes back to its default. */
export async function putFrameUrls(
  deps: AppDeps,
  auth: AuthContext,
  companyId: number,
  body: FrameUrlsBody,
): Promise<FrameUrlsAnswer> {
  assertOwnCompany(auth, companyId);
  if (auth.securityLevelId !== 1) throw forbidden(FRAME_MESSAGES.adminOnly);
  const urls: FrameUrls = {};
  for (const [key, value] of Object.entries(body.frame_urls) as Array<
    [keyof FrameUrls, string | null | undefined]
  >) {
    if (value) urls[key] = value;
  }
  await repo.saveFrameUrls(deps.db, companyId, urls);
  return { frame_urls: urls };
}
