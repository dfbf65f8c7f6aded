import { type AssetFeature } from '../../../lib/map/asset-layer';
import { boundsOf, type Bounds } from '../../../lib/map/bounds';

export type { Bounds };

/** ~1 km: one asset opens at street level. */
const MIN_SPAN_DEGREES = 0.01;

/** The box around every marker, to open the map on the fleet rather than on a fixed point. */
export function fleetBounds(features: readonly AssetFeature[]): Bounds | null {
  return boundsOf(
    features.map(({ longitude, latitude }) => [longitude, latitude] as const),
    MIN_SPAN_DEGREES,
  );
}
