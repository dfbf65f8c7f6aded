import { useMemo } from 'react';
import { type CameraEventMedia, type TripDay } from '@fleet/domain';
import { type DaySelection } from '../model/selection';
import { buildTimeline } from '../model/timeline';
import { NoTrips, TimelineSkeleton, TripsError } from './day-states';
import { TripTimeline } from './trip-timeline';

interface DayPanelProps {
  /** undefined while loading. */
  day: TripDay | undefined;
  isError: boolean;
  onRetry: () => void;
  date: string;
  timeZone: string;
  assetName: string | null;
  showsLastPlace: boolean;
  selection: DaySelection;
  onSelectTrip: (tripId: string) => void;
  onSelectIncident: (incidentId: string) => void;
  onPreviousDay: () => void;
  onPlayClip: (media: CameraEventMedia) => void;
}

/** The list side of the page: the day's trips and incidents, or why there are none. */
export function DayPanel({
  day,
  isError,
  onRetry,
  date,
  timeZone,
  assetName,
  showsLastPlace,
  selection,
  onSelectTrip,
  onSelectIncident,
  onPreviousDay,
  onPlayClip,
}: DayPanelProps) {
  const entries = useMemo(() => (day ? buildTimeline(day) : []), [day]);

  if (day === undefined) {
    return isError ? <TripsError onRetry={onRetry} /> : <TimelineSkeleton />;
  }
  return (
    <>
      {day.trips.length === 0 && (
        <NoTrips
          date={date}
          assetName={assetName}
          hasIncidents={entries.length > 0}
          showsLastPlace={showsLastPlace}
          onPreviousDay={onPreviousDay}
        />
      )}
      {entries.length > 0 && (
        <TripTimeline
          entries={entries}
          timeZone={timeZone}
          date={date}
          selection={selection}
          onSelectTrip={onSelectTrip}
          onSelectIncident={onSelectIncident}
          onPlayClip={onPlayClip}
        />
      )}
    </>
  );
}
