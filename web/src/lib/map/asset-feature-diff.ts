import { type GeoJSONFeatureDiff, type GeoJSONSourceDiff } from 'maplibre-gl';
import {
  assetFeatureCollection,
  assetPoint,
  type AssetFeature,
  type AssetFeatureCollection,
  type AssetPoint,
} from './asset-features';

/**
 * Above this share of changed features one full load is cheaper than a diff: the worker
 * rebuilds its clusters either way, and a big diff costs more to build and merge.
 */
export const FULL_RELOAD_SHARE = 1 / 3;

/** What to send the map source to bring it from one asset list to the next. */
export type AssetSourceUpdate =
  | { kind: 'full'; data: AssetFeatureCollection }
  | { kind: 'diff'; diff: Required<Pick<GeoJSONSourceDiff, 'add' | 'remove' | 'update'>> }
  | { kind: 'none' };

export interface AssetSourcePlan {
  update: AssetSourceUpdate;
  /** The list the source holds once the update is sent; null: it cannot take a diff next time. */
  basis: readonly AssetFeature[] | null;
}

/** Collects a diff, giving up (returning false) once it grows past `limit` changes. */
class DiffBuilder {
  readonly add: AssetPoint[] = [];
  readonly remove: number[] = [];
  readonly update: GeoJSONFeatureDiff[] = [];
  private size = 0;

  constructor(private readonly limit: number) {}

  /** Records what turns `before` into `after`, both points of the same asset id. */
  change(assetId: number, before: AssetPoint | null, after: AssetPoint | null): boolean {
    if (before === after) return true;
    if (!before) {
      if (after) this.add.push(after);
    } else if (!after) {
      this.remove.push(assetId);
    } else {
      const update = featureUpdate(assetId, before, after);
      if (!update) return true;
      this.update.push(update);
    }
    return ++this.size <= this.limit;
  }

  result(): AssetSourceUpdate {
    if (this.size === 0) return { kind: 'none' };
    return { kind: 'diff', diff: { add: this.add, remove: this.remove, update: this.update } };
  }
}

/** Only the parts that differ: most updates move a marker and leave its properties alone. */
function featureUpdate(
  assetId: number,
  before: AssetPoint,
  after: AssetPoint,
): GeoJSONFeatureDiff | null {
  const update: GeoJSONFeatureDiff = { id: assetId };
  const [lngBefore, latBefore] = before.geometry.coordinates;
  const [lngAfter, latAfter] = after.geometry.coordinates;
  if (lngBefore !== lngAfter || latBefore !== latAfter) update.newGeometry = after.geometry;

  const old = new Map<string, unknown>(Object.entries(before.properties));
  const changed: { key: string; value: unknown }[] = [];
  for (const [key, value] of Object.entries(after.properties)) {
    if (old.get(key) !== value || !old.has(key)) changed.push({ key, value });
    old.delete(key);
  }
  if (changed.length > 0) update.addOrUpdateProperties = changed;
  // Left over: properties the new point no longer has (a heading once the asset stops).
  if (old.size > 0) update.removeProperties = [...old.keys()];

  const same = !update.newGeometry && changed.length === 0 && old.size === 0;
  return same ? null : update;
}

/** Same length and the same asset at every index: only changed objects need a look. */
function diffInPlace(
  previous: readonly AssetFeature[],
  next: readonly AssetFeature[],
  builder: DiffBuilder,
): boolean | 'reordered' {
  if (previous.length !== next.length) return 'reordered';
  for (let i = 0; i < next.length; i++) {
    const before = previous[i];
    const after = next[i];
    if (before === after) continue;
    if (!before || !after || before.assetId !== after.assetId) return 'reordered';
    if (!builder.change(after.assetId, assetPoint(before), assetPoint(after))) return false;
  }
  return true;
}

/** Assets by id, or null when an id appears twice (the source could not take a diff then). */
function byId(assets: readonly AssetFeature[]): Map<number, AssetFeature> | null {
  const map = new Map<number, AssetFeature>();
  for (const asset of assets) map.set(asset.assetId, asset);
  return map.size === assets.length ? map : null;
}

/** Assets added, removed or reordered: match them by id. */
function diffById(
  previous: ReadonlyMap<number, AssetFeature>,
  next: ReadonlyMap<number, AssetFeature>,
  builder: DiffBuilder,
): boolean {
  for (const [assetId, asset] of previous) {
    if (next.has(assetId)) continue;
    if (!builder.change(assetId, assetPoint(asset), null)) return false;
  }
  for (const [assetId, asset] of next) {
    const before = previous.get(assetId);
    if (!builder.change(assetId, before ? assetPoint(before) : null, assetPoint(asset))) {
      return false;
    }
  }
  return true;
}

const full = (assets: readonly AssetFeature[], basis: AssetSourcePlan['basis']) => ({
  update: { kind: 'full', data: assetFeatureCollection(assets) } as const,
  basis,
});

/**
 * How to bring the map source from `previous` (what it holds, null when it is new) to `next`:
 * a diff by asset id (the source promotes `assetId`), or a full load when the source is new,
 * when a diff would be large, or when asset ids are not unique. Pure, apart from the feature
 * cache: asset objects are treated as immutable, as in `assetFeatureCollection`.
 */
export function planAssetSourceUpdate(
  previous: readonly AssetFeature[] | null,
  next: readonly AssetFeature[],
): AssetSourcePlan {
  if (previous === null) return full(next, byId(next) ? next : null);
  if (previous === next) return { update: { kind: 'none' }, basis: next };

  const builder = new DiffBuilder(Math.floor(next.length * FULL_RELOAD_SHARE));
  const inPlace = diffInPlace(previous, next, builder);
  if (inPlace === false) return full(next, next);
  if (inPlace === true) return { update: builder.result(), basis: next };

  // The list itself changed: start over with id lookups (rare next to position updates).
  const previousById = byId(previous);
  const nextById = byId(next);
  if (!previousById || !nextById) return full(next, nextById ? next : null);
  const byIdBuilder = new DiffBuilder(Math.floor(next.length * FULL_RELOAD_SHARE));
  if (!diffById(previousById, nextById, byIdBuilder)) return full(next, next);
  return { update: byIdBuilder.result(), basis: next };
}
