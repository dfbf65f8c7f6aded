import { useMemo } from 'react';
import { Stack, Text } from '@mantine/core';
import { canReadAdminOnly, type EmailMessage } from '@fleet/domain';
import { DataTable } from '../../../components/data-table/data-table';
import { PageHeader } from '../../../components/page-header';
import { UnauthorizedPage } from '../../../components/unauthorized-page';
import { useAccess } from '../../../lib/access-provider';
import { useEmails } from '../api/integrations';
import { emailColumns } from '../components/email-columns';

const getRowId = (message: EmailMessage) => String(message.email_message_id);

/**
 * Company admin > Email outbox (docs/COMPANY-ADMIN.md "Email"): every email Fleet sent or
 * holds, newest first. With the default outbox nothing leaves the server: pass a message on
 * from here. Admins only: invitations carry live links.
 */
export function EmailOutboxPage() {
  const { ctx, company } = useAccess();
  const isAdmin = canReadAdminOnly(ctx);
  const emails = useEmails({ enabled: isAdmin });
  const columns = useMemo(() => emailColumns(company.timezone), [company.timezone]);
  if (!isAdmin) return <UnauthorizedPage />;
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title="Email outbox"
        description="Emails sent from Fleet, newest first. Messages marked Outbox were not handed to a mail server: pass them on yourself."
      />
      <DataTable
        label="Emails"
        columns={columns}
        data={emails.data ?? []}
        getRowId={getRowId}
        isLoading={emails.isPending}
        failure={
          emails.isError
            ? { message: 'The emails could not be loaded.', onRetry: () => void emails.refetch() }
            : null
        }
        empty={<Text c="dimmed">No emails yet. Invite a user from Users.</Text>}
        summary={
          emails.data && (
            <Text size="sm" c="dimmed">
              {emails.data.length === 1 ? '1 email' : `${emails.data.length} emails`}
            </Text>
          )
        }
        estimatedRowHeight={120}
        minWidth={900}
      />
    </Stack>
  );
}
