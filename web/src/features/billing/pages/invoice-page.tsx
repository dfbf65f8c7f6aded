import { useMemo, useState } from 'react';
import { Anchor, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { dateInZone } from '@fleet/domain';
import { mayManageBilling, type InvoiceDetail } from '@fleet/domain/billing';
import { PageHeader } from '../../../components/page-header';
import { useAccess } from '../../../lib/access-provider';
import { useCompanyBranches } from '../../../lib/company-branches';
import { describeServerError } from '../../../lib/forms/server-errors';
import { showSuccessToast } from '../../../lib/toasts';
import { useBillingProviders, useParts } from '../api/billing-choices';
import { useInvoice, useIssueInvoice, useSaveInvoice } from '../api/invoices';
import { InvoiceActions } from '../components/invoice-actions';
import { InvoiceHeaderFields } from '../components/invoice-header-fields';
import { InvoiceLinesEditor } from '../components/invoice-lines-editor';
import { InvoiceLinesTable } from '../components/invoice-lines-table';
import { InvoiceStatusBadge } from '../components/invoice-status-badge';
import { InvoiceTotalsPanel } from '../components/invoice-totals';
import {
  bodyOf,
  buildDraft,
  draftOf,
  emptyDraft,
  issuesByPath,
  type DraftInvoice,
} from '../model/invoice-draft';

/** /billing/new and /billing/invoices/:invoiceId: the invoice editor (docs/BILLING.md). */
export function InvoicePage() {
  const { invoiceId } = useParams();
  const isNew = invoiceId === undefined;
  const id = /^\d{1,10}$/.test(invoiceId ?? '') ? Number(invoiceId) : null;
  const invoice = useInvoice(id);
  if (id !== null && invoice.isPending) return <Loader aria-label="Loading invoice" />;
  if (!isNew && !invoice.data) {
    return (
      <Stack>
        <Text>This invoice could not be loaded.</Text>
        <Anchor component={Link} to="/billing">
          Back to invoices
        </Anchor>
      </Stack>
    );
  }
  // A new key per saved version: the editor starts again from what the server stored.
  const data = invoice.data ?? null;
  return <InvoiceEditor key={data ? `${data.invoice_id}-${data.status}` : 'new'} invoice={data} />;
}

function InvoiceEditor({ invoice }: { invoice: InvoiceDetail | null }) {
  const { ctx, company } = useAccess();
  const navigate = useNavigate();
  const canManage = mayManageBilling(ctx.securityLevelId, ctx.readOnly);
  const isEditable = canManage && (invoice === null || invoice.status === 'draft');
  const [draft, setDraft] = useState<DraftInvoice>(() =>
    invoice ? draftOf(invoice) : emptyDraft(dateInZone(Date.now(), company.timezone)),
  );
  const [hasTried, setHasTried] = useState(false);
  const branches = useCompanyBranches();
  const providers = useBillingProviders();
  const parts = useParts();
  const save = useSaveInvoice();
  const issue = useIssueInvoice();

  const built = useMemo(() => buildDraft(draft, company.company_id), [draft, company.company_id]);
  const serverError = save.error ? describeServerError(save.error, () => true) : null;
  const errors = { ...(hasTried ? issuesByPath(built) : {}), ...(serverError?.fields ?? {}) };
  const branchChoices = (branches.data ?? []).map((b) => ({ value: String(b.id), label: b.name }));
  const providerChoices = (providers.data ?? []).map((p) => ({
    value: String(p.billing_provider_id),
    label: p.name,
  }));
  const change = (changes: Partial<DraftInvoice>) =>
    setDraft((current) => ({ ...current, ...changes }));

  /** Saves the draft; resolves with the stored invoice, or undefined when nothing was sent. */
  const saveDraft = async (): Promise<InvoiceDetail | undefined> => {
    setHasTried(true);
    if (!built.ok) return undefined;
    const saved = await save.mutateAsync({
      invoiceId: invoice?.invoice_id ?? null,
      body: bodyOf(draft),
    });
    if (invoice === null) void navigate(`/billing/invoices/${saved.invoice_id}`, { replace: true });
    return saved;
  };
  const onSave = () =>
    void saveDraft().then(
      (saved) => saved && showSuccessToast('Draft saved.'),
      () => undefined,
    );
  const onIssue = async () => {
    const saved = await saveDraft();
    if (!saved) throw new Error('The draft is not complete.');
    const issued = await issue.mutateAsync(saved.invoice_id);
    showSuccessToast(`Invoice ${issued.invoice_number} issued.`);
    if (invoice === null)
      void navigate(`/billing/invoices/${issued.invoice_id}`, { replace: true });
  };

  const issueFailure = issue.error
    ? describeServerError(issue.error, () => false).message
    : serverError
      ? (serverError.message ?? 'The draft could not be saved: see the fields marked in red.')
      : hasTried && !built.ok
        ? `Complete the invoice first: ${built.issues[0]?.message ?? ''}`
        : null;
  const merchandise = built.ok
    ? (built.payload.line_items.find((l) => l.is_computed)?.amount ?? null)
    : null;
  const title =
    invoice === null
      ? 'New invoice'
      : invoice.invoice_number === null
        ? `Draft invoice ${invoice.invoice_id}`
        : `Invoice ${invoice.invoice_number}`;

  return (
    <Stack gap="lg" maw={1200}>
      <Anchor component={Link} to="/billing" size="sm">
        ← Invoices
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Group gap="sm" align="center">
          <PageHeader title={title} />
          {invoice && <InvoiceStatusBadge status={invoice.status} />}
        </Group>
        <InvoiceActions
          invoice={invoice}
          canManage={canManage}
          isSaving={save.isPending}
          onSave={onSave}
          onIssue={onIssue}
          isIssuing={issue.isPending}
          issueFailure={issueFailure}
        />
      </Group>
      {invoice?.status === 'void' && <Text c="red">Void: {invoice.void_reason}</Text>}
      <InvoiceHeaderFields
        draft={draft}
        onChange={change}
        branches={branchChoices}
        providers={providerChoices}
        errors={errors}
        readOnly={!isEditable}
      />
      <Divider />
      <Title order={2} fz="lg">
        Lines
      </Title>
      {isEditable ? (
        <InvoiceLinesEditor
          lines={draft.lines}
          onChange={(lines) => change({ lines })}
          priced={built.ok ? built.payload.line_items : null}
          parts={parts.data ?? []}
          branches={branchChoices}
          defaultBranchId={draft.ship_from_branch_id}
          errors={errors}
        />
      ) : (
        <InvoiceLinesTable lines={invoice?.line_items ?? []} />
      )}
      {serverError?.message && <Text c="red">{serverError.message}</Text>}
      <InvoiceTotalsPanel
        totals={isEditable ? (built.ok ? built.payload.totals : null) : (invoice ?? null)}
        merchandise={isEditable ? merchandise : null}
      />
    </Stack>
  );
}
