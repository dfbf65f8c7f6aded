import { TRIP_TYPE, type TripDto } from '@fleet/domain';

/** spec 2 §9 trip line colours. */
export const TRIP_COLORS = {
  regular: '#43b4e7',
  hauling: '#7E4CEB',
  hauled: '#F6911E',
} as const;

export interface TripTypeLook {
  label: string;
  color: string;
}

/**
 * How a trip type reads and draws. Both hauled types (3, and 4 with the ignition on) share the
 * hauled colour; anything else (operator assignment, a new type) draws as a regular trip.
 */
export function tripTypeLook(tripTypeId: number): TripTypeLook {
  switch (tripTypeId) {
    case TRIP_TYPE.hauling:
      return { label: 'Hauling', color: TRIP_COLORS.hauling };
    case TRIP_TYPE.hauled:
      return { label: 'Hauled', color: TRIP_COLORS.hauled };
    case TRIP_TYPE.hauledIgnitionOn:
      return { label: 'Hauled, ignition on', color: TRIP_COLORS.hauled };
    default:
      return { label: 'Regular', color: TRIP_COLORS.regular };
  }
}

/** The other asset(s) of a hauling pair: who hauled this one, or what this one hauled. */
export interface TripPartners {
  relation: 'Hauled by' | 'Hauling';
  assetIds: number[];
}

export function tripPartners(
  trip: Pick<TripDto, 'trip_type' | 'hauling_asset' | 'hauling_trip_hauled_assets'>,
): TripPartners | null {
  const typeId = trip.trip_type.trip_type_id;
  if (typeId === TRIP_TYPE.hauling && trip.hauling_trip_hauled_assets.length > 0) {
    return { relation: 'Hauling', assetIds: [...trip.hauling_trip_hauled_assets] };
  }
  const isHauled = typeId === TRIP_TYPE.hauled || typeId === TRIP_TYPE.hauledIgnitionOn;
  if (isHauled && trip.hauling_asset !== null) {
    return { relation: 'Hauled by', assetIds: [trip.hauling_asset] };
  }
  return null;
}

/** "Hauled by #123", "Hauling #45, #46". */
export function partnersText(partners: TripPartners): string {
  return `${partners.relation} ${partners.assetIds.map((id) => `#${id}`).join(', ')}`;
}
