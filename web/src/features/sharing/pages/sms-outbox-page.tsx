import { useMemo, useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { SmsMessage } from '@fleet/domain';
import { DataTable } from '../../../components/data-table/data-table';
import { PageHeader } from '../../../components/page-header';
import { UnauthorizedPage } from '../../../components/unauthorized-page';
import { useAccess } from '../../../lib/access-provider';
import { showErrorToast } from '../../../lib/error-toasts';
import { useSmsMessages } from '../api/get-sms-messages';
import { smsColumns } from '../components/sms-columns';

const getRowId = (message: SmsMessage) => String(message.sms_message_id);

/**
 * Company > Messages (DESIGN §1 "SMS"): every text message Fleet sent or holds. With the
 * default outbox provider nothing leaves the server: an admin copies a message from here and
 * passes it on. Company admins only (level 1); read-only admins may read it.
 */
export function SmsOutboxPage() {
  const { ctx, company } = useAccess();
  const isAdmin = ctx.securityLevelId === 1;
  const messages = useSmsMessages({ enabled: isAdmin });
  const columns = useMemo(() => smsColumns(company.timezone), [company.timezone]);
  if (!isAdmin) return <UnauthorizedPage />;
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title="Messages"
        description="Text messages sent from Fleet, newest first. Messages marked Outbox were not sent by a provider: copy one and send it from a phone."
      />
      <DataTable
        label="Text messages"
        columns={columns}
        data={messages.data ?? []}
        getRowId={getRowId}
        rowActions={(message) => <CopyMessage message={message} />}
        isLoading={messages.isPending}
        failure={
          messages.isError
            ? {
                message: 'The messages could not be loaded.',
                onRetry: () => void messages.refetch(),
              }
            : null
        }
        empty={<Text c="dimmed">No text messages yet. Share a location from an asset’s card.</Text>}
        summary={
          messages.data && (
            <Text size="sm" c="dimmed">
              {messages.data.length === 1 ? '1 message' : `${messages.data.length} messages`}
            </Text>
          )
        }
        estimatedRowHeight={72}
        minWidth={900}
      />
    </Stack>
  );
}

function CopyMessage({ message }: { message: SmsMessage }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      size="compact-xs"
      variant="subtle"
      leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
      aria-label={`Copy the message to ${message.to_number}`}
      onClick={() => {
        navigator.clipboard.writeText(message.body).then(
          () => setCopied(true),
          (error: unknown) => showErrorToast(error),
        );
      }}
    >
      {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}
