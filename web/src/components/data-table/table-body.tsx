import { useMemo, type ReactNode } from 'react';
import { Button, Checkbox, Group, Skeleton, Table, Text } from '@mantine/core';
import { FlexRender, type RowData } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { DataTableExpansion, DataTableRow } from './data-table-features';

interface RowParts<TData extends RowData> {
  hasSelection: boolean;
  getRowLabel?: (row: TData) => string;
  rowActions?: (row: TData) => ReactNode;
  rowAttributes?: (row: TData) => Record<`data-${string}`, string>;
}

interface TableBodyProps<TData extends RowData> extends RowParts<TData> {
  rows: DataTableRow<TData>[];
  expansion?: DataTableExpansion<TData>;
  /** The box that scrolls: state, not a ref, so the rows render again once it is there. */
  scrollElement: HTMLDivElement | null;
  columnCount: number;
  /** Rows on earlier pages, for `aria-rowindex`. */
  firstRowIndex: number;
  estimatedRowHeight: number;
  isLoading: boolean;
  failure: { message: string; onRetry: () => void } | null;
  empty?: ReactNode;
}

/** The rows, or what stands for them: a skeleton while loading, a failure, an empty table. */
export function TableBody<TData extends RowData>(props: TableBodyProps<TData>) {
  const { columnCount, failure } = props;
  if (props.isLoading) {
    return (
      <Table.Tbody>
        {Array.from({ length: 5 }, (_, row) => (
          <Table.Tr key={row}>
            {Array.from({ length: columnCount }, (_, cell) => (
              <Table.Td key={cell}>
                <Skeleton h={14} w={cell === 0 ? '80%' : '60%'} />
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    );
  }
  if (failure) {
    return (
      <MessageRow columnCount={columnCount}>
        <Group justify="center" gap="xs">
          <Text c="red.8" size="sm">
            {failure.message}
          </Text>
          <Button size="compact-sm" variant="light" onClick={failure.onRetry}>
            Try again
          </Button>
        </Group>
      </MessageRow>
    );
  }
  if (props.rows.length === 0) {
    return (
      <MessageRow columnCount={columnCount}>
        {props.empty ?? (
          <Text c="dimmed" size="sm">
            Nothing to show.
          </Text>
        )}
      </MessageRow>
    );
  }
  return <VirtualRows {...props} />;
}

function MessageRow({ columnCount, children }: { columnCount: number; children: ReactNode }) {
  return (
    <Table.Tbody>
      <Table.Tr>
        <Table.Td colSpan={columnCount} ta="center" py="xl">
          {children}
        </Table.Td>
      </Table.Tr>
    </Table.Tbody>
  );
}

/**
 * Only the rows in view (and a few either side) are in the DOM: ten thousand rows scroll like
 * ten. Empty rows above and below keep the scroll bar's length and the native table layout.
 */
function VirtualRows<TData extends RowData>(props: TableBodyProps<TData>) {
  const { rows, scrollElement, columnCount, firstRowIndex, expansion } = props;
  // An expanded row's panel is an item of its own, so each `<tr>` is measured as it renders.
  const items = useMemo(() => virtualItemsOf(rows, expansion?.ids), [rows, expansion?.ids]);
  // The app does not run the React Compiler; the virtualizer re-renders this component itself.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => props.estimatedRowHeight,
    getItemKey: (index) => items[index]?.key ?? index,
    overscan: 8,
  });
  const shown = virtualizer.getVirtualItems();
  const before = shown[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (shown.at(-1)?.end ?? 0);

  return (
    <Table.Tbody>
      {before > 0 && <SpacerRow height={before} columnCount={columnCount} />}
      {shown.map((virtual) => {
        const item = items[virtual.index];
        if (!item) return null;
        const { row } = item;
        if (item.isPanel) {
          return (
            <Table.Tr key={item.key} ref={virtualizer.measureElement} data-index={virtual.index}>
              <Table.Td colSpan={columnCount} bg="var(--mantine-color-gray-0)">
                {expansion?.render(row.original)}
              </Table.Td>
            </Table.Tr>
          );
        }
        return (
          <Table.Tr
            key={item.key}
            ref={virtualizer.measureElement}
            data-index={virtual.index}
            aria-rowindex={firstRowIndex + item.position + 2}
            aria-expanded={expansion ? expansion.ids.has(row.id) : undefined}
            bg={row.getIsSelected() ? 'var(--mantine-primary-color-light)' : undefined}
            {...props.rowAttributes?.(row.original)}
          >
            <RowCells
              row={row}
              hasSelection={props.hasSelection}
              getRowLabel={props.getRowLabel}
              rowActions={props.rowActions}
            />
          </Table.Tr>
        );
      })}
      {after > 0 && <SpacerRow height={after} columnCount={columnCount} />}
    </Table.Tbody>
  );
}

interface VirtualItem<TData extends RowData> {
  key: string;
  row: DataTableRow<TData>;
  /** The row's place among the rows shown (panels not counted). */
  position: number;
  /** The expanded panel under `row`, not the row itself. */
  isPanel: boolean;
}

function virtualItemsOf<TData extends RowData>(
  rows: DataTableRow<TData>[],
  expandedIds: ReadonlySet<string> | undefined,
): VirtualItem<TData>[] {
  return rows.flatMap((row, position) => {
    const item = { key: row.id, row, position, isPanel: false };
    return expandedIds?.has(row.id)
      ? [item, { ...item, key: `${row.id}:panel`, isPanel: true }]
      : [item];
  });
}

function RowCells<TData extends RowData>({
  row,
  hasSelection,
  getRowLabel,
  rowActions,
}: RowParts<TData> & { row: DataTableRow<TData> }) {
  return (
    <>
      {hasSelection && (
        <Table.Td>
          {row.getCanSelect() && (
            <Checkbox
              aria-label={`Select ${getRowLabel?.(row.original) ?? 'row'}`}
              size="xs"
              radius="sm"
              checked={row.getIsSelected()}
              // Through TanStack's handler: Shift+click selects the rows in between.
              onChange={row.getToggleSelectedHandler()}
            />
          )}
        </Table.Td>
      )}
      {row.getVisibleCells().map((cell) => {
        const meta = cell.column.columnDef.meta;
        return (
          <Table.Td key={cell.id} w={meta?.width} ta={meta?.align}>
            <FlexRender cell={cell} />
          </Table.Td>
        );
      })}
      {rowActions && (
        <Table.Td>
          <Group gap="xs" justify="flex-end" wrap="nowrap">
            {rowActions(row.original)}
          </Group>
        </Table.Td>
      )}
    </>
  );
}

function SpacerRow({ height, columnCount }: { height: number; columnCount: number }) {
  return (
    <tr aria-hidden="true" style={{ height, border: 0 }}>
      <td colSpan={columnCount} style={{ padding: 0, border: 0 }} />
    </tr>
  );
}
