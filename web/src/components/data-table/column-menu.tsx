import { useId } from 'react';
import { Button, Checkbox, Popover, Stack, Text } from '@mantine/core';
import { IconColumns3 } from '@tabler/icons-react';
import type { RowData } from '@tanstack/react-table';
import type { DataTableInstance } from './data-table-features';

/**
 * Shows and hides the columns that may be hidden; a table with none has no menu. A popover of
 * checkboxes rather than a menu: each column is a plain on/off a screen reader names.
 */
export function ColumnMenu<TData extends RowData>({ table }: { table: DataTableInstance<TData> }) {
  const titleId = useId();
  const columns = table.getAllLeafColumns().filter((column) => column.getCanHide());
  if (columns.length === 0) return null;
  const visibleCount = table.getVisibleLeafColumns().length;
  return (
    <Popover position="bottom-end" shadow="md" withinPortal>
      <Popover.Target>
        <Button variant="default" size="xs" leftSection={<IconColumns3 size={16} />}>
          Columns
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-labelledby={titleId}>
          <Text id={titleId} size="xs" fw={700} c="dimmed">
            Show columns
          </Text>
          {columns.map((column) => {
            const header = column.columnDef.header;
            const isVisible = column.getIsVisible();
            return (
              <Checkbox
                key={column.id}
                size="xs"
                radius="sm"
                label={
                  column.columnDef.meta?.label ?? (typeof header === 'string' ? header : column.id)
                }
                checked={isVisible}
                // The last visible column stays: a table of no columns shows nothing at all.
                disabled={isVisible && visibleCount === 1}
                onChange={(event) => column.toggleVisibility(event.currentTarget.checked)}
              />
            );
          })}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
