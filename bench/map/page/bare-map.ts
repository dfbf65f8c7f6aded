import { type Feature, type FeatureCollection, type Point } from 'geojson';
import { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import { roundHeadingDown } from '@fleet/domain';
import { type AssetFeature } from '../../../web/src/lib/map/asset-features';
import { CLUSTER_MAX_ZOOM, CLUSTER_RADIUS } from '../../../web/src/lib/map/asset-layer-style';
import {
  MOVING_INDICATORS,
  indicatorColorExpression,
} from '../../../web/src/lib/map/indicator-colors';
import { benchStyle } from './bench-style';
import { idleAfterNextLoad, nextFrame, nextIdle } from './measure';
import { type MapPlacement, type ModeRunner } from './runner';

const SOURCE_ID = 'bare-assets';
const MOVING = new Set(MOVING_INDICATORS);

/**
 * The yardstick: what plain MapLibre does with the same points. The features carry the same
 * properties as AssetLayer's, so both send the worker the same amount of data.
 */
function featureCollection(assets: readonly AssetFeature[]): FeatureCollection<Point> {
  const features: Feature<Point>[] = [];
  for (const asset of assets) {
    const properties: Record<string, string | number> = {
      assetId: asset.assetId,
      name: asset.name,
      indicator: asset.indicator,
    };
    const heading = MOVING.has(asset.indicator) ? roundHeadingDown(asset.direction) : null;
    if (heading !== null) properties.heading = heading;
    features.push({
      type: 'Feature',
      properties,
      geometry: { type: 'Point', coordinates: [asset.longitude, asset.latitude] },
    });
  }
  return { type: 'FeatureCollection', features };
}

export async function startBareMap(
  placement: MapPlacement,
  initialAssets: readonly AssetFeature[],
): Promise<ModeRunner> {
  const { container, center, zoom } = placement;
  const map = new MapLibreMap({ container, style: benchStyle(), center, zoom });
  await map.once('load');
  await nextIdle(map);

  // Plain mutable records: the yardstick has no React state to keep immutable.
  const assets = initialAssets.map((asset) => ({ ...asset }));
  const startedAt = performance.now();
  const rendered = idleAfterNextLoad(map, SOURCE_ID);
  map.addSource(SOURCE_ID, {
    type: 'geojson',
    data: featureCollection(assets),
    cluster: true,
    clusterMaxZoom: CLUSTER_MAX_ZOOM,
    clusterRadius: CLUSTER_RADIUS,
    promoteId: 'assetId',
  });
  map.addLayer({
    id: 'bare-points',
    type: 'circle',
    source: SOURCE_ID,
    paint: {
      'circle-color': indicatorColorExpression(),
      'circle-radius': 7,
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 2,
    },
  });
  const initialRenderMs = (await rendered) - startedAt;

  const source = map.getSource(SOURCE_ID);
  if (!(source instanceof GeoJSONSource)) throw new Error('bare source missing');

  return {
    map,
    sourceId: SOURCE_ID,
    initialRenderMs,
    async apply(changes) {
      const appliedAt = performance.now();
      for (const change of changes) {
        const asset = assets[change.index];
        if (!asset) continue;
        asset.longitude = change.longitude;
        asset.latitude = change.latitude;
        asset.indicator = change.indicator;
        asset.direction = change.direction;
      }
      const applyMs = performance.now() - appliedAt;
      // setData in a frame callback like AssetLayer, so the next callback in the same frame
      // runs after MapLibre's microtasks that serialise the data for the worker.
      let sentAt = 0;
      requestAnimationFrame(() => {
        sentAt = performance.now();
        source.setData(featureCollection(assets)).catch(() => undefined);
      });
      await nextFrame();
      return applyMs + (performance.now() - sentAt);
    },
  };
}
