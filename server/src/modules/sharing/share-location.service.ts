import {
  RENTAL_STATUS,
  SHARE_MESSAGES,
  phoneDigits,
  shareLocationInput,
  type ShareLocation,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { hashToken, newAccessToken, type AuthContext } from '../../platform/auth';
import { createSmsProvider } from '../../platform/sms/sms-provider';
import { findAssetStatuses } from '../assets/assets.service';
import { findRental } from '../rentals/rentals.repo';
import { findUser } from '../users/users.repo';
import { lockWritableAsset } from '../assets/writable-asset';
import { badShareInput, readOnlyRefusal, shareRefusal, shareTargetNotFound } from './share-errors';
import { shareLink, shareText, withoutToken } from './share-text';
import { insertShareLink, insertSmsMessage, optedOutPhones, revokeShareLink } from './sharing.repo';

/** What a link points at, checked: an asset or a rental's asset (live), or a fixed place. */
type Target =
  | { kind: 'asset'; assetId: number; title: string }
  | { kind: 'rental'; rentalId: number; title: string }
  | { kind: 'place'; latitude: number; longitude: number; placeName: string | null };

function parseShare(args: unknown): ShareLocation {
  const parsed = shareLocationInput.safeParse(args);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const message = issue?.message ?? SHARE_MESSAGES.failed;
  // The spec's own sentences stand alone; zod's generic ones say which argument they mean.
  const isOurs = (Object.values(SHARE_MESSAGES) as string[]).includes(message);
  const where = !isOurs && issue?.path.length ? ` (${issue.path.join('.')})` : '';
  throw badShareInput(`${message}${where}`);
}

/**
 * spec 1 §6 "Share needs a tracker and a known location"; an archived asset is not shared
 * (409: it is off the map, and a stolen one's position is for its owner, not a link).
 */
async function shareableAsset(deps: AppDeps, companyId: number, assetId: number) {
  const { asset } = await lockWritableAsset(deps.db, companyId, assetId, 'Asset not found.');
  if (asset.trackerId === null) throw badShareInput(SHARE_MESSAGES.noTracker);
  const [status] = await findAssetStatuses(deps, companyId, [assetId]);
  if (!status?.location) throw badShareInput(SHARE_MESSAGES.noLocation);
  return asset;
}

async function resolveTarget(deps: AppDeps, companyId: number, input: ShareLocation) {
  if (input.assetId !== undefined) {
    const asset = await shareableAsset(deps, companyId, input.assetId);
    return { kind: 'asset', assetId: asset.assetId, title: asset.customName } satisfies Target;
  }
  if (input.rentalId !== undefined) {
    const rental = await findRental(deps.db, companyId, input.rentalId);
    if (!rental) throw shareTargetNotFound('Rental');
    if (rental.rentalStatusId !== RENTAL_STATUS.onRent)
      throw badShareInput(SHARE_MESSAGES.notOnRent);
    if (rental.assetId === null) throw badShareInput(SHARE_MESSAGES.noRentalAsset);
    const asset = await shareableAsset(deps, companyId, rental.assetId);
    return { kind: 'rental', rentalId: rental.rentalId, title: asset.customName } satisfies Target;
  }
  if (!input.location) throw badShareInput(SHARE_MESSAGES.locationRequired);
  const { latitude, longitude, name } = input.location;
  return { kind: 'place', latitude, longitude, placeName: name || null } satisfies Target;
}

/** A typed number may be a colleague's who asked not to be texted: their wish stands. */
async function refuseOptedOut(deps: AppDeps, companyId: number, digits: string) {
  const rows = await optedOutPhones(deps.db, companyId);
  const numbers = rows.flatMap((row) => [row.phoneNumber, row.cellPhoneNumber].map(phoneDigits));
  const last10 = digits.slice(-10);
  if (numbers.some((number) => number !== null && number.slice(-10) === last10)) {
    throw badShareInput(SHARE_MESSAGES.optedOut);
  }
}

/**
 * spec 1 §7 share-location mutation: checks everything first (nothing is written for a refused
 * share), then makes the link (only the token's hash is kept), sends the text through the
 * configured provider and logs it. A message the provider refuses ends its link at once and
 * is logged as failed, so an admin can see why.
 */
export async function shareLocation(
  deps: AppDeps,
  auth: AuthContext,
  requestOrigin: string,
  args: unknown,
): Promise<{ ok: boolean }> {
  if (auth.readOnly) throw readOnlyRefusal();
  const input = parseShare(args);
  const target: Target = await resolveTarget(deps, auth.companyId, input);
  await refuseOptedOut(deps, auth.companyId, input.phoneNumber);
  const sender = await findUser(deps.db, auth.companyId, auth.userId);

  const token = newAccessToken();
  const nowMs = deps.now?.() ?? Date.now();
  const shareLinkId = await insertShareLink(deps.db, {
    companyId: auth.companyId,
    tokenHash: hashToken(token),
    assetId: target.kind === 'asset' ? target.assetId : null,
    rentalId: target.kind === 'rental' ? target.rentalId : null,
    latitude: target.kind === 'place' ? target.latitude : null,
    longitude: target.kind === 'place' ? target.longitude : null,
    placeName: target.kind === 'place' ? target.placeName : null,
    message: input.message,
    phoneNumber: input.phoneNumber,
    createdBy: auth.userId,
    createdAt: new Date(nowMs),
    expiresAt: new Date(nowMs + deps.config.shareLinkMs),
  });

  const body = shareText({
    message: input.message,
    senderName: [sender?.firstName, sender?.lastName].filter(Boolean).join(' ') || 'Fleet',
    title: target.kind === 'place' ? target.placeName : target.title,
    link: shareLink(deps.config.publicUrl ?? requestOrigin, token),
    hours: deps.config.shareLinkMs / 3_600_000,
    isRental: target.kind === 'rental',
  });
  const provider = createSmsProvider(deps.config.sms);
  const outcome = await provider.send({ to: input.phoneNumber, body });
  await insertSmsMessage(deps.db, {
    companyId: auth.companyId,
    toNumber: input.phoneNumber,
    // The outbox is how the message reaches its reader, so it keeps the link; a message the
    // provider has taken is logged without its token, like every other copy of one.
    body: outcome.status === 'outbox' ? body : withoutToken(body, token),
    provider: provider.kind,
    status: outcome.status,
    providerMessageId: outcome.status === 'sent' ? outcome.providerMessageId : null,
    error: outcome.status === 'failed' ? outcome.error : null,
    purpose: 'share-location',
    createdBy: auth.userId,
  });
  if (outcome.status === 'failed') {
    await revokeShareLink(deps.db, shareLinkId, new Date(nowMs));
    throw shareRefusal(SHARE_MESSAGES.notSent, 'SMS_FAILED', 502);
  }
  return { ok: true };
}
