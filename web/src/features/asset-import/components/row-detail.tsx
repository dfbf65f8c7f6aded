import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { IMPORT_MESSAGES, type ImportRow } from '@fleet/domain/imports';
import { usePimProduct } from '../../../lib/catalogue-api/search-pim-products';
import { DETAIL_FIELDS, displayOf, fieldOf, legacyLabel } from '../model/review-model';

export interface RowDetailProps {
  row: ImportRow;
  isReadOnly: boolean;
  onEditProduct: (row: ImportRow) => void;
}

/**
 * spec 2 §2: the panel a row expands into (330px high): the product panel, then every field
 * read-only, two dashes for an empty one.
 */
export function RowDetail({ row, isReadOnly, onEditProduct }: RowDetailProps) {
  return (
    <Stack gap="sm" mah={330} style={{ overflow: 'auto' }} data-row-detail={row.row_number}>
      <ProductPanel row={row} isReadOnly={isReadOnly} onEditProduct={onEditProduct} />
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={8} verticalSpacing={6}>
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
  );
}

/** The product connected, its category, or 'No Product' with the file's 'Maybe:' hint. */
function ProductPanel({ row, isReadOnly, onEditProduct }: RowDetailProps) {
  const field = fieldOf(row, 'productId');
  const productId = field?.status === 'READY' ? Number(field.values[0]?.value) : null;
  const product = usePimProduct(productId);
  const maybe = legacyLabel(row);
  return (
    <Paper withBorder p="sm" radius="sm">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fz="xs" fw={700} c="dimmed">
              MATCHED PRODUCT
            </Text>
            {productId === null && (
              <Badge color="red" variant="light" size="sm">
                No Product
              </Badge>
            )}
          </Group>
          <Text fw={600}>{field?.values[0]?.display_value ?? 'Unknown'}</Text>
          <Text fz="sm" c="dimmed">
            {product.data?.category_path.replaceAll('|', ' › ') ?? IMPORT_MESSAGES.noCategory}
          </Text>
          {productId === null && maybe && (
            <Tooltip label={IMPORT_MESSAGES.maybeTooltip} multiline w={280}>
              <Text span fz="xs" c="dimmed">
                Maybe: {maybe}
              </Text>
            </Tooltip>
          )}
        </Stack>
        {!isReadOnly && (
          <Button size="xs" variant="light" onClick={() => onEditProduct(row)}>
            Edit
          </Button>
        )}
      </Group>
    </Paper>
  );
}
