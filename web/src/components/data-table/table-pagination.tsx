import { Group, Pagination, Select, Text } from '@mantine/core';
import type { PaginationState } from '@tanstack/react-table';
import { describeRange, pageCountOf } from './table-model';

export interface TablePaginationProps {
  /** The page shown (already the last one when the asked-for page is past it). */
  pagination: PaginationState;
  rowCount: number;
  pageSizes: readonly number[];
  onChange: (change: { page: number } | { pageSize: number }) => void;
}

/** Pages, the rows shown ("11–20 of 57") and the page size. */
export function TablePagination({
  pagination,
  rowCount,
  pageSizes,
  onChange,
}: TablePaginationProps) {
  return (
    <Group justify="space-between" p="md" gap="sm">
      <Pagination
        total={pageCountOf(rowCount, pagination.pageSize)}
        value={pagination.pageIndex + 1}
        onChange={(page) => onChange({ page })}
        size="sm"
        aria-label="Pages"
      />
      <Group gap="sm">
        <Text size="sm" c="dimmed">
          {describeRange(pagination, rowCount)}
        </Text>
        <Select
          aria-label="Rows per page"
          data={pageSizes.map((size) => ({ value: String(size), label: `${size} per page` }))}
          value={String(pagination.pageSize)}
          onChange={(value) => {
            const pageSize = pageSizes.find((size) => String(size) === value);
            if (pageSize !== undefined) onChange({ pageSize });
          }}
          allowDeselect={false}
          w={140}
          size="xs"
        />
      </Group>
    </Group>
  );
}
