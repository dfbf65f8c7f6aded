import { useEffect, useRef } from 'react';
import { useEffectEvent } from '../hooks/use-effect-event';
import { GeoJSONSource, type MapLayerMouseEvent } from 'maplibre-gl';
import { planAssetSourceUpdate } from './asset-feature-diff';
import { type AssetFeature } from './asset-features';
import {
  ASSET_LAYER_IDS,
  ASSET_LAYER_ORDER,
  ASSET_SOURCE_ID,
  assetLayerSpecs,
  assetSourceSpec,
  markerRadius,
  markerStroke,
} from './asset-layer-style';
import { ensureHeadingArrow } from './heading-arrow';
import { removeLayersAndSource, useMap } from './map-context';

export type { AssetFeature } from './asset-features';

export interface ScreenPoint {
  x: number;
  y: number;
}

export interface AssetLayerProps {
  features: AssetFeature[];
  onSelect?: (assetId: number) => void;
  /** Called with null when the pointer leaves the markers. */
  onHover?: (assetId: number | null, screenPoint: ScreenPoint) => void;
  showLabels: boolean;
  selectedAssetId?: number | null;
}

function topFeature(event: MapLayerMouseEvent) {
  return event.features?.[0];
}

function assetIdOf(event: MapLayerMouseEvent): number | null {
  const value: unknown = topFeature(event)?.properties.assetId;
  return typeof value === 'number' ? value : null;
}

/**
 * Every asset as a marker coloured by its map indicator, clustered when zoomed out.
 * One GeoJSON source updated in place: a new `features` array is sent to the map at the next
 * animation frame, however often it changes before then, as a diff against the array sent
 * before (a full load of 50,000 features costs hundreds of milliseconds on the main thread).
 */
export function AssetLayer({
  features,
  onSelect,
  onHover,
  showLabels,
  selectedAssetId,
}: AssetLayerProps) {
  const { map, styleGeneration } = useMap();
  // What the source holds, to diff the next features against. Kept with the source object: a
  // source added again (after a style switch) starts empty and takes a full load.
  const sent = useRef<{ source: GeoJSONSource; features: readonly AssetFeature[] } | null>(null);

  // The initial look; the effects below keep selection and labels current afterwards.
  const layerSpecs = useEffectEvent(() => assetLayerSpecs(selectedAssetId, showLabels));

  // Added on mount and again after each style switch (a new style starts empty).
  useEffect(() => {
    ensureHeadingArrow(map);
    map.addSource(ASSET_SOURCE_ID, assetSourceSpec());
    for (const layer of layerSpecs()) map.addLayer(layer);
    return () => removeLayersAndSource(map, ASSET_LAYER_ORDER, ASSET_SOURCE_ID);
  }, [map, styleGeneration]);

  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const source = map.getSource(ASSET_SOURCE_ID);
      if (!(source instanceof GeoJSONSource)) return;
      const previous = sent.current?.source === source ? sent.current.features : null;
      const { update, basis } = planAssetSourceUpdate(previous, features);
      sent.current = basis ? { source, features: basis } : null;
      // The source queues updates and applies them in order, so a diff applies to what was
      // sent before it even while that is still on its way to the worker. A rejection means a
      // newer update or a style switch replaced this one.
      switch (update.kind) {
        case 'full':
          source.setData(update.data).catch(() => undefined);
          break;
        case 'diff':
          source.updateData(update.diff).catch(() => undefined);
          break;
        case 'none':
          break;
      }
    });
    // A newer array before the frame replaces this one: one update per frame at most.
    return () => cancelAnimationFrame(frame);
  }, [map, styleGeneration, features]);

  useEffect(() => {
    if (!map.getLayer(ASSET_LAYER_IDS.points)) return;
    map.setPaintProperty(ASSET_LAYER_IDS.points, 'circle-radius', markerRadius(selectedAssetId));
    map.setPaintProperty(
      ASSET_LAYER_IDS.points,
      'circle-stroke-color',
      markerStroke(selectedAssetId),
    );
  }, [map, styleGeneration, selectedAssetId]);

  useEffect(() => {
    if (!map.getLayer(ASSET_LAYER_IDS.labels)) return;
    map.setLayoutProperty(ASSET_LAYER_IDS.labels, 'visibility', showLabels ? 'visible' : 'none');
  }, [map, styleGeneration, showLabels]);

  const select = useEffectEvent((assetId: number) => onSelect?.(assetId));
  const hover = useEffectEvent((assetId: number | null, point: ScreenPoint) =>
    onHover?.(assetId, point),
  );

  // Listeners belong to the map, not the style: they outlive style switches.
  useEffect(() => {
    const { clusters, points } = ASSET_LAYER_IDS;
    const setCursor = (cursor: string) => () => {
      map.getCanvas().style.cursor = cursor;
    };
    const subscriptions = [
      map.on('mouseenter', [clusters, points], setCursor('pointer')),
      map.on('mouseleave', [clusters, points], setCursor('')),
      map.on('click', clusters, (event) => {
        const cluster = topFeature(event);
        const clusterId: unknown = cluster?.properties.cluster_id;
        const source = map.getSource(ASSET_SOURCE_ID);
        if (typeof clusterId !== 'number' || !(source instanceof GeoJSONSource)) return;
        const center = cluster?.geometry.type === 'Point' ? cluster.geometry.coordinates : null;
        source
          .getClusterExpansionZoom(clusterId)
          .then((zoom) => {
            const [lng, lat] = center ?? event.lngLat.toArray();
            map.easeTo({ center: [lng ?? 0, lat ?? 0], zoom });
          })
          .catch(() => undefined); // the data changed under the cluster; the next click works
      }),
      map.on('click', points, (event) => {
        const assetId = assetIdOf(event);
        if (assetId !== null) select(assetId);
      }),
      map.on('mousemove', points, (event) => {
        hover(assetIdOf(event), { x: event.point.x, y: event.point.y });
      }),
      map.on('mouseleave', points, (event) => {
        hover(null, { x: event.point.x, y: event.point.y });
      }),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [map]);

  return null;
}
