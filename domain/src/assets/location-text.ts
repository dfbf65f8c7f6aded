import { type AssetStatus } from './asset-status.schema';
import { type TrackerDisplayStatus } from './display-status';

export type AddressFacts = Pick<AssetStatus, 'street' | 'city' | 'state' | 'zip_code'>;
export type LocationTextFacts = AddressFacts & Pick<AssetStatus, 'geofences'>;

export const UNKNOWN_ADDRESS = 'Unknown Address';

function present(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** "street, city, ST zip", leaving out whatever is missing; 'Unknown Address' when all are. */
export function formatAddress(status: AddressFacts): string {
  const stateZip = [present(status.state?.abbreviation), present(status.zip_code)]
    .filter((part) => part !== null)
    .join(' ');
  const parts = [present(status.street), present(status.city), present(stateZip)].filter(
    (part) => part !== null,
  );
  return parts.length === 0 ? UNKNOWN_ADDRESS : parts.join(', ');
}

/**
 * spec 1 §4: a moving asset's address is out of date the moment it is shown, so it says what
 * it is doing instead; otherwise the address, then the geofences it is in, e.g.
 * "1 Main St, Austin, TX 78701 (Yard, North Lot)", or just "Yard, North Lot" when the address
 * is unknown.
 */
export function locationText(
  displayStatus: TrackerDisplayStatus,
  status: LocationTextFacts,
): string {
  if (displayStatus === 'being_hauled') return 'Being hauled';
  if (displayStatus === 'driving') return 'Driving';
  const address = formatAddress(status);
  const geofenceNames = status.geofences
    .map((geofence) => present(geofence.name))
    .filter((name) => name !== null);
  if (geofenceNames.length === 0) return address;
  // Inside a named place, the place says more than 'Unknown Address' would.
  if (address === UNKNOWN_ADDRESS) return geofenceNames.join(', ');
  return `${address} (${geofenceNames.join(', ')})`;
}
