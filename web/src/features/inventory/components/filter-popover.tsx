import { useState } from 'react';
import {
  Badge,
  Button,
  Checkbox,
  Group,
  Popover,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconChevronDown, IconSearch } from '@tabler/icons-react';
import type { InventoryFacetEntry } from '@fleet/domain';

/** spec 1 §2: a popover shows a search box above 14 options. */
export const SEARCH_BOX_ABOVE = 14;

/** spec 1 §2: a filter with no option, or one when hideOneOption is set, is not shown. */
export function isFilterShown(optionCount: number, hideOneOption = false): boolean {
  return optionCount > (hideOneOption ? 1 : 0);
}

export function visibleOptions(entries: readonly InventoryFacetEntry[], search: string) {
  const words = search.trim().toLowerCase();
  return words === '' ? entries : entries.filter((e) => e.label.toLowerCase().includes(words));
}

interface FilterPopoverProps {
  label: string;
  entries: readonly InventoryFacetEntry[];
  selected: readonly string[];
  onChange: (values: string[]) => void;
  hideOneOption?: boolean;
}

/** One filter: a button naming it (and how many are chosen), options with their counts. */
export function FilterPopover({
  label,
  entries,
  selected,
  onChange,
  hideOneOption,
}: FilterPopoverProps) {
  const [search, setSearch] = useState('');
  if (!isFilterShown(entries.length, hideOneOption)) return null;
  const shown = visibleOptions(entries, search);
  const toggle = (key: string, checked: boolean) =>
    onChange(checked ? [...selected, key] : selected.filter((value) => value !== key));
  return (
    <Popover position="bottom-start" shadow="md" width={280} trapFocus>
      <Popover.Target>
        <Button
          variant={selected.length > 0 ? 'light' : 'default'}
          size="sm"
          rightSection={<IconChevronDown size={14} />}
        >
          {label}
          {selected.length > 0 && (
            <Badge size="xs" ml={6} circle>
              {selected.length}
            </Badge>
          )}
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label={`${label} filter`}>
        <Stack gap="xs">
          {entries.length > SEARCH_BOX_ABOVE && (
            <TextInput
              size="xs"
              placeholder={`Search ${label.toLowerCase()}`}
              leftSection={<IconSearch size={14} />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
          )}
          <ScrollArea.Autosize mah={280}>
            <Stack gap={6}>
              {shown.map((entry) => (
                <Group
                  key={entry.key}
                  justify="space-between"
                  wrap="nowrap"
                  gap="xs"
                  data-option={entry.label}
                  data-count={entry.count}
                >
                  <Checkbox
                    size="xs"
                    label={entry.label}
                    checked={selected.includes(entry.key)}
                    onChange={(event) => toggle(entry.key, event.currentTarget.checked)}
                  />
                  <Text size="xs" c="dimmed">
                    {entry.count.toLocaleString()}
                  </Text>
                </Group>
              ))}
              {shown.length === 0 && (
                <Text size="xs" c="dimmed">
                  No {label.toLowerCase()} match.
                </Text>
              )}
            </Stack>
          </ScrollArea.Autosize>
          {selected.length > 0 && (
            <Button variant="subtle" size="xs" onClick={() => onChange([])}>
              Clear
            </Button>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
