import { useMemo, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconFileExport, IconPlus, IconTruckDelivery } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { BILLING_MESSAGES, mayManageBilling, type InvoiceSummary } from '@fleet/domain/billing';
import { DataTable } from '../../../components/data-table/data-table';
import { urlPaging } from '../../../components/data-table/url-paging';
import { PageHeader } from '../../../components/page-header';
import { useAccess } from '../../../lib/access-provider';
import { showErrorToast } from '../../../lib/error-toasts';
import { useTableUrlState } from '../../../lib/url-state/use-table-url-state';
import { exportInvoicesCsv } from '../api/invoice-files';
import { useInvoices } from '../api/invoices';
import { FromRentalModal } from '../components/from-rental-modal';
import { invoiceColumns } from '../components/invoice-columns';
import { InvoiceFilters } from '../components/invoice-filters';
import {
  DEFAULT_BILLING_STATE,
  billingTableSchema,
  invoiceFilterOf,
} from '../model/billing-filters';

const getRowId = (invoice: InvoiceSummary) => String(invoice.invoice_id);
const rowAttributes = (invoice: InvoiceSummary) => ({ 'data-invoice': String(invoice.invoice_id) });

/**
 * /billing (docs/BILLING.md): the company's invoices by status and date, exported as CSV;
 * admins, managers and sales start a blank invoice or one from a rental. `?from_rental=ID`
 * (a link from a rental) opens 'Create invoice from rental' on that rental.
 */
export function BillingPage() {
  const { ctx, company } = useAccess();
  const canManage = mayManageBilling(ctx.securityLevelId, ctx.readOnly);
  const [state, setState] = useTableUrlState(billingTableSchema, DEFAULT_BILLING_STATE);
  const filter = useMemo(() => invoiceFilterOf(state), [state]);
  const invoices = useInvoices(filter);
  const [params] = useSearchParams();
  const linkedRental = Number(params.get('from_rental') ?? '') || null;
  const [isPickingRental, setIsPickingRental] = useState(canManage && linkedRental !== null);
  const [isExporting, setIsExporting] = useState(false);

  const exportCsv = async () => {
    setIsExporting(true);
    try {
      await exportInvoicesCsv(filter);
    } catch (error) {
      showErrorToast(error);
    } finally {
      setIsExporting(false);
    }
  };

  return (
    <Stack gap="lg" maw={1200}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <PageHeader
          title="Billing"
          description="Invoices built from rentals, work orders and your own lines: drafts until issued, then numbered and frozen."
        />
        <Group gap="sm" wrap="nowrap">
          <Button
            variant="default"
            leftSection={<IconFileExport size={16} />}
            loading={isExporting}
            onClick={() => void exportCsv()}
          >
            Export CSV
          </Button>
          {canManage && (
            <Button
              variant="light"
              leftSection={<IconTruckDelivery size={16} />}
              onClick={() => setIsPickingRental(true)}
            >
              Create invoice from rental
            </Button>
          )}
          {canManage && (
            <Button component={Link} to="/billing/new" leftSection={<IconPlus size={16} />}>
              New invoice
            </Button>
          )}
        </Group>
      </Group>
      <InvoiceFilters state={state} onChange={setState} />
      <DataTable
        label="Invoices"
        columns={invoiceColumns}
        data={invoices.data ?? []}
        getRowId={getRowId}
        rowAttributes={rowAttributes}
        paging={urlPaging(state, setState)}
        isLoading={invoices.isPending}
        failure={
          invoices.isError
            ? { message: BILLING_MESSAGES.fetchFailed, onRetry: () => void invoices.refetch() }
            : null
        }
        empty={<Text c="dimmed">No invoices match these filters.</Text>}
        summary={
          invoices.data && (
            <Text size="sm" c="dimmed">
              {invoices.data.length === 1 ? '1 invoice' : `${invoices.data.length} invoices`}
            </Text>
          )
        }
        minWidth={820}
      />
      <FromRentalModal
        opened={isPickingRental}
        onClose={() => setIsPickingRental(false)}
        companyId={company.company_id}
        initialRentalId={linkedRental}
      />
    </Stack>
  );
}
