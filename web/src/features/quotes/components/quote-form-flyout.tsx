import { Select, Stack, TextInput, Textarea, Group } from '@mantine/core';
import { QUOTE_MESSAGES, quoteBody, type QuoteBody } from '@fleet/domain';
import { DialogActions } from '../../../components/dialogs/dialog-actions';
import { Flyout } from '../../../components/dialogs/flyout';
import { useAccess } from '../../../lib/access-provider';
import { useEquipmentClasses } from '../../../lib/classes-api/equipment-classes';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { showSuccessToast } from '../../../lib/toasts';
import { useQuotableAssets, useQuoteJobsites } from '../api/quote-options';
import { useCreateQuote } from '../api/quotes';
import { EMPTY_LINE, QuoteLinesField, type QuoteValues } from './quote-lines-field';

const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function initialValues(): QuoteValues {
  const now = Date.now();
  return {
    customer_name: '',
    customer_email: null,
    start_date: day(now),
    end_date: day(now + 7 * DAY_MS),
    valid_until: null,
    location_id: null,
    notes: null,
    lines: [{ ...EMPTY_LINE }],
  };
}

/** New quote: a customer, the rental's dates, and the assets or classes quoted at rates. */
export function QuoteFormFlyout({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { company } = useAccess();
  const create = useCreateQuote();
  const assets = useQuotableAssets(opened);
  const classes = useEquipmentClasses(null, opened);
  const jobsites = useQuoteJobsites(company.company_id, opened);
  const { form, failure, showServerError } = useZodForm<QuoteValues, QuoteBody>(quoteBody, {
    initialValues: initialValues(),
  });
  const close = () => {
    form.setValues(initialValues());
    form.clearErrors();
    onClose();
  };
  const submit = form.onSubmit((body) =>
    create.mutate(body, {
      onSuccess: () => {
        showSuccessToast(QUOTE_MESSAGES.created);
        close();
      },
      onError: showServerError,
    }),
  );
  const text = (field: 'customer_email' | 'valid_until' | 'notes') => ({
    value: form.getValues()[field] ?? '',
    error: form.errors[field],
    onChange: (event: { currentTarget: { value: string } }) =>
      form.setFieldValue(field, event.currentTarget.value || null),
  });
  return (
    <Flyout
      opened={opened}
      onClose={close}
      title="New quote"
      size="70%"
      footer={
        <DialogActions
          failure={failure}
          onCancel={close}
          confirmLabel="Create quote"
          isPending={create.isPending}
          onConfirm={() => submit()}
        />
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Group grow align="flex-start">
            <TextInput
              label="Customer name"
              withAsterisk
              {...form.getInputProps('customer_name')}
              key={form.key('customer_name')}
            />
            <TextInput label="Customer email" type="email" {...text('customer_email')} />
          </Group>
          <Group grow align="flex-start">
            <TextInput
              label="Start date"
              type="date"
              withAsterisk
              {...form.getInputProps('start_date')}
              key={form.key('start_date')}
            />
            <TextInput
              label="End date"
              type="date"
              withAsterisk
              {...form.getInputProps('end_date')}
              key={form.key('end_date')}
            />
            <TextInput label="Valid until" type="date" {...text('valid_until')} />
          </Group>
          <Select
            label="Jobsite"
            placeholder="Where the equipment goes (optional)"
            clearable
            searchable
            data={(jobsites.data ?? []).map((j) => ({
              value: String(j.location_id),
              label: j.nickname,
            }))}
            value={
              form.getValues().location_id == null ? null : String(form.getValues().location_id)
            }
            error={form.errors.location_id}
            onChange={(value) =>
              form.setFieldValue('location_id', value === null ? null : Number(value))
            }
          />
          <QuoteLinesField form={form} assets={assets.data ?? []} classes={classes.data ?? []} />
          <Textarea label="Notes" autosize minRows={2} {...text('notes')} />
        </Stack>
      </form>
    </Flyout>
  );
}
