import { Group, SegmentedControl, TextInput } from '@mantine/core';
import type { BillingTableState } from '../model/billing-filters';

interface InvoiceFiltersProps {
  state: BillingTableState;
  onChange: (changes: Partial<BillingTableState>) => void;
}

const STATUSES = [
  { value: 'all', label: 'All' },
  { value: 'draft', label: 'Drafts' },
  { value: 'issued', label: 'Issued' },
  { value: 'void', label: 'Void' },
] as const;

/** Status and invoice-date range: what GET /api/invoices and its CSV filter by. */
export function InvoiceFilters({ state, onChange }: InvoiceFiltersProps) {
  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      <SegmentedControl
        aria-label="Status"
        data={[...STATUSES]}
        value={state.status}
        onChange={(value) => {
          const option = STATUSES.find((status) => status.value === value);
          if (option) onChange({ status: option.value });
        }}
      />
      <TextInput
        type="date"
        label="From"
        value={state.from}
        onChange={(event) => onChange({ from: event.currentTarget.value })}
        w={170}
      />
      <TextInput
        type="date"
        label="To"
        value={state.to}
        onChange={(event) => onChange({ to: event.currentTarget.value })}
        w={170}
      />
    </Group>
  );
}
