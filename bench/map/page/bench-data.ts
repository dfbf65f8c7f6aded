import { LEGEND_INDICATORS, type LegendIndicator } from '@fleet/domain';
import { type AssetFeature } from '../../../web/src/lib/map/asset-features';
import { seededRandom } from '../../../server/src/demo/fleet/random';

export const ASSET_COUNT = 50_000;
/** Columbia, Missouri, where the app opens (spec 2 §9). */
export const CENTER: [number, number] = [-92.33, 38.95];
const SPREAD_DEGREES = 2;
/** A status update moves an asset by up to this much: a few hundred metres. */
const STEP_DEGREES = 0.005;
const INDICATOR_CHANGE_SHARE = 0.25;

/** One seed gives both modes the same assets and the same updates. */
export { seededRandom };

const randomIndicator = (random: () => number): LegendIndicator =>
  LEGEND_INDICATORS[Math.floor(random() * LEGEND_INDICATORS.length)] ?? 'UNKNOWN';

const randomDirection = (random: () => number): number | null =>
  random() < 0.1 ? null : Math.floor(random() * 360);

export function makeAssets(random: () => number): AssetFeature[] {
  const assets: AssetFeature[] = [];
  for (let i = 0; i < ASSET_COUNT; i++) {
    assets.push({
      assetId: i + 1,
      name: `Asset ${i + 1}`,
      longitude: CENTER[0] + (random() * 2 - 1) * SPREAD_DEGREES,
      latitude: CENTER[1] + (random() * 2 - 1) * SPREAD_DEGREES,
      indicator: randomIndicator(random),
      direction: randomDirection(random),
    });
  }
  return assets;
}

/** One asset's new status, in absolute values so each mode applies it to its own copy. */
export interface AssetChange {
  index: number;
  longitude: number;
  latitude: number;
  indicator: LegendIndicator;
  direction: number | null;
}

/** Random moves and indicator changes, computed on a private copy of the positions. */
export class UpdateStream {
  private readonly random: () => number;
  private readonly positions: Array<{ longitude: number; latitude: number }>;
  private readonly indicators: LegendIndicator[];

  constructor(seed: number, assets: readonly AssetFeature[]) {
    this.random = seededRandom(seed);
    this.positions = assets.map(({ longitude, latitude }) => ({ longitude, latitude }));
    this.indicators = assets.map((asset) => asset.indicator);
  }

  next(size: number): AssetChange[] {
    const changes: AssetChange[] = [];
    for (let n = 0; n < size; n++) {
      const index = Math.floor(this.random() * this.positions.length);
      const position = this.positions[index];
      if (!position) continue;
      position.longitude += (this.random() * 2 - 1) * STEP_DEGREES;
      position.latitude += (this.random() * 2 - 1) * STEP_DEGREES;
      const indicator =
        this.random() < INDICATOR_CHANGE_SHARE
          ? randomIndicator(this.random)
          : (this.indicators[index] ?? 'UNKNOWN');
      this.indicators[index] = indicator;
      changes.push({ index, ...position, indicator, direction: randomDirection(this.random) });
    }
    return changes;
  }
}
