import { useMemo, useState } from 'react';
import { Alert, Anchor, Center, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import {
  CAMERA_VENDOR,
  eventClipOf,
  type CameraEventMedia,
  type IncidentDto,
  type TripDto,
} from '@fleet/domain';
import { useCameraWindow } from '../../../components/camera-window/camera-window-context';
import { isApiError } from '../../../lib/api-client';
import { useAccess } from '../../../lib/access-provider';
import { useAssetLocation } from '../api/get-asset-location';
import { useAssetTimecard } from '../api/get-asset-timecard';
import { useAssetTrips } from '../api/get-asset-trips';
import { useHistoryHeader } from '../api/get-history-header';
import classes from '../components/asset-history.module.css';
import { DayPanel } from '../components/day-panel';
import { DaySummary } from '../components/day-summary';
import { HistoryHeader } from '../components/history-header';
import { HistoryMap } from '../components/history-map';
import { useSelectedDate } from '../hooks/use-selected-date';
import { useToday } from '../hooks/use-today';
import { cameraFor } from '../model/camera';
import { dayWindow, shiftDate } from '../../../lib/company-days';
import { formatTotalDistance, formatTotalDuration } from '@fleet/domain';
import { type LngLat } from '../model/map-features';
import { parseRouteId, type HistorySubject } from '../model/routes';
import {
  NO_SELECTION,
  findIncident,
  toggleIncident,
  toggleTrip,
  type DaySelection,
} from '../model/selection';
import { daySummary } from '../model/timeline';

// Stable empties: a new array each render would redraw the map's layers each time.
const NO_TRIPS: TripDto[] = [];
const NO_INCIDENTS: IncidentDto[] = [];

/**
 * A day of trips (spec 1 §2 "Asset and rental routes"): `/assets/all/asset/:assetId/history` for
 * an asset, `/assets/all/rentals/:rentalId/history` for a rental (the rented asset's trips while
 * on that rental), with `?selectedDate=`: the trips and incidents as a timeline beside a map.
 */
export function AssetHistoryPage() {
  const params = useParams();
  const isRental = params.rentalId !== undefined;
  const id = parseRouteId(isRental ? params.rentalId : params.assetId);
  if (id === null)
    return <AssetProblem title={`This ${isRental ? 'rental' : 'asset'} does not exist`} />;
  const subject: HistorySubject = isRental ? { kind: 'rental', id } : { kind: 'asset', id };
  // A new subject starts with a clean selection.
  return <AssetHistory key={`${subject.kind}:${id}`} subject={subject} />;
}

function AssetProblem({ title, text }: { title: string; text?: string }) {
  return (
    <Center py={64}>
      <Alert color="red" icon={<IconAlertTriangle />} title={title} maw={440}>
        <Stack gap="xs">
          <Text size="sm">
            {text ?? 'It may have been removed, or it belongs to another company.'}
          </Text>
          <Anchor component={Link} to="/assets/all" size="sm">
            Back to the map
          </Anchor>
        </Stack>
      </Alert>
    </Center>
  );
}

function AssetHistory({ subject }: { subject: HistorySubject }) {
  const { company } = useAccess();
  const timeZone = company.timezone;
  const cameraWindow = useCameraWindow();
  const today = useToday(timeZone);
  const [date, setDate] = useSelectedDate(today);
  const range = useMemo(() => dayWindow(date, timeZone), [date, timeZone]);

  const header = useHistoryHeader(subject);
  const trips = useAssetTrips(subject, range);
  const timecard = useAssetTimecard(subject, range);
  const day = trips.data;
  const hasNoTrips = day !== undefined && day.trips.length === 0;
  const location = useAssetLocation(subject, { enabled: hasNoTrips });

  // The selection belongs to the day it was made on: another day starts with none.
  const [picked, setPicked] = useState({ date, selection: NO_SELECTION });
  const selection = picked.date === date ? picked.selection : NO_SELECTION;
  const select = (next: (current: DaySelection) => DaySelection) =>
    setPicked({ date, selection: next(selection) });
  const selectTrip = (tripId: string) => select((current) => toggleTrip(current, tripId));
  const selectIncident = (incidentId: string) =>
    select((current) => toggleIncident(current, incidentId, day ?? { trips: [] }));

  const place = location.data?.location;
  const lastPlace: LngLat | null = hasNoTrips && place ? [place.longitude, place.latitude] : null;
  const camera = cameraFor({
    date,
    trips: day?.trips ?? null,
    incidents: day?.incidents ?? [],
    selectedTrip: day?.trips.find((trip) => trip.trip_id === selection.tripId) ?? null,
    selectedIncident: day ? findIncident(day, selection.incidentId) : null,
    assetLocation: lastPlace,
  });

  // Media come only with camera access, and only from Fleet's own cameras (vendor 3): the
  // window opens on the incident's camera at its clip, titled with the asset's name.
  const playClip = (media: CameraEventMedia) =>
    cameraWindow.open({
      cameraId: media.camera_id,
      assetName: header.data?.asset.custom_name ?? 'Camera',
      companyId: company.company_id,
      vendorId: CAMERA_VENDOR.fleetWindow,
      clip: eventClipOf(media),
    });

  if (header.isError) {
    const noun = subject.kind;
    const isMissing = isApiError(header.error) && header.error.status === 404;
    return isMissing ? (
      <AssetProblem title={`This ${noun} does not exist`} />
    ) : (
      <AssetProblem
        title={`The ${noun} could not be loaded`}
        text="Check your connection and reload the page."
      />
    );
  }

  const summary = day ? daySummary(day) : null;
  const miles = timecard.data?.distance ?? summary?.miles;
  const engineOn = timecard.isError
    ? '--'
    : timecard.data
      ? formatTotalDuration(timecard.data.on_time)
      : null;

  return (
    <div className={classes.page}>
      <HistoryHeader
        subject={subject}
        header={header.data}
        date={date}
        today={today}
        timeZone={timeZone}
        onDateChange={setDate}
      />
      <div className={classes.body}>
        <aside className={classes.sidebar} aria-label="Trips and events">
          <DaySummary
            trips={summary ? String(summary.tripCount) : trips.isError ? '--' : null}
            distance={
              miles === undefined ? (trips.isError ? '--' : null) : formatTotalDistance(miles)
            }
            engineOn={engineOn}
          />
          <div className={classes.timeline}>
            <DayPanel
              day={day}
              isError={trips.isError}
              onRetry={() => void trips.refetch()}
              date={date}
              timeZone={timeZone}
              assetName={header.data?.asset.custom_name ?? null}
              showsLastPlace={lastPlace !== null}
              selection={selection}
              onSelectTrip={selectTrip}
              onSelectIncident={selectIncident}
              onPreviousDay={() => setDate(shiftDate(date, -1))}
              onPlayClip={playClip}
            />
          </div>
        </aside>
        <div className={classes.mapArea}>
          <HistoryMap
            trips={day?.trips ?? NO_TRIPS}
            incidents={day?.incidents ?? NO_INCIDENTS}
            selection={selection}
            lastPlace={lastPlace}
            camera={camera.target}
            cameraKey={camera.key}
            date={date}
            onSelectTrip={selectTrip}
            onSelectIncident={selectIncident}
          />
        </div>
      </div>
    </div>
  );
}
