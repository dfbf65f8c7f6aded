import { useEffect } from 'react';
import { useEffectEvent } from '../hooks/use-effect-event';
import { GeoJSONSource } from 'maplibre-gl';
import { type FeatureCollection, type Point } from 'geojson';
import { removeLayersAndSource, useMap } from './map-context';
import type { LngLat } from './bounds';

const SOURCE_ID = 'place-dot';
const LAYER_IDS = ['place-dot-halo', 'place-dot'] as const;
const COLOR = '#1971c2';

const placeData = (lngLat: LngLat): FeatureCollection<Point> => ({
  type: 'FeatureCollection',
  features: [{ type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: lngLat } }],
});

/**
 * One place as a blue dot with a halo: where an asset is now (a history day without trips, a
 * shared location). A new place moves the dot; the layers are added once per style.
 */
export function PlaceDotLayer({ lngLat }: { lngLat: LngLat }) {
  const { map, styleGeneration } = useMap();
  const [lng, lat] = lngLat;
  // Added once per style with the place of the moment; a new place only moves the point.
  const initialData = useEffectEvent(() => placeData([lng, lat]));

  useEffect(() => {
    map.addSource(SOURCE_ID, { type: 'geojson', data: initialData() });
    map.addLayer({
      id: LAYER_IDS[0],
      type: 'circle',
      source: SOURCE_ID,
      paint: { 'circle-color': COLOR, 'circle-opacity': 0.18, 'circle-radius': 18 },
    });
    map.addLayer({
      id: LAYER_IDS[1],
      type: 'circle',
      source: SOURCE_ID,
      paint: {
        'circle-color': COLOR,
        'circle-radius': 7,
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 2.5,
      },
    });
    return () => removeLayersAndSource(map, LAYER_IDS, SOURCE_ID);
  }, [map, styleGeneration]);

  useEffect(() => {
    const source = map.getSource(SOURCE_ID);
    if (source instanceof GeoJSONSource)
      source.setData(placeData([lng, lat])).catch(() => undefined);
  }, [map, styleGeneration, lng, lat]);

  return null;
}
