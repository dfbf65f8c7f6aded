import { useEffect, useRef } from 'react';
import { useEffectEvent } from '../../../lib/hooks/use-effect-event';
import { type AssetFeature } from '../../../lib/map/asset-layer';
import { focusOn } from '../../../lib/map/fly-to-asset';
import { useMap } from '../../../lib/map/map-context';
import { fleetBounds } from '../model/fleet-bounds';

/** Room around the fleet when the map opens on it. */
const FIT_PADDING = { top: 60, bottom: 60, left: 60, right: 60 };
const FIT_MAX_ZOOM = 13;

/**
 * Moves the camera for the page: it opens on the whole fleet once the markers are known, and
 * flies to a newly selected asset (zoom ≥ 14, spec 2 §9). It does not chase a selected asset
 * as it moves: the user may be panning around it.
 */
export function MapCamera({
  features,
  selected,
}: {
  features: readonly AssetFeature[];
  selected: AssetFeature | null;
}) {
  const { map } = useMap();
  const hasOpened = useRef(false);
  const focusedAssetId = useRef<number | null>(null);

  const openOnFleet = useEffectEvent(() => {
    const bounds = fleetBounds(features);
    if (!bounds) return;
    hasOpened.current = true;
    map.fitBounds(bounds, { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM, duration: 0 });
  });
  const hasFeatures = features.length > 0;
  const hasSelection = selected !== null;
  useEffect(() => {
    if (hasOpened.current || !hasFeatures) return;
    // A link to an asset opens on that asset instead.
    if (hasSelection) hasOpened.current = true;
    else openOnFleet();
  }, [hasFeatures, hasSelection]);

  const focusSelected = useEffectEvent(() => {
    if (!selected) return;
    focusedAssetId.current = selected.assetId;
    focusOn(map, [selected.longitude, selected.latitude]);
  });
  const selectedAssetId = selected?.assetId ?? null;
  useEffect(() => {
    if (selectedAssetId === null) {
      focusedAssetId.current = null;
      return;
    }
    if (focusedAssetId.current !== selectedAssetId) focusSelected();
  }, [selectedAssetId]);

  return null;
}
