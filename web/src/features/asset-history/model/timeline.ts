import { type IncidentDto, type TripDay, type TripDto } from '@fleet/domain';
import { incidentStartMs } from './incidents';

export type TimelineEntry =
  | { kind: 'trip'; key: string; startMs: number; trip: TripDto; incidents: IncidentDto[] }
  | { kind: 'incident'; key: string; startMs: number; incident: IncidentDto };

const byStart = (a: IncidentDto, b: IncidentDto) => incidentStartMs(a) - incidentStartMs(b);

/**
 * The incidents listed under a trip: those that started during it, earliest first. The server
 * counts an incident in by its report time, but an idle reported as the trip sets off began
 * before it, and reads better on its own just ahead of the trip.
 */
export function tripIncidents(trip: TripDto): IncidentDto[] {
  const start = Date.parse(trip.start_timestamp);
  const end = Date.parse(trip.end_timestamp);
  return trip.incidents
    .filter((incident) => {
      const started = incidentStartMs(incident);
      return started >= start && started <= end;
    })
    .sort(byStart);
}

/** The trip an incident is listed under, if any. */
export function tripOfIncident(day: Pick<TripDay, 'trips'>, incidentId: string): TripDto | null {
  const isIt = (incident: IncidentDto) => incident.tracking_incident_id === incidentId;
  return day.trips.find((trip) => tripIncidents(trip).some(isIt)) ?? null;
}

/**
 * The day in order: trips with their incidents, and between them every other incident. On a
 * tie the incident comes first: "Ignition On" reads before the trip it starts.
 */
export function buildTimeline(day: TripDay): TimelineEntry[] {
  const listed = new Set<string>();
  const entries: TimelineEntry[] = day.trips.map((trip) => {
    const incidents = tripIncidents(trip);
    for (const incident of incidents) listed.add(incident.tracking_incident_id);
    return {
      kind: 'trip',
      key: `trip:${trip.trip_id}`,
      startMs: Date.parse(trip.start_timestamp),
      trip,
      incidents,
    };
  });
  // The day's list has them all; a trip's own list is read too in case the two ever differ.
  for (const incident of [...day.incidents, ...day.trips.flatMap((trip) => trip.incidents)]) {
    if (listed.has(incident.tracking_incident_id)) continue;
    listed.add(incident.tracking_incident_id);
    entries.push({
      kind: 'incident',
      key: `incident:${incident.tracking_incident_id}`,
      startMs: incidentStartMs(incident),
      incident,
    });
  }
  const rank = (entry: TimelineEntry) => (entry.kind === 'incident' ? 0 : 1);
  return entries.sort((a, b) => a.startMs - b.startMs || rank(a) - rank(b));
}

/** Totals for the day's summary, from the trips the server already trimmed to the day. */
export function daySummary(day: TripDay): { tripCount: number; miles: number } {
  return {
    tripCount: day.trips.length,
    miles: day.trips.reduce((sum, trip) => sum + trip.trip_distance_miles, 0),
  };
}
