import { Group } from '@mantine/core';
import {
  MAP_FILTER_CATEGORIES,
  type MapFilterBuckets,
  type MapFilterCategory,
  type MapFilterSelection,
} from '@fleet/domain';
import { FilterMenu } from './filter-menu';

const CATEGORY_LABELS: Record<MapFilterCategory, string> = {
  asset: 'Status',
  group: 'Group',
  branch: 'Branch',
  asset_type: 'Type',
  trackers: 'Tracker',
};

interface FilterBarProps {
  buckets: MapFilterBuckets | null;
  selection: MapFilterSelection;
  onChange: (selection: MapFilterSelection) => void;
  /** A menu opened or closed: its counts need the buckets. */
  onMenuOpenChange: (isOpen: boolean) => void;
}

/** A menu per filter category (spec 2 §7); every bucket is chosen until narrowed. */
export function FilterBar({ buckets, selection, onChange, onMenuOpenChange }: FilterBarProps) {
  return (
    <Group gap={4} role="group" aria-label="Filters">
      {MAP_FILTER_CATEGORIES.map((category) => (
        <FilterMenu
          key={category}
          label={CATEGORY_LABELS[category]}
          buckets={buckets?.[category] ?? []}
          chosen={selection[category]}
          onChange={(next) => onChange({ ...selection, [category]: next })}
          onOpenChange={onMenuOpenChange}
        />
      ))}
    </Group>
  );
}
