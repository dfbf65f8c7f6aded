import { useEffect, useRef } from 'react';
import { Timeline } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import type { CameraEventMedia } from '@fleet/domain';
import { SEVERITY_COLORS } from '../model/incidents';
import { type DaySelection } from '../model/selection';
import { type TimelineEntry } from '../model/timeline';
import { tripTypeLook } from '../model/trip-types';
import { IncidentItem } from './incident-item';
import { IncidentIcon } from './incident-icon';
import { TripItem } from './trip-item';

interface TripTimelineProps {
  entries: readonly TimelineEntry[];
  timeZone: string;
  date: string;
  selection: DaySelection;
  onSelectTrip: (tripId: string) => void;
  onSelectIncident: (incidentId: string) => void;
  onPlayClip: (media: CameraEventMedia) => void;
}

const BULLET_SIZE = 26;

/** The day from morning to night; a selection made on the map scrolls into view here. */
export function TripTimeline({
  entries,
  timeZone,
  date,
  selection,
  onSelectTrip,
  onSelectIncident,
  onPlayClip,
}: TripTimelineProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const selectedKey =
    selection.incidentId !== null
      ? `incident:${selection.incidentId}`
      : selection.tripId !== null
        ? `trip:${selection.tripId}`
        : null;

  useEffect(() => {
    if (selectedKey === null) return;
    const element = listRef.current?.querySelector(`[data-entry="${CSS.escape(selectedKey)}"]`);
    element?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [selectedKey]);

  return (
    <Timeline ref={listRef} bulletSize={BULLET_SIZE} lineWidth={2} active={entries.length}>
      {entries.map((entry) => {
        if (entry.kind === 'trip') {
          const { trip } = entry;
          return (
            <Timeline.Item
              key={entry.key}
              data-entry={entry.key}
              color={tripTypeLook(trip.trip_type.trip_type_id).color}
              bullet={<IconRoute size={15} aria-hidden />}
            >
              <TripItem
                trip={trip}
                incidents={entry.incidents}
                timeZone={timeZone}
                date={date}
                isSelected={trip.trip_id === selection.tripId}
                selectedIncidentId={selection.incidentId}
                onSelect={onSelectTrip}
                onSelectIncident={onSelectIncident}
                onPlayClip={onPlayClip}
              />
            </Timeline.Item>
          );
        }
        const { incident } = entry;
        return (
          <Timeline.Item
            key={entry.key}
            data-entry={entry.key}
            color={SEVERITY_COLORS[incident.severity]}
            bullet={<IncidentIcon incident={incident} size={15} />}
          >
            <IncidentItem
              incident={incident}
              timeZone={timeZone}
              isSelected={incident.tracking_incident_id === selection.incidentId}
              onSelect={onSelectIncident}
              onPlayClip={onPlayClip}
            />
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
