import { useEffect, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { type Map as MapLibreMap } from 'maplibre-gl';
import { AssetLayer, type AssetFeature } from '../../../web/src/lib/map/asset-layer';
import { ASSET_SOURCE_ID } from '../../../web/src/lib/map/asset-layer-style';
import { useMap } from '../../../web/src/lib/map/map-context';
import { MapView } from '../../../web/src/lib/map/map-view';
import { benchStyleUrl } from './bench-style';
import { idleAfterNextLoad, nextIdle } from './measure';
import { type MapPlacement, type ModeRunner } from './runner';

/** The assets as React state, the way the app holds query data: replaced, never mutated. */
class AssetStore {
  private assets: AssetFeature[] = [];
  private readonly listeners = new Set<() => void>();
  readonly get = (): AssetFeature[] => this.assets;
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  set(assets: AssetFeature[]): void {
    this.assets = assets;
    for (const listener of this.listeners) listener();
  }
}

type Edge = 'before' | 'after';
type EdgeListener = (edge: Edge, features: readonly AssetFeature[], at: number) => void;

/**
 * Rendered just before and just after AssetLayer, so its frame callback runs just before and
 * just after the one in which AssetLayer builds the GeoJSON and calls setData: the two times
 * bracket that work, and the microtasks in which MapLibre serialises the data for its worker.
 */
function FrameEdge(props: { edge: Edge; features: readonly AssetFeature[]; onEdge: EdgeListener }) {
  const { edge, features, onEdge } = props;
  useEffect(() => {
    const frame = requestAnimationFrame(() => onEdge(edge, features, performance.now()));
    return () => cancelAnimationFrame(frame);
  }, [edge, features, onEdge]);
  return null;
}

function MapReady({ onMap }: { onMap: (map: MapLibreMap) => void }) {
  const { map } = useMap();
  useEffect(() => onMap(map), [map, onMap]);
  return null;
}

interface FleetAppProps {
  store: AssetStore;
  styleUrl: string;
  placement: MapPlacement;
  onEdge: EdgeListener;
  onMap: (map: MapLibreMap) => void;
}

function FleetApp({ store, styleUrl, placement, onEdge, onMap }: FleetAppProps) {
  const features = useSyncExternalStore(store.subscribe, store.get);
  return (
    <MapView styleUrl={styleUrl} initialCenter={placement.center} initialZoom={placement.zoom}>
      <FrameEdge edge="before" features={features} onEdge={onEdge} />
      <AssetLayer features={features} showLabels={false} />
      <FrameEdge edge="after" features={features} onEdge={onEdge} />
      <MapReady onMap={onMap} />
    </MapView>
  );
}

interface PendingBatch {
  assets: readonly AssetFeature[];
  renderMs: number;
  frameStartedAt: number | null;
  resolve: (mainThreadMs: number) => void;
}

export async function startFleetMap(
  placement: MapPlacement,
  initialAssets: readonly AssetFeature[],
): Promise<ModeRunner> {
  const store = new AssetStore();
  let pending: PendingBatch | null = null;
  const onEdge: EdgeListener = (edge, features, at) => {
    if (!pending || pending.assets !== features) return;
    if (edge === 'before') {
      pending.frameStartedAt = at;
    } else if (pending.frameStartedAt !== null) {
      pending.resolve(pending.renderMs + (at - pending.frameStartedAt));
      pending = null;
    }
  };
  const map = await new Promise<MapLibreMap>((resolve) => {
    createRoot(placement.container).render(
      <FleetApp
        store={store}
        styleUrl={benchStyleUrl()}
        placement={placement}
        onEdge={onEdge}
        onMap={resolve}
      />,
    );
  });
  await nextIdle(map);

  const startedAt = performance.now();
  const rendered = idleAfterNextLoad(map, ASSET_SOURCE_ID);
  flushSync(() => store.set(initialAssets.slice()));
  const initialRenderMs = (await rendered) - startedAt;

  return {
    map,
    sourceId: ASSET_SOURCE_ID,
    initialRenderMs,
    apply(changes) {
      const appliedAt = performance.now();
      // As the app does: a new array in which only the changed assets are new objects.
      const next = store.get().slice();
      for (const change of changes) {
        const asset = next[change.index];
        if (!asset) continue;
        const { longitude, latitude, indicator, direction } = change;
        next[change.index] = { ...asset, longitude, latitude, indicator, direction };
      }
      // Synchronous so the render, commit and effects can be timed; the work is the app's.
      flushSync(() => store.set(next));
      const renderMs = performance.now() - appliedAt;
      // A batch still waiting for its frame was replaced: AssetLayer sends only the newest.
      pending?.resolve(pending.renderMs);
      return new Promise((resolve) => {
        pending = { assets: next, renderMs, frameStartedAt: null, resolve };
      });
    },
  };
}
