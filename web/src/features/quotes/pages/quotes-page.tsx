import { useState } from 'react';
import { ActionIcon, Button, Group, Menu, Stack, Text } from '@mantine/core';
import { IconCheck, IconDots, IconPlus, IconSend, IconX } from '@tabler/icons-react';
import { QUOTE_MESSAGES, QUOTE_TRANSITIONS, canManageQuotes, type Quote } from '@fleet/domain';
import { DataTable } from '../../../components/data-table/data-table';
import { PageHeader } from '../../../components/page-header';
import { useAccess } from '../../../lib/access-provider';
import { showErrorToast } from '../../../lib/error-toasts';
import { showSuccessToast } from '../../../lib/toasts';
import { useMoveQuote, useQuotes } from '../api/quotes';
import { AcceptQuoteModal } from '../components/accept-quote-modal';
import { quoteColumns } from '../components/quote-columns';
import { QuoteFormFlyout } from '../components/quote-form-flyout';

const getRowId = (quote: Quote) => String(quote.quote_id);

/**
 * /quotes behind the quotes flag (spec 1 §2; docs/SETUP-QUOTES.md): quotes for assets or classes
 * at day, week and month rates; sent, then accepted (a rental order) or declined.
 */
export function QuotesPage() {
  const { ctx } = useAccess();
  const canManage = canManageQuotes(ctx.securityLevelId, ctx.readOnly);
  const quotes = useQuotes();
  const move = useMoveQuote();
  const [isCreating, setIsCreating] = useState(false);
  const [accepting, setAccepting] = useState<Quote | null>(null);

  const moveQuote = (quote: Quote, action: 'send' | 'decline') =>
    move.mutate(
      { quoteId: quote.quote_id, action },
      {
        onSuccess: () =>
          showSuccessToast(action === 'send' ? QUOTE_MESSAGES.sent : QUOTE_MESSAGES.declined),
        onError: showErrorToast,
      },
    );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <PageHeader
          title="Quotes"
          description="Prices for assets or classes over a rental period. An accepted quote becomes a rental order."
        />
        {canManage && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setIsCreating(true)}>
            New quote
          </Button>
        )}
      </Group>
      <DataTable
        label="Quotes"
        columns={quoteColumns}
        data={quotes.data ?? []}
        getRowId={getRowId}
        rowActions={
          canManage
            ? (quote) => (
                <QuoteActions
                  quote={quote}
                  onSend={() => moveQuote(quote, 'send')}
                  onDecline={() => moveQuote(quote, 'decline')}
                  onAccept={() => setAccepting(quote)}
                />
              )
            : undefined
        }
        isLoading={quotes.isPending}
        failure={
          quotes.isError
            ? {
                message: quotes.error.message || QUOTE_MESSAGES.fetchFailed,
                onRetry: () => void quotes.refetch(),
              }
            : null
        }
        empty={<Text c="dimmed">No quotes yet.</Text>}
        minWidth={900}
      />
      <QuoteFormFlyout opened={isCreating} onClose={() => setIsCreating(false)} />
      <AcceptQuoteModal quote={accepting} onClose={() => setAccepting(null)} />
    </Stack>
  );
}

interface QuoteActionsProps {
  quote: Quote;
  onSend: () => void;
  onDecline: () => void;
  onAccept: () => void;
}

function QuoteActions({ quote, onSend, onDecline, onAccept }: QuoteActionsProps) {
  const may = (action: keyof typeof QUOTE_TRANSITIONS) =>
    (QUOTE_TRANSITIONS[action] as readonly string[]).includes(quote.status);
  const mayDecline = may('decline') || quote.status === 'expired';
  if (!may('send') && !may('accept') && !mayDecline) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Actions for quote Q-${quote.quote_id}`}
        >
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {may('send') && (
          <Menu.Item leftSection={<IconSend size={14} />} onClick={onSend}>
            Mark as sent
          </Menu.Item>
        )}
        {may('accept') && (
          <Menu.Item leftSection={<IconCheck size={14} />} onClick={onAccept}>
            Accept
          </Menu.Item>
        )}
        {mayDecline && (
          <Menu.Item color="red" leftSection={<IconX size={14} />} onClick={onDecline}>
            Decline
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
