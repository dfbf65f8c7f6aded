import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { IconBan, IconDeviceFloppy, IconDownload, IconSend } from '@tabler/icons-react';
import type { InvoiceDetail } from '@fleet/domain/billing';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { showErrorToast } from '../../../lib/error-toasts';
import { downloadInvoicePdf } from '../api/invoice-files';
import { VoidInvoiceDialog } from './void-invoice-dialog';

interface InvoiceActionsProps {
  invoice: InvoiceDetail | null;
  canManage: boolean;
  isSaving: boolean;
  onSave: () => void;
  /** Saves the draft's changes first, then issues it. */
  onIssue: () => Promise<void>;
  isIssuing: boolean;
  /** Why the last Issue did not go through (incomplete lines, a refusal); null otherwise. */
  issueFailure: string | null;
}

/** Save, Issue, Void and Download PDF: what the invoice's status and the person allow. */
export function InvoiceActions(props: InvoiceActionsProps) {
  const { invoice, canManage } = props;
  const [isConfirmingIssue, setIsConfirmingIssue] = useState(false);
  const [voiding, setVoiding] = useState<InvoiceDetail | null>(null);
  const [isDownloading, setIsDownloading] = useState(false);
  const isDraft = invoice === null || invoice.status === 'draft';

  const download = async (target: InvoiceDetail) => {
    setIsDownloading(true);
    try {
      await downloadInvoicePdf(target);
    } catch (error) {
      showErrorToast(error);
    } finally {
      setIsDownloading(false);
    }
  };

  return (
    <Group gap="sm">
      {invoice && (
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={isDownloading}
          onClick={() => void download(invoice)}
        >
          Download PDF
        </Button>
      )}
      {canManage && invoice && invoice.status !== 'void' && (
        <Button
          variant="light"
          color="red"
          leftSection={<IconBan size={16} />}
          onClick={() => setVoiding(invoice)}
        >
          Void
        </Button>
      )}
      {canManage && isDraft && (
        <Button
          variant="light"
          leftSection={<IconDeviceFloppy size={16} />}
          loading={props.isSaving}
          onClick={props.onSave}
        >
          Save draft
        </Button>
      )}
      {canManage && isDraft && (
        <Button leftSection={<IconSend size={16} />} onClick={() => setIsConfirmingIssue(true)}>
          Issue
        </Button>
      )}
      <ConfirmDialog
        opened={isConfirmingIssue}
        title="Issue this invoice?"
        confirmLabel="Issue invoice"
        onConfirm={() =>
          void props.onIssue().then(
            () => setIsConfirmingIssue(false),
            () => undefined,
          )
        }
        onCancel={() => setIsConfirmingIssue(false)}
        isPending={props.isIssuing || props.isSaving}
        failure={props.issueFailure}
      >
        It takes the company&apos;s next invoice number, and its lines can no longer be changed.
      </ConfirmDialog>
      <VoidInvoiceDialog invoice={voiding} onClose={() => setVoiding(null)} />
    </Group>
  );
}
