import { Stack, Text } from '@mantine/core';

/** What became of a message Fleet sent: kept in the outbox, sent, or failed (SMS and email). */
export type OutboxStatus = 'outbox' | 'sent' | 'failed';

const STATUS: Record<OutboxStatus, { label: string; color: string }> = {
  outbox: { label: 'Outbox', color: 'blue.7' },
  sent: { label: 'Sent', color: 'green.8' },
  failed: { label: 'Failed', color: 'red.7' },
};

/**
 * The status of an outbox's message, with the provider's reason when it failed. Text, not a
 * badge: a badge in a squeezed column is cut to "Out…".
 */
export function OutboxStatusCell({
  status,
  error,
}: {
  status: OutboxStatus;
  error: string | null;
}) {
  return (
    <Stack gap={2}>
      <Text span fz="sm" fw={600} c={STATUS[status].color} style={{ whiteSpace: 'nowrap' }}>
        {STATUS[status].label}
      </Text>
      {error && (
        <Text span fz="xs" c="dimmed">
          {error}
        </Text>
      )}
    </Stack>
  );
}
