import { Checkbox, Group, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { FlexRender, type Header, type RowData } from '@tanstack/react-table';
import type { DataTableFeatures, DataTableInstance } from './data-table-features';
import { ariaSort, headerCheckbox } from './table-model';

interface TableHeadProps<TData extends RowData> {
  table: DataTableInstance<TData>;
  hasSelection: boolean;
  hasActions: boolean;
}

/** The header row: a select-all box, the columns (sortable ones as buttons), the actions' cell. */
export function TableHead<TData extends RowData>({
  table,
  hasSelection,
  hasActions,
}: TableHeadProps<TData>) {
  return (
    <Table.Thead>
      {table.getHeaderGroups().map((group) => (
        <Table.Tr key={group.id}>
          {hasSelection && (
            <Table.Th w={44}>
              <SelectPageCheckbox table={table} />
            </Table.Th>
          )}
          {group.headers.map((header) => (
            <HeaderCell key={header.id} header={header} />
          ))}
          {hasActions && (
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          )}
        </Table.Tr>
      ))}
    </Table.Thead>
  );
}

function SelectPageCheckbox<TData extends RowData>({ table }: { table: DataTableInstance<TData> }) {
  const pageRows = table.getRowModel().rows.filter((row) => row.getCanSelect());
  const { checked, indeterminate } = headerCheckbox(
    pageRows.filter((row) => row.getIsSelected()).length,
    pageRows.length,
  );
  return (
    <Checkbox
      aria-label="Select all rows on this page"
      size="xs"
      radius="sm"
      checked={checked}
      indeterminate={indeterminate}
      disabled={pageRows.length === 0}
      onChange={() => table.toggleAllPageRowsSelected(!checked)}
    />
  );
}

const SORT_ICONS = { asc: IconArrowUp, desc: IconArrowDown } as const;

function HeaderCell<TData extends RowData>({
  header,
}: {
  header: Header<DataTableFeatures, TData>;
}) {
  const { column } = header;
  const canSort = column.getCanSort();
  const sorted = column.getIsSorted();
  const meta = column.columnDef.meta;
  const content = header.isPlaceholder ? null : <FlexRender header={header} />;
  const SortIcon = sorted ? SORT_ICONS[sorted] : IconArrowsSort;
  return (
    <Table.Th
      aria-sort={ariaSort(canSort, sorted)}
      w={meta?.width}
      ta={meta?.align}
      style={{ whiteSpace: 'nowrap' }}
    >
      {canSort ? (
        <UnstyledButton
          onClick={column.getToggleSortingHandler()}
          fz="sm"
          fw={700}
          // The order is read out by aria-sort on the header; the icon is only a picture of it.
          title={sorted ? undefined : 'Sort'}
        >
          <Group gap={4} wrap="nowrap" component="span">
            {content}
            <SortIcon
              size={14}
              aria-hidden
              color={sorted ? undefined : 'var(--mantine-color-gray-5)'}
            />
          </Group>
        </UnstyledButton>
      ) : (
        content
      )}
    </Table.Th>
  );
}
