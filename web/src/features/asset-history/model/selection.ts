import { type TripDay } from '@fleet/domain';
import { tripOfIncident } from './timeline';

/** What the user picked, in the list or on the map; both show the same selection. */
export interface DaySelection {
  tripId: string | null;
  incidentId: string | null;
}

export const NO_SELECTION: DaySelection = { tripId: null, incidentId: null };

/** Picking a trip selects it; picking it again lets the whole day show again. */
export function toggleTrip(current: DaySelection, tripId: string): DaySelection {
  const isSame = current.tripId === tripId && current.incidentId === null;
  return isSame ? NO_SELECTION : { tripId, incidentId: null };
}

/**
 * Picking an incident selects it and the trip it happened on, so its line stands out too;
 * picking it again goes back to that trip.
 */
export function toggleIncident(
  current: DaySelection,
  incidentId: string,
  day: Pick<TripDay, 'trips'>,
): DaySelection {
  const tripId = tripOfIncident(day, incidentId)?.trip_id ?? null;
  if (current.incidentId === incidentId) return { tripId, incidentId: null };
  return { tripId, incidentId };
}

/** An incident of the day, whether listed on its own or only under its trip. */
export function findIncident(day: TripDay, incidentId: string | null) {
  if (incidentId === null) return null;
  const byId = (i: { tracking_incident_id: string }) => i.tracking_incident_id === incidentId;
  return day.incidents.find(byId) ?? day.trips.flatMap((t) => t.incidents).find(byId) ?? null;
}
