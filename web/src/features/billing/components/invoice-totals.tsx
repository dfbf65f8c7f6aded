import { Group, Stack, Text } from '@mantine/core';
import { formatMoney, type InvoiceTotals } from '@fleet/domain/billing';

/** Subtotal, tax and total; a note instead while a line is incomplete. */
export function InvoiceTotalsPanel({
  totals,
  merchandise,
}: {
  totals: Pick<InvoiceTotals, 'subtotal' | 'tax_total' | 'total'> | null;
  /** The computed merchandise/supplies amount, shown on its own line. */
  merchandise: string | null;
}) {
  if (!totals) {
    return (
      <Text size="sm" c="dimmed" ta="right">
        The totals show once every line has a type, units, a price and a branch.
      </Text>
    );
  }
  const rows: [string, string][] = [
    ...(merchandise
      ? ([['Merchandise/supplies (5%, included)', merchandise]] as [string, string][])
      : []),
    ['Subtotal', totals.subtotal],
    ['Tax', totals.tax_total],
    ['Total', totals.total],
  ];
  return (
    <Stack gap={4} align="flex-end" aria-label="Invoice totals">
      {rows.map(([label, value]) => (
        <Group key={label} gap="xl" justify="flex-end">
          <Text size="sm" fw={label === 'Total' ? 700 : 400}>
            {label}
          </Text>
          <Text
            size="sm"
            fw={label === 'Total' ? 700 : 400}
            ff="monospace"
            w={130}
            ta="right"
            data-total={label}
          >
            {formatMoney(value)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
