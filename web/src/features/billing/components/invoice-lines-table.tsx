import { Table, Text } from '@mantine/core';
import {
  formatMoney,
  lineItemTypeLabel,
  type InvoiceLine,
  type PricedLine,
} from '@fleet/domain/billing';

/** The lines of an invoice that can no longer change (issued, void, or for readers). */
export function InvoiceLinesTable({ lines }: { lines: ReadonlyArray<InvoiceLine | PricedLine> }) {
  if (lines.length === 0) return <Text c="dimmed">No lines.</Text>;
  return (
    <Table striped withTableBorder aria-label="Invoice lines">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Description</Table.Th>
          <Table.Th>Type</Table.Th>
          <Table.Th ta="right">Units</Table.Th>
          <Table.Th ta="right">Unit price</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr key={line.position}>
            <Table.Td>{line.description}</Table.Td>
            <Table.Td>{lineItemTypeLabel(line.line_item_type_id)}</Table.Td>
            <Table.Td ta="right">{line.number_of_units}</Table.Td>
            <Table.Td ta="right" ff="monospace">
              {formatMoney(line.unit_price)}
            </Table.Td>
            <Table.Td ta="right" ff="monospace">
              {formatMoney(line.amount)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
