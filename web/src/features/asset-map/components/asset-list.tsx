import { useEffect, useRef } from 'react';
import { useEffectEvent } from '../../../lib/hooks/use-effect-event';
import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type MapAsset } from '../model/map-asset';
import { AssetListRow, ROW_HEIGHT } from './asset-list-row';
import classes from './asset-map.module.css';

interface AssetListProps {
  items: readonly MapAsset[];
  isLoading: boolean;
  /** Assets before search and filters, to tell "none match" from "none at all". */
  totalCount: number;
  selectedAssetId: number | null;
  onSelect: (item: MapAsset) => void;
  onClearAll: () => void;
}

/** The assets as a virtual list: only the rows in view exist, whatever the fleet's size. */
export function AssetList({
  items,
  isLoading,
  totalCount,
  selectedAssetId,
  onSelect,
  onClearAll,
}: AssetListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The app does not run the React Compiler, which is what this warning is about.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    // Rows are keyed by position: a key function would change with every live batch and make
    // the virtualizer measure all rows again. Rows are memoized on their item either way.
    overscan: 8,
  });

  // A marker click selects from the map: bring its row into view (only when the selection
  // changes, not on every live batch).
  const revealSelected = useEffectEvent((assetId: number) => {
    const index = items.findIndex((item) => item.asset.asset_id === assetId);
    if (index >= 0) virtualizer.scrollToIndex(index, { align: 'auto' });
  });
  useEffect(() => {
    if (selectedAssetId !== null) revealSelected(selectedAssetId);
  }, [selectedAssetId]);

  if (isLoading) {
    return (
      <Stack gap={0} px="sm" pt="xs" aria-busy="true" aria-label="Loading assets">
        {Array.from({ length: 8 }, (_, i) => (
          <Stack key={i} gap={6} py={12}>
            <Skeleton h={12} w="60%" />
            <Skeleton h={10} w="40%" />
            <Skeleton h={10} w="80%" />
          </Stack>
        ))}
      </Stack>
    );
  }

  if (items.length === 0) {
    return (
      <Stack align="center" gap="xs" p="xl">
        <Text fw={600}>{totalCount === 0 ? 'No assets yet' : 'No assets match'}</Text>
        <Text size="sm" c="dimmed" ta="center">
          {totalCount === 0
            ? 'Assets added to the company appear here and on the map.'
            : 'Try other words or fewer filters.'}
        </Text>
        {totalCount > 0 && (
          <Button variant="light" size="xs" onClick={onClearAll}>
            Clear search and filters
          </Button>
        )}
      </Stack>
    );
  }

  return (
    <div ref={scrollRef} className={classes.list} aria-label="Assets">
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }} role="list">
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index];
          if (!item) return null;
          return (
            <div key={row.key} role="listitem">
              <AssetListRow
                item={item}
                top={row.start}
                isSelected={item.asset.asset_id === selectedAssetId}
                onSelect={onSelect}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}
