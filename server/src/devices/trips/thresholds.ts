/**
 * The engine's tunable limits. Trips and incidents are re-derived from stored positions, so a
 * change here only needs a re-derivation, never a data migration.
 */

import { EQUIPMENT_HAUL_SPEED_MPH } from '@fleet/domain';

/** Reported speed above this (with the engine on or unknown) counts as moving; the live status
 * uses the same limit, so the map and the trips agree. */
export { MOVING_SPEED_MPH } from '@fleet/domain';

/** A jump larger than this between two GPS fixes counts as moving whatever the speed says. */
export const MOVING_DISPLACEMENT_METERS = 50;

/** Stopped at least this long ends a trip; a traffic light or a queue does not. */
export const STOP_GAP_MS = 5 * 60_000;

/** Tracked and wheeled machines cannot drive themselves faster than this: above it they ride a trailer. */
export const EQUIPMENT_MAX_SELF_PROPELLED_MPH = EQUIPMENT_HAUL_SPEED_MPH;

/** A vehicle trip and a hauled trip must overlap in time by at least this share of the longer one. */
export const HAULING_MIN_OVERLAP = 0.8;

/** A hauler's start and end must each lie this close to the hauled asset's. */
export const HAULING_MAX_ENDPOINT_METERS = 200;

/** An odometer reading is trusted only if it is at least this share of the GPS distance... */
export const ODOMETER_MIN_SHARE_OF_GPS = 0.9;

/** ...and does not imply an average speed above this (a reset or a swapped tracker). */
export const ODOMETER_MAX_AVERAGE_MPH = 100;

/** Default alert limits (minutes) when the company has not set its own. */
export const DEFAULT_IDLE_ALERT_MINUTES = 5;
export const DEFAULT_LOST_CONTACT_MINUTES = 24 * 60;
