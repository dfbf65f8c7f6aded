import { createContext, useContext } from 'react';
import { type Map as MapLibreMap } from 'maplibre-gl';

export interface MapContextValue {
  map: MapLibreMap;
  /**
   * Counts style loads. A new style (street ↔ satellite) drops every source and layer, so
   * layer components list this among their effect's dependencies and add themselves again.
   */
  styleGeneration: number;
}

export const MapContext = createContext<MapContextValue | null>(null);

/** The map of the enclosing MapView; its children only render once the style has loaded. */
export function useMap(): MapContextValue {
  const value = useContext(MapContext);
  if (!value) throw new Error('useMap() is only available inside a loaded <MapView>');
  return value;
}

/**
 * Removes a layer component's layers, then its source. While a new style is loading the old
 * ones are already gone and MapLibre refuses any change, so there is nothing to undo then.
 */
export function removeLayersAndSource(
  map: MapLibreMap,
  layerIds: readonly string[],
  sourceId: string,
): void {
  try {
    for (const id of layerIds) if (map.getLayer(id)) map.removeLayer(id);
    if (map.getSource(sourceId)) map.removeSource(sourceId);
  } catch {
    // "Style is not done loading": the style switch removes them for us.
  }
}
