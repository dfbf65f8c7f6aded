import { useEffect, useMemo } from 'react';
import { useEffectEvent } from '../hooks/use-effect-event';
import { GeoJSONSource, type ExpressionSpecification, type LayerSpecification } from 'maplibre-gl';
import { type GeofenceDto } from '@fleet/domain';
import { ASSET_LAYER_IDS } from './asset-layer-style';
import { removeLayersAndSource, useMap } from './map-context';
import { LABEL_IMAGE_PREFIX } from './text-images';
import { geofenceFeatureCollection } from './geofence-features';

const SOURCE_ID = 'geofences';
const LAYER_IDS = {
  fill: 'geofences-fill',
  line: 'geofences-line',
  labels: 'geofences-labels',
} as const;
const LAYER_ORDER = [LAYER_IDS.fill, LAYER_IDS.line, LAYER_IDS.labels];

const COLOR = '#1c7ed6';
/** Names only once the shapes are big enough to carry them. */
const LABEL_MIN_ZOOM = 11;

const isHighlighted = (geofenceId: number | null): ExpressionSpecification => [
  '==',
  ['get', 'geofenceId'],
  geofenceId ?? -1,
];
const fillOpacity = (id: number | null): ExpressionSpecification => [
  'case',
  isHighlighted(id),
  0.24,
  0.1,
];
const lineWidth = (id: number | null): ExpressionSpecification => [
  'case',
  isHighlighted(id),
  3,
  1.5,
];

function layerSpecs(highlightedId: number | null): LayerSpecification[] {
  return [
    {
      id: LAYER_IDS.fill,
      type: 'fill',
      source: SOURCE_ID,
      paint: { 'fill-color': COLOR, 'fill-opacity': fillOpacity(highlightedId) },
    },
    {
      id: LAYER_IDS.line,
      type: 'line',
      source: SOURCE_ID,
      paint: { 'line-color': COLOR, 'line-width': lineWidth(highlightedId), 'line-opacity': 0.85 },
    },
    {
      id: LAYER_IDS.labels,
      type: 'symbol',
      source: SOURCE_ID,
      minzoom: LABEL_MIN_ZOOM,
      // The offline map has no fonts: names are drawn as images by MapView's resolver.
      layout: { 'icon-image': ['concat', LABEL_IMAGE_PREFIX, ['get', 'name']] },
    },
  ];
}

/**
 * The company's geofences as shaded shapes under the asset markers. Added on mount (and after
 * a style switch), removed on unmount: the live map's "Geofences" toggle mounts and unmounts
 * it; the Geofences page draws its list with it.
 */
export function GeofenceLayer({
  geofences,
  highlightedId,
}: {
  geofences: readonly GeofenceDto[];
  highlightedId: number | null;
}) {
  const { map, styleGeneration } = useMap();
  const data = useMemo(() => geofenceFeatureCollection(geofences), [geofences]);

  const initial = useEffectEvent(() => ({ data, specs: layerSpecs(highlightedId) }));
  useEffect(() => {
    const { data: initialData, specs } = initial();
    map.addSource(SOURCE_ID, { type: 'geojson', data: initialData, promoteId: 'geofenceId' });
    // Under the markers, whichever of the two layer components mounted first.
    const beforeId = map.getLayer(ASSET_LAYER_IDS.clusters) ? ASSET_LAYER_IDS.clusters : undefined;
    for (const layer of specs) map.addLayer(layer, beforeId);
    return () => removeLayersAndSource(map, LAYER_ORDER, SOURCE_ID);
  }, [map, styleGeneration]);

  useEffect(() => {
    const source = map.getSource(SOURCE_ID);
    if (source instanceof GeoJSONSource) source.setData(data).catch(() => undefined);
  }, [map, styleGeneration, data]);

  useEffect(() => {
    if (!map.getLayer(LAYER_IDS.fill)) return;
    map.setPaintProperty(LAYER_IDS.fill, 'fill-opacity', fillOpacity(highlightedId));
    map.setPaintProperty(LAYER_IDS.line, 'line-width', lineWidth(highlightedId));
  }, [map, styleGeneration, highlightedId]);

  return null;
}
