import type { ReactNode } from 'react';
import { Anchor, Group, Select, Text } from '@mantine/core';
import { locationLabel, type Location } from '@fleet/domain';

interface LocationPickerProps {
  locations: readonly Location[] | undefined;
  isLoading: boolean;
  value?: string | null;
  error?: ReactNode;
  onChange: (value: string | null) => void;
  onCreate: () => void;
}

/** spec 1 §2 "Rental Jobsite*" and "Location picker", with the link to the jobsite flyout. */
export function LocationPicker({
  locations,
  isLoading,
  value,
  error,
  onChange,
  onCreate,
}: LocationPickerProps) {
  const data = (locations ?? []).map((loc) => ({
    value: String(loc.location_id),
    label: locationLabel(loc),
  }));
  return (
    <div>
      <Group justify="space-between" mb={4}>
        <Text fw={600} size="sm">
          Rental Jobsite*
        </Text>
        <Anchor component="button" type="button" size="sm" onClick={onCreate}>
          Create rental jobsite
        </Anchor>
      </Group>
      <Select
        label="Location"
        placeholder={isLoading ? 'Loading locations...' : 'Select location...'}
        disabled={isLoading}
        data={data}
        value={value ?? null}
        onChange={onChange}
        searchable
        nothingFoundMessage="No locations available"
        comboboxProps={{ withinPortal: true }}
        error={error}
        aria-label="Location"
      />
      {!isLoading && data.length === 0 && (
        <Text size="xs" c="dimmed" mt={4}>
          No locations available
        </Text>
      )}
    </div>
  );
}
