import { useMemo, useState } from 'react';
import { Alert, Anchor, Center, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { type IncidentDto, type TripDto } from '@fleet/domain';
import { isApiError } from '../../../lib/api-client';
import { useAccess } from '../../../lib/access-provider';
import { useAssetLocation } from '../api/get-asset-location';
import { useAssetTimecard } from '../api/get-asset-timecard';
import { useAssetTrips } from '../api/get-asset-trips';
import { useHistoryAsset } from '../api/get-history-asset';
import classes from '../components/asset-history.module.css';
import { DayPanel } from '../components/day-panel';
import { DaySummary } from '../components/day-summary';
import { HistoryHeader } from '../components/history-header';
import { HistoryMap } from '../components/history-map';
import { useSelectedDate } from '../hooks/use-selected-date';
import { useToday } from '../hooks/use-today';
import { cameraFor } from '../model/camera';
import { dayWindow, shiftDate } from '../model/dates';
import { formatTotalDistance, formatTotalDuration } from '../model/format';
import { type LngLat } from '../model/map-features';
import { parseAssetId } from '../model/routes';
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
 * An asset's day of trips (spec 1 §2: `/assets/all/asset/:assetId/history?selectedDate=`):
 * the trips and incidents as a timeline beside a map of them.
 */
export function AssetHistoryPage() {
  const assetId = parseAssetId(useParams().assetId);
  if (assetId === null) return <AssetProblem title="This asset does not exist" />;
  // A new asset starts with a clean selection.
  return <AssetHistory key={assetId} assetId={assetId} />;
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

function AssetHistory({ assetId }: { assetId: number }) {
  const timeZone = useAccess().company.timezone;
  const today = useToday(timeZone);
  const [date, setDate] = useSelectedDate(today);
  const range = useMemo(() => dayWindow(date, timeZone), [date, timeZone]);

  const asset = useHistoryAsset(assetId);
  const trips = useAssetTrips(assetId, range);
  const timecard = useAssetTimecard(assetId, range);
  const day = trips.data;
  const hasNoTrips = day !== undefined && day.trips.length === 0;
  const location = useAssetLocation(assetId, { enabled: hasNoTrips });

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

  if (asset.isError) {
    const isMissing = isApiError(asset.error) && asset.error.status === 404;
    return isMissing ? (
      <AssetProblem title="This asset does not exist" />
    ) : (
      <AssetProblem
        title="The asset could not be loaded"
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
        assetId={assetId}
        asset={asset.data}
        date={date}
        today={today}
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
              assetName={asset.data?.custom_name ?? null}
              showsLastPlace={lastPlace !== null}
              selection={selection}
              onSelectTrip={selectTrip}
              onSelectIncident={selectIncident}
              onPreviousDay={() => setDate(shiftDate(date, -1))}
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
