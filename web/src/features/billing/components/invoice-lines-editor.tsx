import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  ENTERED_LINE_ITEM_TYPE_IDS,
  formatMoney,
  isPartLineType,
  lineItemTypeLabel,
  type Part,
  type PricedLine,
} from '@fleet/domain/billing';
import { emptyLine, type DraftLine } from '../model/invoice-draft';
import type { Choice } from './invoice-header-fields';

const TYPE_CHOICES = ENTERED_LINE_ITEM_TYPE_IDS.map((id) => ({
  value: String(id),
  label: lineItemTypeLabel(id),
}));

interface InvoiceLinesEditorProps {
  lines: DraftLine[];
  onChange: (lines: DraftLine[]) => void;
  /** The lines as the domain priced them (index for index), when every line is complete. */
  priced: PricedLine[] | null;
  parts: Part[];
  branches: Choice[];
  defaultBranchId: string;
  errors: Record<string, string>;
}

/** A draft's lines: add, edit, remove; each line's amount as the domain prices it. */
export function InvoiceLinesEditor(props: InvoiceLinesEditorProps) {
  const { lines, onChange, parts } = props;
  const partChoices = parts.map((part) => ({
    value: String(part.part_id),
    label: `${part.part_number} ${part.description}`,
  }));
  const update = (index: number, changes: Partial<DraftLine>) =>
    onChange(lines.map((line, at) => (at === index ? { ...line, ...changes } : line)));
  const choosePart = (index: number, partId: string | null) => {
    const part = parts.find((candidate) => String(candidate.part_id) === partId);
    update(index, {
      part_id: partId ?? '',
      ...(part
        ? {
            standard_price: part.standard_price,
            description: `${part.part_number} ${part.description}`,
          }
        : {}),
    });
  };

  return (
    <Stack gap="sm">
      {lines.map((line, index) => {
        const error = (field: string) => props.errors[`line_items.${index}.${field}`];
        const isPart = isPartLineType(Number(line.line_item_type_id));
        const amount = props.priced?.[index]?.amount;
        return (
          <Paper key={line.key} withBorder p="sm" radius="md" data-line={index + 1}>
            <Group justify="space-between" mb="xs">
              <Text fw={600} size="sm">
                Line {index + 1}
              </Text>
              <Group gap="xs">
                <Text size="sm" ff="monospace" aria-label={`Line ${index + 1} amount`}>
                  {amount ? formatMoney(amount) : '--'}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove line ${index + 1}`}
                  onClick={() => onChange(lines.filter((_, at) => at !== index))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Group>
            <TextInput
              label="Description"
              mb="xs"
              value={line.description}
              maxLength={500}
              onChange={(event) => update(index, { description: event.currentTarget.value })}
            />
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
              <Select
                label="Type"
                data={TYPE_CHOICES}
                value={line.line_item_type_id || null}
                onChange={(value) => update(index, { line_item_type_id: value ?? '' })}
                error={error('line_item_type_id')}
              />
              {isPart && (
                <Select
                  label="Part"
                  data={partChoices}
                  value={line.part_id || null}
                  onChange={(value) => choosePart(index, value)}
                  error={error('part_id')}
                  searchable
                />
              )}
              <Select
                label="Branch"
                data={props.branches}
                value={line.branch_id || null}
                onChange={(value) => update(index, { branch_id: value ?? '' })}
                error={error('branch_id')}
              />
              <TextInput
                label="Units"
                inputMode="decimal"
                value={line.number_of_units}
                onChange={(event) => update(index, { number_of_units: event.currentTarget.value })}
                error={error('number_of_units')}
              />
              <TextInput
                label="Price per unit"
                inputMode="decimal"
                placeholder={isPart ? 'From the standard price' : undefined}
                value={line.price_per_unit}
                onChange={(event) => update(index, { price_per_unit: event.currentTarget.value })}
                error={error('price_per_unit')}
              />
              <TextInput
                label="Standard price"
                inputMode="decimal"
                value={line.standard_price}
                onChange={(event) => update(index, { standard_price: event.currentTarget.value })}
                error={error('standard_price')}
              />
              {isPart && (
                <TextInput
                  label="Markup %"
                  inputMode="decimal"
                  placeholder="30"
                  value={line.markup_percent}
                  onChange={(event) => update(index, { markup_percent: event.currentTarget.value })}
                  error={error('markup_percent')}
                />
              )}
              <Checkbox
                label="Taxable"
                mt="xl"
                checked={line.taxable}
                onChange={(event) => update(index, { taxable: event.currentTarget.checked })}
              />
            </SimpleGrid>
          </Paper>
        );
      })}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => onChange([...lines, emptyLine(props.defaultBranchId)])}
        >
          Add line
        </Button>
      </Group>
    </Stack>
  );
}
