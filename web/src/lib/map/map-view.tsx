import 'maplibre-gl/dist/maplibre-gl.css';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Map as MapLibreMap, NavigationControl, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'virtual:map-worker-url';
import { MapContext, type MapContextValue } from './map-context';
import { resolveTextImage } from './text-images';

// MapLibre looks for its worker next to its own module, which a bundle moves: point at it. The
// build makes the worker from the library's sources, sharing a chunk with this page.
setWorkerUrl(workerUrl);

/** spec 2 §9 has the map open on Columbia, Missouri. */
export const DEFAULT_MAP_CENTER: [number, number] = [-92.3273, 38.9498];
export const DEFAULT_MAP_ZOOM = 4;

export interface MapViewProps {
  /** A MapLibre style URL; changing it swaps the base map and keeps the layers. */
  styleUrl: string;
  initialCenter?: [number, number];
  initialZoom?: number;
  /** Layer components (AssetLayer …); they render once the style has loaded. */
  children?: ReactNode;
}

/** One MapLibre map filling its parent; layers are children that use `useMap()`. */
export function MapView({
  styleUrl,
  initialCenter = DEFAULT_MAP_CENTER,
  initialZoom = DEFAULT_MAP_ZOOM,
  children,
}: MapViewProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  // Only the first values matter: the map is created once and then moved by the user.
  const initial = useRef({ styleUrl, center: initialCenter, zoom: initialZoom });
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [styleGeneration, setStyleGeneration] = useState(0);
  const loadedStyleUrl = useRef(styleUrl);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const { styleUrl: style, center, zoom } = initial.current;
    // No symbol fade: live data changes the symbols all the time, and each fade frame is a
    // repaint (map benchmark, 50,000 assets: median frame 17 ms instead of 100 ms).
    const created = new MapLibreMap({ container, style, center, zoom, fadeDuration: 0 });
    created.addControl(new NavigationControl({ visualizePitch: false }), 'top-right');
    created.setMissingStyleImageResolver((id) => resolveTextImage(created, id));
    // Busy while MapLibre loads or draws, so assistive technology (and the journeys) can tell
    // when the map shows what it has. Set on the element directly: no re-render per frame.
    container.setAttribute('aria-busy', 'true');
    const onLoading = created.on('dataloading', () => container.setAttribute('aria-busy', 'true'));
    const onIdle = created.on('idle', () => container.setAttribute('aria-busy', 'false'));
    // Where the camera came to rest, for tests that wait for a flight to end (not a re-render).
    const onMoveEnd = created.on('moveend', () =>
      container.setAttribute('data-zoom', created.getZoom().toFixed(1)),
    );
    const onStyleLoad = created.on('style.load', () => {
      setMap(created);
      setStyleGeneration((n) => n + 1);
    });
    return () => {
      onStyleLoad.unsubscribe();
      onLoading.unsubscribe();
      onIdle.unsubscribe();
      onMoveEnd.unsubscribe();
      setMap(null);
      created.remove();
    };
  }, []);

  useEffect(() => {
    if (!map || loadedStyleUrl.current === styleUrl) return;
    loadedStyleUrl.current = styleUrl;
    // No diff: a full load fires `style.load`, which tells the layers to add themselves again.
    map.setStyle(styleUrl, { diff: false });
  }, [map, styleUrl]);

  const value = useMemo<MapContextValue | null>(
    () => (map ? { map, styleGeneration } : null),
    [map, styleGeneration],
  );

  return (
    <div
      ref={containerRef}
      data-map-view
      style={{ position: 'relative', width: '100%', height: '100%' }}
    >
      <MapContext.Provider value={value}>{value && children}</MapContext.Provider>
    </div>
  );
}
