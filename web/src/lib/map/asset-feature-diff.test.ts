import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type Feature } from 'geojson';
import { type GeoJSONSourceDiff } from 'maplibre-gl';
import { LEGEND_INDICATORS } from '@fleet/domain';
import { planAssetSourceUpdate, type AssetSourcePlan } from './asset-feature-diff';
import { assetFeatureCollection, type AssetFeature } from './asset-features';

const asset = (assetId: number, overrides: Partial<AssetFeature> = {}): AssetFeature => ({
  assetId,
  name: `Asset ${assetId}`,
  longitude: -92 + assetId * 0.01,
  latitude: 38.9,
  indicator: 'DRIVING',
  direction: 93,
  ...overrides,
});

/** Ten assets, so one or two changes stay well under the full-reload share. */
const fleet = (): AssetFeature[] => Array.from({ length: 10 }, (_, i) => asset(i + 1));

const replaceAt = (assets: readonly AssetFeature[], index: number, next: AssetFeature) =>
  assets.map((current, i) => (i === index ? next : current));

function diffOf(plan: AssetSourcePlan) {
  if (plan.update.kind !== 'diff') throw new Error(`expected a diff, got ${plan.update.kind}`);
  return plan.update.diff;
}

/** What a source holding `features` holds after the diff, the way MapLibre applies one. */
function applyDiff(features: readonly Feature[], diff: GeoJSONSourceDiff): Map<unknown, Feature> {
  const byId = new Map<unknown, Feature>(features.map((f) => [f.properties?.assetId, f]));
  for (const id of diff.remove ?? []) byId.delete(id);
  for (const feature of diff.add ?? []) byId.set(feature.properties?.assetId, feature);
  for (const change of diff.update ?? []) {
    const current = byId.get(change.id);
    if (!current) continue;
    const properties = { ...current.properties };
    for (const key of change.removeProperties ?? []) delete properties[key];
    for (const { key, value } of change.addOrUpdateProperties ?? []) properties[key] = value;
    byId.set(change.id, {
      ...current,
      properties,
      geometry: change.newGeometry ?? current.geometry,
    });
  }
  return byId;
}

const collectionById = (assets: readonly AssetFeature[]) =>
  new Map(assetFeatureCollection(assets).features.map((f) => [f.properties.assetId, f]));

describe('asset source updates', () => {
  it('loads everything on the first update', () => {
    const assets = fleet();
    const plan = planAssetSourceUpdate(null, assets);
    expect(plan.update).toEqual({ kind: 'full', data: assetFeatureCollection(assets) });
    expect(plan.basis).toBe(assets);
  });

  it('sends nothing when nothing changed', () => {
    const assets = fleet();
    expect(planAssetSourceUpdate(assets, assets).update).toEqual({ kind: 'none' });
    // A new array, and even new objects with the same values, draw the same markers.
    const copies = assets.map((a) => ({ ...a }));
    expect(planAssetSourceUpdate(assets, copies).update).toEqual({ kind: 'none' });
    expect(planAssetSourceUpdate(assets, [...assets].reverse()).update).toEqual({ kind: 'none' });
  });

  it('sends a moved asset as a new geometry only', () => {
    const assets = fleet();
    const moved = replaceAt(assets, 2, asset(3, { longitude: -91.5, latitude: 39.1 }));
    expect(diffOf(planAssetSourceUpdate(assets, moved))).toEqual({
      add: [],
      remove: [],
      update: [{ id: 3, newGeometry: { type: 'Point', coordinates: [-91.5, 39.1] } }],
    });
  });

  it('sends a changed indicator as changed properties, dropping the heading when it stops', () => {
    const assets = fleet();
    const idling = replaceAt(assets, 0, asset(1, { indicator: 'IDLING' }));
    expect(diffOf(planAssetSourceUpdate(assets, idling)).update).toEqual([
      {
        id: 1,
        addOrUpdateProperties: [{ key: 'indicator', value: 'IDLING' }],
        removeProperties: ['heading'],
      },
    ]);
    const turned = replaceAt(assets, 0, asset(1, { direction: 181 }));
    expect(diffOf(planAssetSourceUpdate(assets, turned)).update).toEqual([
      { id: 1, addOrUpdateProperties: [{ key: 'heading', value: 180 }] },
    ]);
  });

  it('ignores changes the map does not show', () => {
    const assets = fleet();
    // Headings are drawn in 5° steps: 93° and 94° are the same arrow.
    const turned = replaceAt(assets, 0, asset(1, { direction: 94 }));
    expect(planAssetSourceUpdate(assets, turned).update).toEqual({ kind: 'none' });
  });

  it('adds new assets and removes gone ones by id', () => {
    const assets = fleet();
    const added = asset(11);
    const next = [...assets.slice(1), added];
    const diff = diffOf(planAssetSourceUpdate(assets, next));
    expect(diff.remove).toEqual([1]);
    expect(diff.add).toEqual(assetFeatureCollection([added]).features);
    expect(diff.update).toEqual([]);
  });

  it('removes an asset that loses its position and adds it back when it has one again', () => {
    const assets = fleet();
    const lost = replaceAt(assets, 4, asset(5, { latitude: Number.NaN }));
    expect(diffOf(planAssetSourceUpdate(assets, lost))).toEqual({
      add: [],
      remove: [5],
      update: [],
    });
    const diff = diffOf(planAssetSourceUpdate(lost, assets));
    expect(diff.add.map((f) => f.properties?.assetId)).toEqual([5]);
  });

  it('loads everything again when more than a third of the assets changed', () => {
    const assets = fleet();
    const moved = assets.map((a, i) => (i < 4 ? { ...a, latitude: 39 } : a));
    const plan = planAssetSourceUpdate(assets, moved);
    expect(plan.update).toEqual({ kind: 'full', data: assetFeatureCollection(moved) });
    expect(plan.basis).toBe(moved);
    const fewer = assets.slice(0, 6);
    expect(planAssetSourceUpdate(assets, fewer).update.kind).toBe('full');
  });

  it('never diffs a list with an asset id twice, since the source could not take it', () => {
    const twice = [...fleet(), asset(1)];
    const first = planAssetSourceUpdate(null, twice);
    expect(first.update.kind).toBe('full');
    expect(first.basis).toBeNull();
    const next = planAssetSourceUpdate(fleet(), twice);
    expect(next.update.kind).toBe('full');
    expect(next.basis).toBeNull();
  });

  it('brings the source from any list to the next one', () => {
    const fields = fc.record({
      name: fc.constantFrom('a', 'b'),
      longitude: fc.constantFrom(-92, -91, 200),
      latitude: fc.constantFrom(38, 39),
      indicator: fc.constantFrom(...LEGEND_INDICATORS),
      direction: fc.constantFrom(null, 0, 90),
    });
    const list = fc.uniqueArray(fc.record({ assetId: fc.integer({ min: 1, max: 100 }), fields }), {
      selector: (a) => a.assetId,
      maxLength: 60,
    });
    const edit = fc.record({
      kind: fc.constantFrom('change', 'remove', 'add'),
      at: fc.nat(),
      fields,
    });
    fc.assert(
      fc.property(list, fc.array(edit, { maxLength: 12 }), (given, edits) => {
        const before = given.map(({ assetId, fields }) => asset(assetId, fields));
        const after = before.slice();
        edits.forEach(({ kind, at, fields }, n) => {
          const index = at % Math.max(1, after.length);
          const current = after[index];
          if (kind === 'add') after.splice(index, 0, asset(1000 + n, fields));
          else if (current && kind === 'remove') after.splice(index, 1);
          else if (current) after[index] = { ...current, ...fields };
        });
        const plan = planAssetSourceUpdate(before, after);
        const expected = collectionById(after);
        if (plan.update.kind === 'full') {
          expect(new Set(plan.update.data.features)).toEqual(new Set(expected.values()));
          return;
        }
        const diff = plan.update.kind === 'diff' ? plan.update.diff : {};
        const result = applyDiff(assetFeatureCollection(before).features, diff);
        expect(result).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('plans a small update of 50,000 assets quickly', () => {
    const at = (i: number) => ({ longitude: -92 + (i % 500) * 0.01 });
    const assets = Array.from({ length: 50_000 }, (_, i) => asset(i + 1, at(i)));
    planAssetSourceUpdate(null, assets);
    const next = assets.slice();
    for (let i = 0; i < 50_000; i += 500) next[i] = asset(i + 1, { ...at(i), latitude: 39 });
    const started = performance.now();
    const diff = diffOf(planAssetSourceUpdate(assets, next));
    const elapsed = performance.now() - started;
    expect(diff.update).toHaveLength(100);
    // A few milliseconds; the bound is loose for busy CI machines and catches quadratic work.
    expect(elapsed).toBeLessThan(500);
  });
});
