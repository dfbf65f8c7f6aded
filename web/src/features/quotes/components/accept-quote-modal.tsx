import { useState } from 'react';
import { Modal, Select, Stack, Text } from '@mantine/core';
import { ON_RENT_MESSAGES, QUOTE_MESSAGES, type Quote } from '@fleet/domain';
import { DialogActions } from '../../../components/dialogs/dialog-actions';
import { useAccess } from '../../../lib/access-provider';
import { usePickerUsers, userName } from '../../../lib/company-users';
import { describeServerError } from '../../../lib/forms/server-errors';
import { showSuccessToast } from '../../../lib/toasts';
import { useQuotableAssets, useQuoteJobsites } from '../api/quote-options';
import { useAcceptQuote } from '../api/quotes';

/**
 * The customer accepted: the rental order's contact and jobsite, and for each class line the
 * asset that goes out. The server makes the order with the on-rent rules (docs/SETUP-QUOTES.md).
 */
export function AcceptQuoteModal({ quote, onClose }: { quote: Quote | null; onClose: () => void }) {
  return (
    <Modal opened={quote !== null} onClose={onClose} title="Accept quote" centered size="lg">
      {quote && <AcceptQuoteForm key={quote.quote_id} quote={quote} onClose={onClose} />}
    </Modal>
  );
}

function AcceptQuoteForm({ quote, onClose }: { quote: Quote; onClose: () => void }) {
  const { company } = useAccess();
  const accept = useAcceptQuote();
  const users = usePickerUsers(company.company_id);
  const jobsites = useQuoteJobsites(company.company_id, true);
  const classLines = quote.lines.filter((line) => line.asset_id === null);
  const assets = useQuotableAssets(classLines.length > 0);
  const [userId, setUserId] = useState<string | null>(null);
  const [locationId, setLocationId] = useState<string | null>(
    quote.location_id === null ? null : String(quote.location_id),
  );
  const [picks, setPicks] = useState<Record<number, string | null>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = () => {
    setFailure(null);
    accept.mutate(
      {
        quoteId: quote.quote_id,
        body: {
          user_id: Number(userId),
          location_id: Number(locationId),
          line_assets: classLines.flatMap((line) => {
            const pick = picks[line.quote_line_id];
            return pick ? [{ quote_line_id: line.quote_line_id, asset_id: Number(pick) }] : [];
          }),
        },
      },
      {
        onSuccess: (accepted) => {
          showSuccessToast(QUOTE_MESSAGES.accepted(accepted.order_id ?? 0));
          onClose();
        },
        onError: (error) => setFailure(describeServerError(error, () => false).message),
      },
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm">
        {quote.customer_name}, {quote.start_date} to {quote.end_date}: a rental order with one
        rental per asset.
      </Text>
      <Select
        label="Contact"
        withAsterisk
        placeholder={ON_RENT_MESSAGES.contactHint}
        searchable
        data={(users.data ?? [])
          .filter((person) => person.can_rent)
          .map((person) => ({ value: String(person.user_id), label: userName(person) }))}
        value={userId}
        onChange={setUserId}
      />
      <Select
        label="Jobsite"
        withAsterisk
        placeholder={ON_RENT_MESSAGES.jobsiteHint}
        searchable
        data={(jobsites.data ?? []).map((j) => ({
          value: String(j.location_id),
          label: j.nickname,
        }))}
        value={locationId}
        onChange={setLocationId}
      />
      {classLines.map((line) => (
        <Select
          key={line.quote_line_id}
          label={`Asset for ${line.equipment_class_name ?? 'the class'}`}
          withAsterisk
          searchable
          data={(assets.data ?? [])
            .filter((a) => a.equipment_class?.name === line.equipment_class_name)
            .map((a) => ({ value: String(a.asset_id), label: a.custom_name }))}
          value={picks[line.quote_line_id] ?? null}
          onChange={(value) => setPicks((current) => ({ ...current, [line.quote_line_id]: value }))}
        />
      ))}
      <DialogActions
        failure={failure}
        onCancel={onClose}
        confirmLabel="Accept and create order"
        isPending={accept.isPending}
        onConfirm={confirm}
        confirmDisabled={
          userId === null ||
          locationId === null ||
          classLines.some((line) => !picks[line.quote_line_id])
        }
      />
    </Stack>
  );
}
