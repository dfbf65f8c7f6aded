import { Anchor, Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { type CameraEventMedia, type IncidentDto, type TripDto } from '@fleet/domain';
import { formatTimeOfDay } from '../model/dates';
import { secondsBetween } from '../model/format';
import { formatDistance, formatDuration } from '@fleet/domain';
import { historyPath } from '../model/routes';
import { tripPartners, tripTypeLook } from '../model/trip-types';
import classes from './asset-history.module.css';
import { TripIncidentRow } from './incident-item';

interface TripItemProps {
  trip: TripDto;
  /** The incidents listed under the trip. */
  incidents: readonly IncidentDto[];
  timeZone: string;
  /** The day shown, so a hauling partner's link opens the same day. */
  date: string;
  isSelected: boolean;
  selectedIncidentId: string | null;
  onSelect: (tripId: string) => void;
  onSelectIncident: (incidentId: string) => void;
  onPlayClip: (media: CameraEventMedia) => void;
}

const placeLabel = (label: string) => label.trim() || 'Unknown Address';

/** One trip: when, from where to where, how far and long, its type and its incidents. */
export function TripItem({
  trip,
  incidents,
  timeZone,
  date,
  isSelected,
  selectedIncidentId,
  onSelect,
  onSelectIncident,
  onPlayClip,
}: TripItemProps) {
  const look = tripTypeLook(trip.trip_type.trip_type_id);
  const partners = tripPartners(trip);
  const start = formatTimeOfDay(trip.start_timestamp, timeZone);
  const end = formatTimeOfDay(trip.end_timestamp, timeZone);
  const duration = formatDuration(secondsBetween(trip.start_timestamp, trip.end_timestamp));

  return (
    <div className={isSelected ? `${classes.entry} ${classes.entrySelected}` : classes.entry}>
      <UnstyledButton
        w="100%"
        onClick={() => onSelect(trip.trip_id)}
        aria-pressed={isSelected}
        aria-label={`${look.label} trip ${start} to ${end}, ${placeLabel(trip.start.label)} to ${placeLabel(trip.end.label)}`}
      >
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} size="sm">
            {start} → {end}
          </Text>
          <Badge color={look.color} variant="light" size="sm" radius="sm">
            {look.label}
          </Badge>
        </Group>
        <Stack gap={0} mt={4}>
          <Text size="sm" lineClamp={1} title={trip.start.label}>
            {placeLabel(trip.start.label)}
          </Text>
          <IconArrowDown size={12} color="var(--mantine-color-gray-5)" aria-hidden />
          <Text size="sm" lineClamp={1} title={trip.end.label}>
            {placeLabel(trip.end.label)}
          </Text>
        </Stack>
        <Text size="xs" c="dimmed" mt={4}>
          {formatDistance(trip.trip_distance_miles)} · {duration} · Max{' '}
          {Math.round(trip.max_speed_mph)} mph
        </Text>
      </UnstyledButton>
      {partners && (
        <Text size="xs" mt={4}>
          {partners.relation}{' '}
          {partners.assetIds.map((assetId, index) => (
            <span key={assetId}>
              {index > 0 && ', '}
              <Anchor component={Link} to={historyPath(assetId, date)} size="xs" fw={500}>
                #{assetId}
              </Anchor>
            </span>
          ))}
        </Text>
      )}
      {incidents.length > 0 && (
        <Stack gap={0} mt={6} ml={-6}>
          {incidents.map((incident) => (
            <TripIncidentRow
              key={incident.tracking_incident_id}
              incident={incident}
              timeZone={timeZone}
              isSelected={incident.tracking_incident_id === selectedIncidentId}
              onSelect={onSelectIncident}
              onPlayClip={onPlayClip}
            />
          ))}
        </Stack>
      )}
    </div>
  );
}
