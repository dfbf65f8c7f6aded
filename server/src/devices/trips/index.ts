export * from './types';
export * from './thresholds';
export { haversineMeters, metersToMiles, METERS_PER_MILE, type LatLon } from './distance';
export { orderFixes } from './motion';
export { deriveTrips, type DeriveTripsInput } from './derive-trips';
export { deriveIncidents, incidentKey, type DeriveIncidentsInput } from './derive-incidents';
export { matchHauling, overlapShare } from './hauling';
export { trimTripToDay } from './trim-to-day';
export {
  tripPlaceLabel,
  UNKNOWN_ADDRESS,
  UNAVAILABLE_STREET_ADDRESS,
  type TripPlace,
} from './trip-places';
