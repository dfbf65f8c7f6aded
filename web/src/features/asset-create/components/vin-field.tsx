import { Button, Group, Loader, Text, TextInput, type TextInputProps } from '@mantine/core';
import { useVinDetails } from '../api/vin-details';

interface VinFieldProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
  /** The person took the decoded make and year into the form. */
  onUseDecoded: (decoded: { make: string | null; year: number | null }) => void;
}

/**
 * The VIN, decoded as soon as it has 17 characters (spec 2 §7 getDetailsFromVin): what it says
 * (make, model year) is offered to the form, and what is wrong with it is shown under it.
 */
export function VinField({ value, onChange, onUseDecoded, ...input }: VinFieldProps) {
  const details = useVinDetails(value);
  const vehicle = details.data?.vehicle;
  const decoded = [vehicle?.make, vehicle?.model_year].filter(Boolean).join(' ');
  return (
    <div>
      <TextInput
        label="VIN"
        autoComplete="off"
        maxLength={17}
        rightSection={details.isFetching ? <Loader size="xs" /> : null}
        {...input}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value.toUpperCase())}
      />
      {details.data && (
        <Group gap="xs" mt={4} wrap="nowrap" data-testid="vin-decoded">
          {decoded ? (
            <>
              <Text size="xs" c="dimmed">
                Decoded: <strong>{decoded}</strong>
                {vehicle?.manufacturer ? ` (${vehicle.manufacturer})` : ''}
              </Text>
              <Button
                size="compact-xs"
                variant="light"
                onClick={() =>
                  onUseDecoded({ make: vehicle?.make ?? null, year: vehicle?.model_year ?? null })
                }
              >
                Use make and year
              </Button>
            </>
          ) : null}
        </Group>
      )}
      {details.data?.errors.map((error) => (
        <Text key={error} size="xs" c="orange.8" mt={2}>
          {error}
        </Text>
      ))}
    </div>
  );
}
