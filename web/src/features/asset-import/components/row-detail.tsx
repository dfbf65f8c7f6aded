import { Drawer, SimpleGrid, Stack, Text } from '@mantine/core';
import { IMPORT_MESSAGES, type ImportRow } from '@fleet/domain/imports';
import { DETAIL_FIELDS, displayOf } from '../model/review-model';

/** spec 2 §2: a row's read-only detail (330px), every field, two dashes for an empty one. */
export function RowDetail({ row, onClose }: { row: ImportRow | null; onClose: () => void }) {
  return (
    <Drawer
      opened={row !== null}
      onClose={onClose}
      position="right"
      size={330}
      title={row ? `Row ${row.row_number}` : ''}
    >
      {row && (
        <Stack gap="sm">
          <SimpleGrid cols={1} spacing={6}>
            {DETAIL_FIELDS.map((field) => (
              <div key={field.name}>
                <Text fz="xs" c="dimmed">
                  {field.label}
                </Text>
                <Text fz="sm">{displayOf(row, field.name)}</Text>
              </div>
            ))}
          </SimpleGrid>
          <Text fz="xs" c="dimmed">
            {IMPORT_MESSAGES.detailNote}
          </Text>
        </Stack>
      )}
    </Drawer>
  );
}
