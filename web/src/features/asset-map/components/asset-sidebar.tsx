import { Anchor, Badge, CloseButton, Group, Stack, Text, Title } from '@mantine/core';
import { IconPolygon } from '@tabler/icons-react';
import { type MapFilterBuckets, type MapFilterSelection } from '@fleet/domain';
import { type LiveStatus } from '../api/live-statuses';
import { type MapAsset } from '../model/map-asset';
import { AssetList } from './asset-list';
import classes from './asset-map.module.css';
import { FilterBar } from './filter-bar';
import { LiveIndicator } from './live-indicator';
import { SearchBox } from './search-box';

interface AssetSidebarProps {
  visible: readonly MapAsset[];
  totalCount: number;
  isLoading: boolean;
  liveStatus: LiveStatus;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  buckets: MapFilterBuckets | null;
  filters: MapFilterSelection;
  hasFilters: boolean;
  onFiltersChange: (selection: MapFilterSelection) => void;
  onFilterMenuOpenChange: (isOpen: boolean) => void;
  onClearAll: () => void;
  selectedAssetId: number | null;
  onSelect: (item: MapAsset) => void;
  /** The geofence the map was opened from, if any. */
  geofence: { name: string; onClose: () => void } | null;
}

/** The left panel: search, filters, the count and the list of assets. */
export function AssetSidebar(props: AssetSidebarProps) {
  const { visible, totalCount, isLoading, hasFilters } = props;
  return (
    <aside className={classes.sidebar} aria-label="Asset list">
      <Stack
        gap="sm"
        p="md"
        pb="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
      >
        <Group justify="space-between" align="center">
          <Title order={1} fz={20}>
            Map
          </Title>
          <LiveIndicator status={props.liveStatus} />
        </Group>
        {props.geofence && (
          <Group gap={6} wrap="nowrap">
            <Badge
              variant="light"
              color="blue"
              leftSection={<IconPolygon size={12} />}
              tt="none"
              style={{ minWidth: 0 }}
            >
              {props.geofence.name}
            </Badge>
            <CloseButton size="sm" aria-label="Close geofence" onClick={props.geofence.onClose} />
          </Group>
        )}
        <SearchBox value={props.searchText} onChange={props.onSearchTextChange} />
        <FilterBar
          buckets={props.buckets}
          selection={props.filters}
          onChange={props.onFiltersChange}
          onMenuOpenChange={props.onFilterMenuOpenChange}
        />
        <Group justify="space-between" gap="xs" mih={20}>
          <Text size="xs" c="dimmed" aria-live="polite">
            {isLoading
              ? 'Loading assets…'
              : `Showing ${visible.length.toLocaleString()} of ${totalCount.toLocaleString()} assets`}
          </Text>
          {hasFilters && (
            <Anchor
              component="button"
              type="button"
              size="xs"
              onClick={() => props.onFiltersChange({})}
            >
              Clear filters
            </Anchor>
          )}
        </Group>
      </Stack>
      <AssetList
        items={visible}
        isLoading={isLoading}
        totalCount={totalCount}
        selectedAssetId={props.selectedAssetId}
        onSelect={props.onSelect}
        onClearAll={props.onClearAll}
      />
    </aside>
  );
}
