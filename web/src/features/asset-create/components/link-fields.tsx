import { MultiSelect, Select, SimpleGrid } from '@mantine/core';
import { useBranchOptions, useFreeTrackers, useGroupOptions } from '../api/pick-lists';
import type { AssetCreateForm } from './form-type';

/** Where the asset belongs: its inventory branch, its groups and the tracker put on it. */
export function LinkFields({ form }: { form: AssetCreateForm }) {
  const branches = useBranchOptions();
  const groups = useGroupOptions();
  const trackers = useFreeTrackers();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Select
        label="Inventory branch"
        placeholder={branches.isPending ? 'Loading branches…' : 'No branch'}
        searchable
        clearable
        data={(branches.data ?? [])
          .filter((branch) => branch.active)
          .map((branch) => ({ value: String(branch.id), label: branch.name }))}
        {...form.getInputProps('inventory_branch_id')}
      />
      <MultiSelect
        label="Groups"
        placeholder={groups.isPending ? 'Loading groups…' : 'No group'}
        searchable
        clearable
        data={(groups.data ?? []).map((group) => ({
          value: String(group.organization_id),
          label: group.name,
        }))}
        {...form.getInputProps('organization_ids')}
      />
      <Select
        label="Tracker"
        description="Your company’s trackers that are on no asset"
        placeholder={trackers.isPending ? 'Loading trackers…' : 'No tracker'}
        searchable
        clearable
        nothingFoundMessage="No free tracker matches"
        data={(trackers.data ?? []).map((tracker) => tracker.device_serial)}
        {...form.getInputProps('tracker_serial')}
      />
    </SimpleGrid>
  );
}
