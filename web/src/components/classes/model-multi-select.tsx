import { useState } from 'react';
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ModelsListItem } from '@fleet/domain';
import { useModels } from '../../lib/classes-api/models';

const labelOf = (model: ModelsListItem) => `${model.make.name} ${model.name}`;

interface ModelMultiSelectProps {
  label: string;
  value: ModelsListItem[];
  onChange: (models: ModelsListItem[]) => void;
  /** Models already in the class, left out of the choices. */
  excludeIds?: readonly number[];
}

/**
 * Catalogue models found by make or name (GET /models, 300 ms after typing stops, spec 2 §9),
 * several at once. The chosen ones stay listed while the search moves on.
 */
export function ModelMultiSelect({
  label,
  value,
  onChange,
  excludeIds = [],
}: ModelMultiSelectProps) {
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search, 300);
  const models = useModels(query);
  const chosen = new Map(value.map((m) => [String(m.equipment_model_id), m]));
  const found = (models.data?.items ?? []).filter(
    (m) => !excludeIds.includes(m.equipment_model_id) && !chosen.has(String(m.equipment_model_id)),
  );
  const data = [...value, ...found].map((m) => ({
    value: String(m.equipment_model_id),
    label: labelOf(m),
  }));
  const total = models.data?.total_items ?? 0;
  return (
    <MultiSelect
      label={label}
      placeholder="Search by make or model"
      searchable
      clearable
      data={data}
      value={[...chosen.keys()]}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has searched already: every answer it gave is a match.
      filter={({ options }) => options}
      nothingFoundMessage={models.isFetching ? 'Searching…' : 'No models found'}
      description={
        total > (models.data?.items.length ?? 0)
          ? `${total} models match: type to narrow`
          : undefined
      }
      onChange={(ids) => {
        const all = new Map([...value, ...found].map((m) => [String(m.equipment_model_id), m]));
        onChange(ids.flatMap((id) => all.get(id) ?? []));
      }}
    />
  );
}
