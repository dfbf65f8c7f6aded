import { Badge } from '@mantine/core';
import type { InvoiceStatus } from '@fleet/domain/billing';

const LOOKS: Record<InvoiceStatus, { color: string; label: string }> = {
  draft: { color: 'gray', label: 'Draft' },
  issued: { color: 'green', label: 'Issued' },
  void: { color: 'red', label: 'Void' },
};

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const look = LOOKS[status];
  return (
    <Badge color={look.color} variant="light">
      {look.label}
    </Badge>
  );
}
