import { type ReactNode, useState } from 'react';
import { Alert, Center, Loader } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { MapView } from '../../../lib/map/map-view';
import { type Geofence } from '../api/get-geofences';
import { useMapConfig } from '../../../lib/map/map-config';
import { type MapAsset } from '../model/map-asset';
import { type AssetFeature } from '../../../lib/map/asset-layer';
import classes from './asset-map.module.css';
import { AssetMarkers } from './asset-markers';
import { GeofenceLayer } from '../../../lib/map/geofence-layer';
import { LegendPanel } from './legend-panel';
import { MapCamera } from './map-camera';
import { MapControls, type BaseMap } from './map-controls';

/** Before the fleet is known: Missouri, around Columbia (spec 2 §9). */
const INITIAL_ZOOM = 6;

interface MapPaneProps {
  features: AssetFeature[];
  itemsById: ReadonlyMap<number, MapAsset>;
  selected: MapAsset | null;
  geofences: readonly Geofence[];
  /** The geofence the map was opened from: always drawn, and highlighted. */
  openGeofenceId: number | null;
  onSelect: (assetId: number) => void;
  /** The asset card, drawn over the map's left side. */
  card: ReactNode;
}

/** The map side of the page: the base map, its layers, toggles, legend and the asset card. */
export function MapPane({
  features,
  itemsById,
  selected,
  geofences,
  openGeofenceId,
  onSelect,
  card,
}: MapPaneProps) {
  const config = useMapConfig();
  const [showLabels, setShowLabels] = useState(true);
  const [showGeofences, setShowGeofences] = useState(false);
  const [baseMap, setBaseMap] = useState<BaseMap>('street');

  if (config.isPending) {
    return (
      <div className={classes.mapArea}>
        <Center h="100%" bg="gray.1">
          <Loader aria-label="Loading map" />
        </Center>
      </div>
    );
  }
  if (config.isError) {
    return (
      <div className={classes.mapArea}>
        <Center h="100%" bg="gray.1" p="xl">
          <Alert color="red" icon={<IconAlertTriangle />} title="The map could not be loaded">
            Check your connection and reload the page.
          </Alert>
        </Center>
      </div>
    );
  }

  const satelliteUrl = config.data.satellite_style_url;
  const styleUrl =
    baseMap === 'satellite' && satelliteUrl !== null ? satelliteUrl : config.data.style_url;
  const hasGeofences = geofences.length > 0;
  const drawGeofences = hasGeofences && (showGeofences || openGeofenceId !== null);

  return (
    <div className={classes.mapArea}>
      <MapView styleUrl={styleUrl} initialZoom={INITIAL_ZOOM}>
        {drawGeofences && <GeofenceLayer geofences={geofences} highlightedId={openGeofenceId} />}
        <AssetMarkers
          features={features}
          itemsById={itemsById}
          selectedAssetId={selected?.asset.asset_id ?? null}
          showLabels={showLabels}
          onSelect={onSelect}
        />
        <MapCamera features={features} selected={selected?.feature ?? null} />
      </MapView>
      <MapControls
        showLabels={showLabels}
        onShowLabelsChange={setShowLabels}
        showGeofences={drawGeofences}
        onShowGeofencesChange={setShowGeofences}
        hasGeofences={hasGeofences}
        baseMap={baseMap}
        onBaseMapChange={setBaseMap}
        hasSatellite={satelliteUrl !== null}
      />
      <LegendPanel />
      {card}
    </div>
  );
}
