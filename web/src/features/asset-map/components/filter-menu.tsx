import { lazy, Suspense, useState } from 'react';
import { Badge, Button, Loader } from '@mantine/core';
import { DeferredPopover } from '../../../components/deferred-floating';
import { type MapFilterBucket } from '@fleet/domain';
import type { BucketChoice } from './filter-menu-list';

export type { BucketChoice } from './filter-menu-list';

/**
 * The open menu's list, loaded when a person first points at or focuses a filter (issue 9: the
 * checkboxes are not part of the map's first paint); the first click waits for it at most.
 */
const loadList = () => import('./filter-menu-list');
const FilterMenuList = lazy(async () => ({ default: (await loadList()).FilterMenuList }));

interface FilterMenuProps {
  label: string;
  buckets: readonly MapFilterBucket[];
  chosen: string[] | 'all' | undefined;
  onChange: (next: BucketChoice) => void;
  onOpenChange: (isOpen: boolean) => void;
}

/** One filter category: a button that opens its buckets as checkboxes with their counts. */
export function FilterMenu({ label, buckets, chosen, onChange, onOpenChange }: FilterMenuProps) {
  const [query, setQuery] = useState('');
  const isFiltered = chosen !== undefined && chosen !== 'all';

  return (
    <DeferredPopover
      position="bottom-start"
      shadow="md"
      width={260}
      onOpen={() => onOpenChange(true)}
      onClose={() => {
        setQuery('');
        onOpenChange(false);
      }}
      dropdownProps={{ p: 'xs' }}
      target={
        <Button
          onPointerEnter={() => void loadList()}
          onFocus={() => void loadList()}
          size="compact-xs"
          fw={500}
          variant={isFiltered ? 'light' : 'default'}
          rightSection={
            isFiltered ? (
              <Badge size="xs" circle>
                {chosen.length}
              </Badge>
            ) : undefined
          }
        >
          {label}
        </Button>
      }
    >
      <Suspense
        fallback={<Loader size="xs" m="xs" aria-label={`Loading ${label.toLowerCase()}`} />}
      >
        <FilterMenuList
          label={label}
          buckets={buckets}
          chosen={chosen}
          onChange={onChange}
          query={query}
          onQueryChange={setQuery}
        />
      </Suspense>
    </DeferredPopover>
  );
}
