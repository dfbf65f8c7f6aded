import { useCallback, useState } from 'react';
import { AssetLayer, type AssetFeature, type ScreenPoint } from '../../../lib/map/asset-layer';
import { type MapAsset } from '../model/map-asset';
import { AssetHoverCard } from './asset-hover-card';

interface AssetMarkersProps {
  features: AssetFeature[];
  itemsById: ReadonlyMap<number, MapAsset>;
  selectedAssetId: number | null;
  showLabels: boolean;
  onSelect: (assetId: number) => void;
}

/**
 * The asset markers and the hover card. Hover state lives here so that moving the pointer
 * re-renders only this and the card, never the page or the list.
 */
export function AssetMarkers({
  features,
  itemsById,
  selectedAssetId,
  showLabels,
  onSelect,
}: AssetMarkersProps) {
  const [hover, setHover] = useState<{ assetId: number; point: ScreenPoint } | null>(null);
  const onHover = useCallback((assetId: number | null, point: ScreenPoint) => {
    setHover(assetId === null ? null : { assetId, point });
  }, []);
  const hovered = hover ? itemsById.get(hover.assetId) : undefined;

  return (
    <>
      <AssetLayer
        features={features}
        onSelect={onSelect}
        onHover={onHover}
        showLabels={showLabels}
        selectedAssetId={selectedAssetId}
      />
      {hover && hovered && <AssetHoverCard item={hovered} point={hover.point} />}
    </>
  );
}
