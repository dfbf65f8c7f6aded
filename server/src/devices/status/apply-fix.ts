import { LOCATION_SOURCE, type Position } from '@fleet/domain';
import type { StatusRecord } from '../positions.repo';
import type { GeofenceRegistry } from '../geofence-registry';
import type { ReverseGeocoder } from '../../platform/geocoder/reverse-geocoder';
import { applyPosition } from './apply-position';
import { emptyStoredStatus } from '@fleet/domain';
import { withDefaults, type StoredStatus } from './stored-status';

/** One stored fix with what deriving the status needs to know about its sender. */
export interface FixToApply {
  companyId: number;
  assetId: number;
  assetTypeId: number;
  position: Position;
  receivedAt: number;
  locationSource: number;
  /** Status fields the sender states itself (a manual location's address). */
  overrides?: Partial<StoredStatus> | undefined;
}

/** Where a fix is: the company's geofences, and the address the geocoder knows. */
export interface PlaceLookups {
  geofences: GeofenceRegistry;
  geocoder: ReverseGeocoder;
}

/**
 * The asset's record after one more stored fix: a newer fix moves the status on; an older one
 * (late) only counts as a check-in. Callers apply fixes in fix-time order.
 */
export function applyFix(
  record: StatusRecord | undefined,
  fix: FixToApply,
  { geofences, geocoder }: PlaceLookups,
): StatusRecord {
  const base = record ?? {
    assetId: fix.assetId,
    companyId: fix.companyId,
    status: emptyStoredStatus(fix.assetId),
    lastFixMs: null,
  };
  // One copy a fix (applyPosition's, or the check-in's below): this runs for every fix taken.
  const previous = complete.has(base.status) ? base.status : withDefaults(fix.assetId, base.status);
  let status: StoredStatus;
  let lastFixMs = base.lastFixMs;
  const { position } = fix;
  if (lastFixMs === null || position.fixTime > lastFixMs) {
    const hits = position.valid
      ? geofences.containing(fix.companyId, position.longitude, position.latitude)
      : previous.geofences;
    status = applyPosition(previous, position, { assetTypeId: fix.assetTypeId, geofences: hits });
    if (position.valid) {
      // Street, city, state and ZIP of the new place, or none: an old address would mislead.
      const address = geocoder.reverse(position.latitude, position.longitude);
      status.street = address?.street ?? null;
      status.city = address?.city ?? null;
      status.state = address?.state ?? null;
      status.zip_code = address?.zip_code ?? null;
    }
    if (fix.locationSource !== LOCATION_SOURCE.tracker) status.location_source = fix.locationSource;
    if (fix.overrides) Object.assign(status, fix.overrides);
    lastFixMs = position.fixTime;
  } else {
    status = { ...previous };
  }
  const checkin = new Date(fix.receivedAt).toISOString();
  if (!status.last_checkin_timestamp || status.last_checkin_timestamp < checkin) {
    status.last_checkin_timestamp = checkin;
  }
  complete.add(status);
  return { ...base, status, lastFixMs };
}

/**
 * Statuses this function made: every field is there, so the next fix of the asset (kept in
 * memory between batches) needs a copy, not the defaults merged in again (issue 12's profile).
 */
const complete = new WeakSet<StoredStatus>();
