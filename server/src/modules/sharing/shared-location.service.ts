import {
  RENTAL_STATUS,
  SHARE_MESSAGES,
  type AssetStatus,
  type SharedLocation,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { hashToken } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { findAssetStatuses } from '../assets/assets.service';
import { OFFLINE_STYLE_PATH } from '../map/offline-style';
import { findRental } from '../rentals/rentals.repo';
import { findShareableAsset, findShareLinkByHash, type ShareLinkRow } from './sharing.repo';

/** Unknown, expired, revoked, off rent: the page says the same, so a token tells nothing more. */
const gone = () => notFound(SHARE_MESSAGES.expired);

/** "Columbia, MO 65201" (with the street when the geocoder named one). */
function addressOf(status: AssetStatus): string | null {
  const region = [status.state?.abbreviation, status.zip_code].filter(Boolean).join(' ');
  const parts = [status.street, status.city, region].filter((part) => Boolean(part));
  return parts.length > 0 ? parts.join(', ') : null;
}

/** The asset a live link shows; a rental's only while that rental is on rent (checked now). */
async function liveAssetId(deps: AppDeps, link: ShareLinkRow): Promise<number | undefined> {
  if (link.assetId !== null) return link.assetId;
  if (link.rentalId === null) return undefined;
  const rental = await findRental(deps.db, link.companyId, link.rentalId);
  return rental?.rentalStatusId === RENTAL_STATUS.onRent
    ? (rental.assetId ?? undefined)
    : undefined;
}

/**
 * The public page of a share link (no sign-in: the token is the key). Its answer carries only
 * what the page shows (`sharedLocation` in domain). A rental's link ends the moment the rental
 * goes off rent, because this read checks the rental's status every time.
 */
export async function readSharedLocation(deps: AppDeps, token: string): Promise<SharedLocation> {
  const link = await findShareLinkByHash(deps.db, hashToken(token));
  const nowMs = deps.now?.() ?? Date.now();
  if (!link || link.revokedAt !== null || link.expiresAt.getTime() <= nowMs) throw gone();
  const base = {
    message: link.message,
    expires_at: link.expiresAt.toISOString(),
    style_url: deps.config.mapStyleUrl ?? OFFLINE_STYLE_PATH,
  };
  if (link.latitude !== null && link.longitude !== null) {
    return {
      ...base,
      kind: 'place',
      title: link.placeName ?? 'Shared location',
      location: { latitude: link.latitude, longitude: link.longitude },
      address: null,
      located_at: link.createdAt.toISOString(),
    };
  }
  const assetId = await liveAssetId(deps, link);
  // An asset archived since (or gone) is no longer shared.
  const asset =
    assetId === undefined ? undefined : await findShareableAsset(deps.db, link.companyId, assetId);
  if (!asset) throw gone();
  const [status] = await findAssetStatuses(deps, link.companyId, [asset.assetId]);
  return {
    ...base,
    kind: 'asset',
    title: asset.customName,
    location: status?.location ?? null,
    address: status ? addressOf(status) : null,
    located_at: status?.last_location_timestamp ?? null,
  };
}
