import { useMemo } from 'react';
import { Anchor, Checkbox, Group, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type MapFilterBucket } from '@fleet/domain';
import { isBucketChosen, toggleBucket } from '../model/url-state';

/** spec 1 §2: a filter list longer than this gets a search box. */
const SEARCHABLE_ABOVE = 14;

export type BucketChoice = string[] | 'all';

interface FilterMenuListProps {
  label: string;
  buckets: readonly MapFilterBucket[];
  chosen: string[] | 'all' | undefined;
  onChange: (next: BucketChoice) => void;
  /** The search box's text: kept by the menu, which clears it when it closes. */
  query: string;
  onQueryChange: (query: string) => void;
}

/** An open filter menu: All and None, a search box for a long list, its buckets as checkboxes. */
export function FilterMenuList({
  label,
  buckets,
  chosen,
  onChange,
  query,
  onQueryChange,
}: FilterMenuListProps) {
  const allKeys = useMemo(() => buckets.map((bucket) => bucket.key), [buckets]);
  const shown = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return needle === ''
      ? buckets
      : buckets.filter((bucket) => bucket.label.toLowerCase().includes(needle));
  }, [buckets, query]);
  return (
    <>
      <Group justify="space-between" mb={6}>
        <Text size="xs" fw={600} c="dimmed" tt="uppercase">
          {label}
        </Text>
        <Group gap="sm">
          <Anchor component="button" type="button" size="xs" onClick={() => onChange('all')}>
            All
          </Anchor>
          <Anchor component="button" type="button" size="xs" onClick={() => onChange([])}>
            None
          </Anchor>
        </Group>
      </Group>
      {buckets.length > SEARCHABLE_ABOVE && (
        <TextInput
          size="xs"
          mb={6}
          aria-label={`Search ${label.toLowerCase()}`}
          placeholder="Search"
          leftSection={<IconSearch size={12} />}
          value={query}
          onChange={(event) => onQueryChange(event.currentTarget.value)}
        />
      )}
      <ScrollArea.Autosize mah={280} type="auto">
        <Stack gap={2}>
          {shown.map((bucket) => (
            <Group key={bucket.key} justify="space-between" wrap="nowrap" gap="xs" py={3}>
              <Checkbox
                size="xs"
                label={bucket.label}
                checked={isBucketChosen(chosen, bucket.key)}
                onChange={() => onChange(toggleBucket(chosen, bucket.key, allKeys))}
                styles={{ label: { cursor: 'pointer' } }}
              />
              <Text size="xs" c="dimmed">
                {bucket.asset_ids.length.toLocaleString()}
              </Text>
            </Group>
          ))}
          {shown.length === 0 && (
            <Text size="xs" c="dimmed" py={4}>
              {buckets.length === 0 ? 'Nothing to filter by yet' : 'No match'}
            </Text>
          )}
        </Stack>
      </ScrollArea.Autosize>
    </>
  );
}
