import { type LngLatLike, type Map as MapLibreMap } from 'maplibre-gl';

/** spec 2 §9: the map zooms to at least 14 on a selected marker. */
export const FOCUS_MIN_ZOOM = 14;

/** The zoom to show a selected asset at: closer if the user already is, never farther. */
export function focusZoom(currentZoom: number): number {
  return Math.max(currentZoom, FOCUS_MIN_ZOOM);
}

/** Centres the map on the asset, zooming in to at least 14. */
export function focusOn(map: MapLibreMap, lngLat: LngLatLike): void {
  map.flyTo({ center: lngLat, zoom: focusZoom(map.getZoom()), essential: true });
}
