import { ActionIcon, Button, Group, NumberInput, Paper, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { EquipmentClass, QuoteBody } from '@fleet/domain';
import type { ZodForm } from '../../../lib/forms/use-zod-form';
import type { QuotableAsset } from '../api/quote-options';

export type QuoteValues = Omit<QuoteBody, 'lines'> & {
  lines: Array<{
    asset_id: number | null;
    equipment_class_id: number | null;
    price_per_day: number | null;
    price_per_week: number | null;
    price_per_month: number | null;
  }>;
};

export const EMPTY_LINE: QuoteValues['lines'][number] = {
  asset_id: null,
  equipment_class_id: null,
  price_per_day: null,
  price_per_week: null,
  price_per_month: null,
};

const RATES = [
  ['price_per_day', 'Day rate'],
  ['price_per_week', 'Week rate'],
  ['price_per_month', 'Month rate'],
] as const;

const toId = (value: string | null) => (value === null ? null : Number(value));

/** The quote's lines: each an asset or a class, at day, week and month rates. */
export function QuoteLinesField({
  form,
  assets,
  classes,
}: {
  form: ZodForm<QuoteValues, QuoteBody>;
  assets: QuotableAsset[];
  classes: EquipmentClass[];
}) {
  const lines = form.getValues().lines;
  const assetOptions = assets.map((a) => ({ value: String(a.asset_id), label: a.custom_name }));
  const classOptions = classes.map((c) => ({
    value: String(c.equipment_class_id),
    label: c.name,
  }));
  return (
    <Stack gap="sm">
      <Text fw={600} size="sm">
        Assets and classes
      </Text>
      {typeof form.errors.lines === 'string' && (
        <Text c="red" size="sm">
          {form.errors.lines}
        </Text>
      )}
      {lines.map((line, index) => (
        <Paper key={form.key(`lines.${index}`)} withBorder p="sm" radius="md">
          <Stack gap="xs">
            <Group grow align="flex-start">
              <Select
                label={`Line ${index + 1}: asset`}
                placeholder="An asset"
                searchable
                clearable
                data={assetOptions}
                value={line.asset_id === null ? null : String(line.asset_id)}
                error={form.errors[`lines.${index}.asset_id`]}
                onChange={(value) => {
                  form.setFieldValue(`lines.${index}.asset_id`, toId(value));
                  if (value !== null) form.setFieldValue(`lines.${index}.equipment_class_id`, null);
                }}
              />
              <Select
                label="or a class"
                placeholder="Any asset of a class"
                searchable
                clearable
                data={classOptions}
                value={line.equipment_class_id === null ? null : String(line.equipment_class_id)}
                onChange={(value) => {
                  form.setFieldValue(`lines.${index}.equipment_class_id`, toId(value));
                  if (value !== null) form.setFieldValue(`lines.${index}.asset_id`, null);
                }}
              />
            </Group>
            <Group grow align="flex-start">
              {RATES.map(([field, label]) => (
                <NumberInput
                  key={field}
                  label={label}
                  prefix="$"
                  min={0}
                  decimalScale={2}
                  value={line[field] ?? ''}
                  error={form.errors[`lines.${index}.${field}`]}
                  onChange={(value) =>
                    form.setFieldValue(
                      `lines.${index}.${field}`,
                      typeof value === 'number' ? value : null,
                    )
                  }
                />
              ))}
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Remove line ${index + 1}`}
                mt={26}
                style={{ flexGrow: 0 }}
                disabled={lines.length === 1}
                onClick={() => form.removeListItem('lines', index)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Stack>
        </Paper>
      ))}
      <Button
        variant="default"
        leftSection={<IconPlus size={14} />}
        onClick={() => form.insertListItem('lines', { ...EMPTY_LINE })}
        style={{ alignSelf: 'flex-start' }}
      >
        Add line
      </Button>
    </Stack>
  );
}
