import { Group, Text, UnstyledButton } from '@mantine/core';
import { formatDuration, type CameraEventMedia, type IncidentDto } from '@fleet/domain';
import { formatTimeOfDay } from '../model/dates';
import { incidentClipMedia } from '../model/incident-clip';
import {
  SEVERITY_COLORS,
  hasDurationStart,
  incidentDetail,
  incidentName,
  incidentStartMs,
} from '../model/incidents';
import classes from './asset-history.module.css';
import { IncidentIcon } from './incident-icon';
import { PlayClipButton } from './play-clip-button';

interface IncidentProps {
  incident: IncidentDto;
  timeZone: string;
  isSelected: boolean;
  onSelect: (incidentId: string) => void;
  /** Opens the camera window at a dash cam's clip of the incident. */
  onPlayClip: (media: CameraEventMedia) => void;
}

/**
 * "Started 2:10 PM · 30 mins" for idle and over-speed incidents, which are reported when they
 * end (spec 2 §5); nothing for the others, or for one that has no length yet.
 */
function startedText(incident: IncidentDto, timeZone: string): string | null {
  if (!hasDurationStart(incident.tracking_incident_type_id) || incident.duration < 1) return null;
  const started = formatTimeOfDay(incidentStartMs(incident), timeZone);
  return `Started ${started} · ${formatDuration(incident.duration)}`;
}

function detailText(incident: IncidentDto, timeZone: string): string | null {
  const parts = [startedText(incident, timeZone), incidentDetail(incident)];
  const text = parts.filter((part) => part !== null).join(' · ');
  return text === '' ? null : text;
}

/** An incident outside any trip, as its own timeline entry (the bullet carries its icon). */
export function IncidentItem({
  incident,
  timeZone,
  isSelected,
  onSelect,
  onPlayClip,
}: IncidentProps) {
  const name = incidentName(incident.tracking_incident_type_id);
  const time = formatTimeOfDay(incident.report_timestamp, timeZone);
  const detail = detailText(incident, timeZone);
  const media = incidentClipMedia(incident);
  return (
    <div className={isSelected ? `${classes.entry} ${classes.entrySelected}` : classes.entry}>
      <UnstyledButton
        w="100%"
        onClick={() => onSelect(incident.tracking_incident_id)}
        aria-pressed={isSelected}
        aria-label={`${name} at ${time}, ${incident.severity}`}
      >
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={500} size="sm">
            {name}
          </Text>
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {time}
          </Text>
        </Group>
        {detail && (
          <Text size="xs" c="dimmed" mt={2}>
            {detail}
          </Text>
        )}
      </UnstyledButton>
      {media && (
        <Group mt={4}>
          <PlayClipButton
            media={media}
            incidentLabel={`${name} at ${time}`}
            onPlayClip={onPlayClip}
          />
        </Group>
      )}
    </div>
  );
}

/** An incident during a trip, one compact line under that trip (with its clip, if kept). */
export function TripIncidentRow({
  incident,
  timeZone,
  isSelected,
  onSelect,
  onPlayClip,
}: IncidentProps) {
  const name = incidentName(incident.tracking_incident_type_id);
  const time = formatTimeOfDay(incident.report_timestamp, timeZone);
  const detail = detailText(incident, timeZone);
  const media = incidentClipMedia(incident);
  return (
    <Group gap={4} wrap="nowrap" data-entry={`incident:${incident.tracking_incident_id}`}>
      <UnstyledButton
        className={
          isSelected ? `${classes.subEntry} ${classes.subEntrySelected}` : classes.subEntry
        }
        onClick={() => onSelect(incident.tracking_incident_id)}
        aria-pressed={isSelected}
        aria-label={`${name} at ${time}, ${incident.severity}`}
      >
        <IncidentIcon
          incident={incident}
          size={15}
          color={SEVERITY_COLORS[incident.severity]}
          style={{ flexShrink: 0 }}
        />
        <Text size="xs" fw={500} style={{ flexShrink: 0 }}>
          {name}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={2} style={{ flex: 1 }}>
          {detail}
        </Text>
        <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
          {time}
        </Text>
      </UnstyledButton>
      {media && (
        <PlayClipButton
          media={media}
          incidentLabel={`${name} at ${time}`}
          onPlayClip={onPlayClip}
        />
      )}
    </Group>
  );
}
