import { ActionIcon, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IMPORT_MESSAGES, type ImportRow } from '@fleet/domain/imports';
import { dataTableColumns } from '../../../components/data-table/data-table-features';
import { fieldOf, legacyLabel, suggestionOf } from '../model/review-model';

const column = dataTableColumns<ImportRow>();

export interface ReviewColumnActions {
  isExpanded: (row: ImportRow) => boolean;
  onToggleDetails: (row: ImportRow) => void;
  onEditProduct: (row: ImportRow) => void;
  onEditDesignation: (row: ImportRow) => void;
  isReadOnly: boolean;
}

/** A pending field shows a loading placeholder; one that needs attention an error marker. */
function FieldMarker({ row, name }: { row: ImportRow; name: string }) {
  const field = fieldOf(row, name);
  if (field?.status === 'PENDING') {
    return (
      <Text span fz="sm" c="dimmed" data-pending>
        Matching…
      </Text>
    );
  }
  return null;
}

/** spec 2 §2 the row's product: the matched one, or 'No Product' with the 'Maybe:' hint. */
function ProductCell({ row, actions }: { row: ImportRow; actions: ReviewColumnActions }) {
  const field = fieldOf(row, 'productId');
  if (field?.status === 'PENDING') return <FieldMarker row={row} name="productId" />;
  const label = field?.status === 'READY' ? field.values[0]?.display_value : null;
  const maybe = legacyLabel(row);
  const suggestion = suggestionOf(row);
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between">
      <Stack gap={2}>
        {label ? (
          <Text span fz="sm">
            {label}
          </Text>
        ) : (
          <Badge color="red" variant="light" size="sm" data-issue="product">
            No Product
          </Badge>
        )}
        {!label && maybe && (
          <Tooltip label={IMPORT_MESSAGES.maybeTooltip} multiline w={280}>
            <Text span fz="xs" c="dimmed">
              Maybe: {maybe}
            </Text>
          </Tooltip>
        )}
        {!label && suggestion && (
          <Text span fz="xs" c="dimmed">
            Closest in the catalogue: {suggestion.label}
          </Text>
        )}
      </Stack>
      {!actions.isReadOnly && (
        <Button size="compact-xs" variant="subtle" onClick={() => actions.onEditProduct(row)}>
          Edit
        </Button>
      )}
    </Group>
  );
}

function DesignationCell({ row, actions }: { row: ImportRow; actions: ReviewColumnActions }) {
  const field = fieldOf(row, 'resourceId');
  const isReady = field?.status === 'READY';
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between">
      {isReady ? (
        <Text span fz="sm">
          {field.values[0]?.display_value}
        </Text>
      ) : (
        <Badge color="red" variant="light" size="sm" data-issue="resource">
          {field?.values[0]?.display_value ?? 'Empty'}
        </Badge>
      )}
      {!actions.isReadOnly && (
        <Button size="compact-xs" variant="subtle" onClick={() => actions.onEditDesignation(row)}>
          Edit
        </Button>
      )}
    </Group>
  );
}

/** spec 2 §2 grid: row number, Asset Name, expand toggle, Product, Reporting Designation. */
export function reviewColumns(actions: ReviewColumnActions) {
  return column.columns([
    column.accessor('row_number', {
      id: 'row',
      header: 'Row',
      enableSorting: false,
      enableHiding: false,
      meta: { width: 64 },
    }),
    column.display({
      id: 'name',
      header: 'Asset Name',
      enableHiding: false,
      cell: ({ row: { original } }) => {
        const name = fieldOf(original, 'name');
        const otherIssues = original.fields.filter(
          (field) =>
            field.status === 'NEEDS_ATTENTION' &&
            field.name !== 'productId' &&
            field.name !== 'resourceId',
        );
        return (
          <Stack gap={2}>
            <Text span fz="sm" fw={500}>
              {name?.values[0]?.display_value ?? '--'}
            </Text>
            {[...otherIssues.flatMap((field) => field.issues), ...original.issues].map((issue) => (
              <Text key={issue.code + issue.message} span fz="xs" c="red">
                {issue.message}
              </Text>
            ))}
          </Stack>
        );
      },
    }),
    column.display({
      id: 'expand',
      header: '',
      enableHiding: false,
      meta: { width: 48 },
      cell: ({ row: { original } }) => {
        const isExpanded = actions.isExpanded(original);
        return (
          <ActionIcon
            variant="subtle"
            aria-label={`Details of row ${original.row_number}`}
            aria-expanded={isExpanded}
            onClick={() => actions.onToggleDetails(original)}
          >
            <Text span fz="lg" style={{ rotate: isExpanded ? '90deg' : undefined }}>
              ›
            </Text>
          </ActionIcon>
        );
      },
    }),
    column.display({
      id: 'product',
      header: 'Product',
      enableHiding: false,
      cell: ({ row: { original } }) => <ProductCell row={original} actions={actions} />,
    }),
    column.display({
      id: 'designation',
      header: 'Reporting Designation',
      enableHiding: false,
      cell: ({ row: { original } }) => <DesignationCell row={original} actions={actions} />,
    }),
  ]);
}
