import { useState } from 'react';
import { Stack, Text, Textarea } from '@mantine/core';
import { BILLING_MESSAGES, type InvoiceDetail } from '@fleet/domain/billing';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { describeServerError } from '../../../lib/forms/server-errors';
import { showSuccessToast } from '../../../lib/toasts';
import { useVoidInvoice } from '../api/invoices';
import { invoiceNumberText } from './invoice-columns';

/** Void, with the reason required (the server refuses a blank one with the same sentence). */
export function VoidInvoiceDialog({
  invoice,
  onClose,
}: {
  invoice: InvoiceDetail | null;
  onClose: () => void;
}) {
  const voiding = useVoidInvoice();
  const [reason, setReason] = useState('');
  const [hasTried, setHasTried] = useState(false);
  const close = () => {
    voiding.reset();
    setReason('');
    setHasTried(false);
    onClose();
  };
  const confirm = () => {
    setHasTried(true);
    if (!invoice || reason.trim() === '') return;
    voiding.mutate(
      { invoiceId: invoice.invoice_id, reason: reason.trim() },
      {
        onSuccess: () => {
          showSuccessToast('The invoice is void.');
          close();
        },
      },
    );
  };
  const label = invoice ? invoiceNumberText(invoice) : '';
  return (
    <ConfirmDialog
      opened={invoice !== null}
      title={label === 'Draft' ? 'Void this draft?' : `Void invoice ${label}?`}
      confirmLabel="Void invoice"
      onConfirm={confirm}
      onCancel={close}
      isPending={voiding.isPending}
      failure={voiding.error ? describeServerError(voiding.error, () => false).message : null}
      danger
    >
      <Stack gap="sm">
        <Text size="sm">
          A void invoice keeps its number and lines, and can no longer be changed.
        </Text>
        <Textarea
          label="Reason"
          required
          autosize
          minRows={2}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={hasTried && reason.trim() === '' ? BILLING_MESSAGES.voidReason : undefined}
          data-autofocus
        />
      </Stack>
    </ConfirmDialog>
  );
}
