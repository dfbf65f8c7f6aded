import { type Feature, type FeatureCollection, type Point } from 'geojson';
import { roundHeadingDown, type LegendIndicator } from '@fleet/domain';
import { MOVING_INDICATORS } from './indicator-colors';

/** One asset to place on the map. */
export interface AssetFeature {
  assetId: number;
  name: string;
  longitude: number;
  latitude: number;
  indicator: LegendIndicator;
  /** Degrees clockwise from north; null when the tracker did not report one. */
  direction: number | null;
  /** The asset's own marker colour (spec 2 §7 setAssetColor): its ring; null for the default. */
  markerColor?: string | null;
}

/** What the map layers read; `heading` is only set when an arrow is drawn. */
export interface AssetPointProperties {
  assetId: number;
  name: string;
  indicator: LegendIndicator;
  heading?: number;
  /** Set only for an asset with its own marker colour. */
  color?: string;
}

export type AssetFeatureCollection = FeatureCollection<Point, AssetPointProperties>;

const MOVING = new Set<LegendIndicator>(MOVING_INDICATORS);

const isLongitude = (v: number) => Number.isFinite(v) && v >= -180 && v <= 180;
const isLatitude = (v: number) => Number.isFinite(v) && v >= -90 && v <= 90;

export type AssetPoint = Feature<Point, AssetPointProperties>;

/**
 * Features already built, by asset object: a caller that keeps unchanged assets' objects
 * between updates (TanStack Query's structural sharing does) only pays for the changed ones.
 * Asset objects are treated as immutable.
 */
const built = new WeakMap<AssetFeature, AssetPoint | null>();

function toPoint(asset: AssetFeature): AssetPoint | null {
  if (!isLongitude(asset.longitude) || !isLatitude(asset.latitude)) return null;
  const properties: AssetPointProperties = {
    assetId: asset.assetId,
    name: asset.name,
    indicator: asset.indicator,
  };
  if (asset.markerColor) properties.color = asset.markerColor;
  if (MOVING.has(asset.indicator)) {
    const heading = roundHeadingDown(asset.direction);
    if (heading !== null) properties.heading = heading;
  }
  // No top-level id: the source promotes `assetId`, and a smaller message reaches the worker.
  return {
    type: 'Feature',
    properties,
    geometry: { type: 'Point', coordinates: [asset.longitude, asset.latitude] },
  };
}

/** The asset's point, built once per asset object; null when it has no usable position. */
export function assetPoint(asset: AssetFeature): AssetPoint | null {
  let point = built.get(asset);
  if (point === undefined) {
    point = toPoint(asset);
    built.set(asset, point);
  }
  return point;
}

/**
 * Assets → the GeoJSON the map source takes. Runs on every position update for up to tens of
 * thousands of assets: one plain loop, reusing the features of unchanged asset objects.
 * Assets without a usable position are left out; headings are rounded down to 5° (spec 2 §9).
 */
export function assetFeatureCollection(assets: readonly AssetFeature[]): AssetFeatureCollection {
  const features: AssetPoint[] = [];
  for (const asset of assets) {
    const point = assetPoint(asset);
    if (point) features.push(point);
  }
  return { type: 'FeatureCollection', features };
}
