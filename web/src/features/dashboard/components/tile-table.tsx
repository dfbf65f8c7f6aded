import type { ReactNode } from 'react';
import { Table, Text } from '@mantine/core';

export interface TileTableRow {
  key: string | number;
  cells: ReactNode[];
}

interface TileTableProps {
  label: string;
  headers: readonly string[];
  /** Columns aligned right (numbers, times), by index. */
  numeric?: readonly number[];
  rows: readonly TileTableRow[];
  /** How many more there are than the rows shown; they are behind the tile's link. */
  more?: number;
}

/** A short list inside a tile (at most DASHBOARD_TOP_ASSETS rows): no paging, no sorting. */
export function TileTable({ label, headers, numeric = [], rows, more = 0 }: TileTableProps) {
  const align = (index: number) => (numeric.includes(index) ? 'right' : 'left');
  return (
    <div>
      <Table aria-label={label} verticalSpacing={6} fz="sm" striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {headers.map((header, index) => (
              <Table.Th key={header} ta={align(index)} fz="xs" c="dimmed">
                {header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              {row.cells.map((cell, index) => (
                <Table.Td key={headers[index] ?? index} ta={align(index)}>
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {more > 0 && (
        <Text size="xs" c="dimmed" mt={6}>
          and {more.toLocaleString('en-US')} more
        </Text>
      )}
    </div>
  );
}
