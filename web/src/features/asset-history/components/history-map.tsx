import { type IncidentDto, type TripDto } from '@fleet/domain';
import { ConfiguredMapView } from '../../../lib/map/configured-map-view';
import classes from './asset-history.module.css';
import { type CameraTarget } from '../model/camera';
import { type LngLat } from '../model/map-features';
import { HistoryCamera } from './history-camera';
import { PlaceDotLayer } from '../../../lib/map/place-dot-layer';
import { TripLegend } from './trip-legend';
import { TripsLayer } from './trips-layer';
import { type MapSelection } from './trips-layer-style';

interface HistoryMapProps {
  trips: readonly TripDto[];
  incidents: readonly IncidentDto[];
  selection: MapSelection;
  /** Where the asset is now, drawn on a day without trips; null otherwise. */
  lastPlace: LngLat | null;
  camera: CameraTarget | null;
  cameraKey: string;
  date: string;
  onSelectTrip: (tripId: string) => void;
  onSelectIncident: (incidentId: string) => void;
}

/** The map side of the page: the base map, the day's trips and incidents, and a legend. */
export function HistoryMap({
  trips,
  incidents,
  selection,
  lastPlace,
  camera,
  cameraKey,
  date,
  onSelectTrip,
  onSelectIncident,
}: HistoryMapProps) {
  return (
    <>
      <ConfiguredMapView>
        {lastPlace && <PlaceDotLayer lngLat={lastPlace} />}
        <TripsLayer
          trips={trips}
          incidents={incidents}
          selection={selection}
          onSelectTrip={onSelectTrip}
          onSelectIncident={onSelectIncident}
        />
        <HistoryCamera target={camera} targetKey={cameraKey} date={date} />
      </ConfiguredMapView>
      {trips.length > 0 && (
        <div className={classes.legend}>
          <TripLegend />
        </div>
      )}
    </>
  );
}
