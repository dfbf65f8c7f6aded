import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { LICENSE_PLATE_MAX_LENGTH, normalizeLicensePlate } from '@fleet/domain';
import { useStateOptions } from '../api/pick-lists';
import type { AssetCreateForm } from './form-type';

/**
 * spec 2 §5 "License plate number": letters and digits kept, uppercased, at most 8, as the
 * person types; the issuing state (US states plus DC) goes with it.
 */
export function PlateFields({ form }: { form: AssetCreateForm }) {
  const states = useStateOptions();
  const plate = form.getInputProps('license_plate_number');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput
        label="License plate number"
        autoComplete="off"
        maxLength={LICENSE_PLATE_MAX_LENGTH + 4}
        {...plate}
        onChange={(event) =>
          form.setFieldValue(
            'license_plate_number',
            normalizeLicensePlate(event.currentTarget.value),
          )
        }
      />
      <Select
        label="Issuing state"
        placeholder={states.isPending ? 'Loading states…' : 'Choose a state'}
        searchable
        clearable
        data={(states.data ?? []).map((state) => ({
          value: state.abbreviation,
          label: `${state.name} (${state.abbreviation})`,
        }))}
        {...form.getInputProps('license_plate_state')}
      />
    </SimpleGrid>
  );
}
