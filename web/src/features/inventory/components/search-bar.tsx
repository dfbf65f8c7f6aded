import { useState } from 'react';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { INVENTORY_QUERY_FIELDS, type InventoryQueryField } from '@fleet/domain';

const FIELD_OPTIONS = INVENTORY_QUERY_FIELDS.map((field) => ({ value: field, label: field }));

/**
 * spec 1 §2: the search field dropdown, 'Search by <field>' and a Search button. The input is
 * trimmed; an empty one searches by name with an empty value (every asset).
 */
export function SearchBar({
  field,
  value,
  onSearch,
}: {
  field: InventoryQueryField;
  value: string;
  onSearch: (field: InventoryQueryField, value: string) => void;
}) {
  const [draftField, setDraftField] = useState(field);
  const [draft, setDraft] = useState(value);
  // A saved search or Back changes the URL: the boxes follow it.
  const [shown, setShown] = useState({ field, value });
  if (shown.field !== field || shown.value !== value) {
    setShown({ field, value });
    setDraftField(field);
    setDraft(value);
  }
  const submit = () => {
    const trimmed = draft.trim();
    setDraft(trimmed);
    onSearch(trimmed === '' ? 'name' : draftField, trimmed);
  };
  return (
    <Group
      component="form"
      gap={0}
      wrap="nowrap"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Select
        aria-label="Search field"
        data={FIELD_OPTIONS}
        value={draftField}
        onChange={(next) => next && setDraftField(next as InventoryQueryField)}
        allowDeselect={false}
        w={110}
        styles={{ input: { borderTopRightRadius: 0, borderBottomRightRadius: 0 } }}
      />
      <TextInput
        aria-label="Search"
        placeholder={`Search by ${draftField}`}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        w={240}
        styles={{ input: { borderRadius: 0 } }}
      />
      <Button type="submit" style={{ borderTopLeftRadius: 0, borderBottomLeftRadius: 0 }}>
        Search
      </Button>
    </Group>
  );
}
