import { NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

type Form = Pick<UseFormReturnType<Record<string, unknown>>, 'getInputProps' | 'key'>;

/** An interval's name and its measures; `prefix` places them in a larger form (`intervals.0.`). */
export function IntervalFields({ form, prefix = '' }: { form: Form; prefix?: string }) {
  const field = (name: string) => form.getInputProps(`${prefix}${name}`);
  return (
    <Stack gap="sm">
      <TextInput label="Interval name" placeholder="Oil change" required {...field('name')} />
      <SimpleGrid cols={3} spacing="sm">
        <NumberInput label="Every (days)" min={0} allowDecimal={false} {...field('time_days')} />
        <NumberInput label="Every (miles)" min={0} thousandSeparator="," {...field('miles')} />
        <NumberInput label="Every (engine hours)" min={0} {...field('engine_hours')} />
      </SimpleGrid>
    </Stack>
  );
}
