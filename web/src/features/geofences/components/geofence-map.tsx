import { useEffect, useMemo } from 'react';
import { useEffectEvent } from '../../../lib/hooks/use-effect-event';
import type { GeofenceDto } from '@fleet/domain';
import { AssetLayer, type AssetFeature } from '../../../lib/map/asset-layer';
import { boundsOf } from '../../../lib/map/bounds';
import { GeofenceLayer } from '../../../lib/map/geofence-layer';
import { useMap } from '../../../lib/map/map-context';
import { ConfiguredMapView } from '../../../lib/map/configured-map-view';
import { DrawTool, type DrawStart } from './draw-tool';
import type { DrawnFeature } from '../model/drawn-shape';

/** Every corner of these geofences, for fitting the camera to them. */
function cornersOf(geofences: readonly GeofenceDto[]): [number, number][] {
  const corners: [number, number][] = [];
  for (const g of geofences) {
    const polygons = g.geojson.type === 'Polygon' ? [g.geojson.coordinates] : g.geojson.coordinates;
    for (const rings of polygons) {
      for (const ring of rings) {
        for (const [x, y] of ring) if (x !== undefined && y !== undefined) corners.push([x, y]);
      }
    }
  }
  return corners;
}

/** About 100 m: a tiny geofence still opens at street level. */
const MIN_SPAN_DEGREES = 0.001;

/**
 * Moves the camera to what the page is about: the selected geofence, or all of them at first.
 * Keyed by `focusKey`, so a list refresh does not move the map under the person.
 */
function FitCamera({
  geofences,
  focusKey,
}: {
  geofences: readonly GeofenceDto[];
  focusKey: string;
}) {
  const { map } = useMap();
  const bounds = useMemo(() => boundsOf(cornersOf(geofences), MIN_SPAN_DEGREES), [geofences]);
  // Only a new focus moves the camera; a refresh of the same focus leaves it where it is.
  const fit = useEffectEvent(() => {
    if (bounds) map.fitBounds(bounds, { padding: 48, maxZoom: 17, duration: 400 });
  });
  useEffect(() => fit(), [map, focusKey]);
  return null;
}

export interface GeofenceMapProps {
  geofences: readonly GeofenceDto[];
  selected: GeofenceDto | null;
  /** The selected geofence's read, with the assets inside it. */
  selectedDetail: GeofenceDto | undefined;
  /** While drawing or editing: how the draw tool starts; the edited geofence is left out. */
  drawing: DrawStart | null;
  editedId: number | null;
  onShape: (feature: DrawnFeature) => void;
}

/** The page's map: every geofence, the selected one's assets, and the draw tool while drawing. */
export function GeofenceMap({
  geofences,
  selected,
  selectedDetail,
  drawing,
  editedId,
  onShape,
}: GeofenceMapProps) {
  const shown = useMemo(
    () => geofences.filter((g) => g.geofence_id !== editedId),
    [geofences, editedId],
  );
  const insideFeatures = useMemo<AssetFeature[]>(
    () =>
      (selectedDetail?.assets_inside ?? []).map((asset) => ({
        assetId: asset.asset_id,
        name: asset.name,
        longitude: asset.longitude,
        latitude: asset.latitude,
        indicator: 'OFF',
        direction: null,
      })),
    [selectedDetail],
  );
  const focus = selected ? [selected] : geofences;
  const focusKey = selected
    ? `geofence-${selected.geofence_id}`
    : geofences.length > 0
      ? 'all'
      : 'none';

  return (
    <ConfiguredMapView>
      <GeofenceLayer geofences={shown} highlightedId={selected?.geofence_id ?? null} />
      <AssetLayer features={insideFeatures} showLabels />
      <FitCamera geofences={focus} focusKey={focusKey} />
      {drawing && <DrawTool start={drawing} onShape={onShape} />}
    </ConfiguredMapView>
  );
}
