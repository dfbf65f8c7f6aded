import { type Map as MapLibreMap } from 'maplibre-gl';
import { type AssetChange } from './bench-data';

/** One mode on the page, ready for updates. */
export interface ModeRunner {
  map: MapLibreMap;
  /** The GeoJSON source the assets are in. */
  sourceId: string;
  initialRenderMs: number;
  /** Applies one batch; resolves with its main-thread hand-off time once that is known. */
  apply(changes: readonly AssetChange[]): Promise<number>;
}

export interface MapPlacement {
  container: HTMLElement;
  center: [number, number];
  zoom: number;
}
