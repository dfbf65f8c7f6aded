import { Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import type { DraftInvoice } from '../model/invoice-draft';

export interface Choice {
  value: string;
  label: string;
}

interface InvoiceHeaderFieldsProps {
  draft: DraftInvoice;
  onChange: (changes: Partial<DraftInvoice>) => void;
  branches: Choice[];
  providers: Choice[];
  /** Sentences by field path, shown once the person has tried to save. */
  errors: Record<string, string>;
  readOnly: boolean;
}

/** spec 2 §3 invoice payload header: date, ship-from branch, billing provider, customer, PO, note. */
export function InvoiceHeaderFields({
  draft,
  onChange,
  branches,
  providers,
  errors,
  readOnly,
}: InvoiceHeaderFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      <TextInput
        type="date"
        label="Invoice date"
        value={draft.invoice_date}
        onChange={(event) => onChange({ invoice_date: event.currentTarget.value })}
        error={errors.invoice_date}
        readOnly={readOnly}
      />
      <Select
        label="Ships from branch"
        required
        data={branches}
        value={draft.ship_from_branch_id || null}
        onChange={(value) => onChange({ ship_from_branch_id: value ?? '' })}
        error={errors.ship_from_branch_id}
        readOnly={readOnly}
        searchable
      />
      <Select
        label="Billing provider"
        required
        data={providers}
        value={draft.billing_provider_id || null}
        onChange={(value) => onChange({ billing_provider_id: value ?? '' })}
        error={errors.billing_provider_id}
        readOnly={readOnly}
      />
      <TextInput
        label="Customer"
        value={draft.customer_name}
        maxLength={200}
        onChange={(event) => onChange({ customer_name: event.currentTarget.value })}
        readOnly={readOnly}
      />
      <TextInput
        label="Purchase order"
        value={draft.purchase_order_id}
        maxLength={100}
        onChange={(event) => onChange({ purchase_order_id: event.currentTarget.value })}
        readOnly={readOnly}
      />
      <Textarea
        label="Note on the invoice"
        value={draft.public_note}
        maxLength={2000}
        autosize
        minRows={1}
        onChange={(event) => onChange({ public_note: event.currentTarget.value })}
        readOnly={readOnly}
      />
    </SimpleGrid>
  );
}
