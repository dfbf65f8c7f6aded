import { useMemo, useState } from 'react';
import { Alert, Badge, Button, Group, Menu, Modal, Stack, Tabs, Text } from '@mantine/core';
import type { PimProduct } from '@fleet/domain';
import { IMPORT_MESSAGES, type ImportRow } from '@fleet/domain/imports';
import { DataTable } from '../../../components/data-table/data-table';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { EditDesignationFlyout, ProductPickerFlyout } from '../../../components/catalogue';
import { describeError, showErrorToast } from '../../../lib/error-toasts';
import { showSuccessToast } from '../../../lib/toasts';
import { useImportRows, useUpdateImportRows } from '../api/import-rows';
import {
  badgeCount,
  fieldOf,
  issueGroups,
  legacyLabel,
  rowsDifferingFrom,
  rowsOfTab,
  type ReviewTab,
} from '../model/review-model';
import { reviewColumns } from './review-columns';
import { RowDetail } from './row-detail';
import { IssuesDrawer } from './issues-drawer';
import { ReviewFooter, useImportClean } from './review-footer';

export interface ImportReviewProps {
  jobId: string;
  isReadOnly: boolean;
  /** The dialog closed: 'ended' when the job ended (imported or ended), else 'saved'. */
  onClose: (outcome: 'ended' | 'saved') => void;
}

/** What an Update flyout applies to: some rows, with the search seeded from the first. */
interface Target {
  field: 'productId' | 'resourceId';
  rows: ImportRow[];
}

/**
 * spec 2 §2 'Connect asset to product & assign home base': the job's rows in three tabs, a
 * selectable grid, each row's detail, the product and designation flyouts for one row or many,
 * the All Issues drawer, delete and import. Rows poll every second while any is being matched.
 */
export function ImportReview({ jobId, isReadOnly, onClose }: ImportReviewProps) {
  const rows = useImportRows(jobId);
  const update = useUpdateImportRows(jobId);
  const [tab, setTab] = useState<ReviewTab>(1);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [target, setTarget] = useState<Target | null>(null);
  // A product whose year, make or model differs from the file's waits for a confirm.
  const [differing, setDiffering] = useState<{ product: PimProduct; rows: number } | null>(null);
  const [isIssuesOpen, setIssuesOpen] = useState(false);
  const [isBannerDismissed, setBannerDismissed] = useState(false);
  const [isEnding, setEnding] = useState(false);
  const importClean = useImportClean(jobId, () => onClose('ended'));
  const page = rows.data;
  const allRows = useMemo(() => page?.rows ?? [], [page]);
  const shown = useMemo(() => rowsOfTab(allRows, tab), [allRows, tab]);
  const groups = useMemo(() => issueGroups(allRows), [allRows]);
  const counts = page?.counts;
  const issueTotal = page
    ? page.issue_counts.product + page.issue_counts.resource + page.issue_counts.other
    : 0;
  const columns = useMemo(
    () =>
      reviewColumns({
        isReadOnly,
        isExpanded: (row) => expanded.has(String(row.row_id)),
        onToggleDetails: (row) => setExpanded((ids) => toggled(ids, String(row.row_id))),
        onEditProduct: (row) => setTarget({ field: 'productId', rows: [row] }),
        onEditDesignation: (row) => setTarget({ field: 'resourceId', rows: [row] }),
      }),
    [isReadOnly, expanded],
  );
  const expansion = useMemo(
    () => ({
      ids: expanded,
      render: (row: ImportRow) => (
        <RowDetail
          row={row}
          isReadOnly={isReadOnly}
          onEditProduct={() => setTarget({ field: 'productId', rows: [row] })}
        />
      ),
    }),
    [expanded, isReadOnly],
  );

  const apply = (value: number, display: string) => {
    if (!target) return;
    update.mutate(
      { rowIds: target.rows.map((row) => row.row_id), fieldName: target.field, value, display },
      {
        onSuccess: () => {
          showSuccessToast(
            target.field === 'productId'
              ? IMPORT_MESSAGES.productUpdated
              : `${target.rows.length} ${target.rows.length === 1 ? 'row' : 'rows'} updated.`,
            IMPORT_MESSAGES.updateSuccess,
          );
          setTarget(null);
        },
        onError: (error) => showErrorToast(error),
      },
    );
  };
  const rowsById = (ids: number[]) => allRows.filter((row) => ids.includes(row.row_id));
  const chooseProduct = (product: PimProduct) => {
    const rowsDiffering = rowsDifferingFrom(target?.rows ?? [], product).length;
    if (rowsDiffering > 0) setDiffering({ product, rows: rowsDiffering });
    else apply(product.id, product.name);
  };

  return (
    <Modal
      opened
      onClose={() => setEnding(true)}
      title={IMPORT_MESSAGES.dialogTitle}
      size="90%"
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {rows.isError ? (
        <Alert color="red">{IMPORT_MESSAGES.loadError(describeError(rows.error).message)}</Alert>
      ) : (
        <Stack gap="sm">
          {counts && counts.pending === 0 && issueTotal > 0 && !isBannerDismissed && (
            <Alert color="yellow" withCloseButton onClose={() => setBannerDismissed(true)}>
              {issueTotal} {issueTotal === 1 ? 'issue needs' : 'issues need'} attention before those
              rows can be imported.
            </Alert>
          )}
          <Group justify="space-between">
            <Tabs value={String(tab)} onChange={(value) => setTab(Number(value ?? 1) as ReviewTab)}>
              <Tabs.List>
                <Tabs.Tab value="1" rightSection={<Badge size="sm">{counts?.all ?? 0}</Badge>}>
                  All rows
                </Tabs.Tab>
                <Tabs.Tab
                  value="2"
                  rightSection={
                    <Badge size="sm" color="green">
                      {counts?.clean ?? 0}
                    </Badge>
                  }
                >
                  Clean rows
                </Tabs.Tab>
                <Tabs.Tab
                  value="3"
                  rightSection={
                    <Badge size="sm" color="red">
                      {counts?.issues ?? 0}
                    </Badge>
                  }
                >
                  Rows with issues
                </Tabs.Tab>
              </Tabs.List>
            </Tabs>
            <Button
              variant="light"
              color={issueTotal > 0 ? 'red' : 'green'}
              onClick={() => setIssuesOpen(true)}
              rightSection={
                <Badge size="sm" color={issueTotal > 0 ? 'red' : 'green'}>
                  {badgeCount(issueTotal)}
                </Badge>
              }
            >
              All issues
            </Button>
          </Group>
          {counts && counts.pending > 0 && (
            <Text fz="sm" c="dimmed" data-matching>
              Matching {counts.pending} {counts.pending === 1 ? 'row' : 'rows'} to the catalogue…
            </Text>
          )}
          <DataTable
            // A new tab starts with nothing selected (spec 2 §2).
            key={tab}
            label="Import rows"
            columns={columns}
            data={shown}
            getRowId={(row) => String(row.row_id)}
            getRowLabel={(row) => `row ${row.row_number}`}
            expansion={expansion}
            isLoading={rows.isPending}
            maxHeight="calc(80vh - 260px)"
            estimatedRowHeight={56}
            selection={
              isReadOnly
                ? undefined
                : {
                    // 'Select all' keeps rows that turn clean while matching (spec 2 §4).
                    allowExcludeMode: true,
                    actions: (selected, clear) => (
                      <>
                        <Menu>
                          <Menu.Target>
                            <Button
                              size="xs"
                              variant="light"
                              disabled={selected.length === 0 || (counts?.pending ?? 0) > 0}
                            >
                              Update asset(s)
                            </Button>
                          </Menu.Target>
                          <Menu.Dropdown>
                            <Menu.Item
                              onClick={() => setTarget({ field: 'productId', rows: selected })}
                            >
                              Update product
                            </Menu.Item>
                            <Menu.Item
                              onClick={() => setTarget({ field: 'resourceId', rows: selected })}
                            >
                              Update reporting designation
                            </Menu.Item>
                          </Menu.Dropdown>
                        </Menu>
                        <ReviewFooter.DeleteButton
                          jobId={jobId}
                          rows={selected}
                          allCount={counts?.all ?? 0}
                          onDone={clear}
                          onEnded={() => onClose('ended')}
                        />
                      </>
                    ),
                  }
            }
            empty={<Text c="dimmed">No rows here.</Text>}
          />
          <ReviewFooter page={page} isReadOnly={isReadOnly} importClean={importClean} />
        </Stack>
      )}
      <IssuesDrawer
        opened={isIssuesOpen}
        onClose={() => setIssuesOpen(false)}
        groups={groups}
        cleanCount={counts?.clean ?? 0}
        onImport={() => {
          setIssuesOpen(false);
          importClean.run(false);
        }}
        onOpenGroup={(group) =>
          setTarget({
            field: group.area === 'product' ? 'productId' : 'resourceId',
            rows: rowsById(group.rowIds),
          })
        }
      />
      <ProductPickerFlyout
        opened={target?.field === 'productId'}
        onClose={() => setTarget(null)}
        title={`Update Product${target && target.rows.length > 1 ? ` (${target.rows.length} rows)` : ''}`}
        initialQuery={target ? searchSeedOf(target.rows) : ''}
        onSelect={chooseProduct}
      />
      <ConfirmDialog
        opened={differing !== null}
        title={IMPORT_MESSAGES.differentProductTitle}
        confirmLabel="Connect product"
        onConfirm={() => {
          if (differing) apply(differing.product.id, differing.product.name);
          setDiffering(null);
        }}
        onCancel={() => setDiffering(null)}
      >
        {differing && (
          <Text fz="sm">
            {IMPORT_MESSAGES.differentProductText(differing.product.name, differing.rows)}
          </Text>
        )}
      </ConfirmDialog>
      <EditDesignationFlyout
        opened={target?.field === 'resourceId'}
        onClose={() => setTarget(null)}
        initialSelected={[]}
        isPending={update.isPending}
        onUpdate={(ids) => {
          const [first] = ids;
          if (first !== undefined) apply(first, '');
        }}
      />
      <ConfirmDialog
        opened={isEnding}
        title={IMPORT_MESSAGES.endImportTitle}
        confirmLabel="Save progress"
        onConfirm={() => onClose('saved')}
        onCancel={() => setEnding(false)}
      >
        <ReviewFooter.EndImport
          jobId={jobId}
          text={IMPORT_MESSAGES.endImportText}
          onEnded={() => onClose('ended')}
        />
      </ConfirmDialog>
    </Modal>
  );
}

/** The product search opens on the row's product, or the file's year, make and model. */
function searchSeedOf(rows: readonly ImportRow[]): string {
  const [first] = rows;
  if (!first) return '';
  return fieldOf(first, 'productId')?.values[0]?.display_value ?? legacyLabel(first) ?? '';
}

function toggled(ids: ReadonlySet<string>, id: string): ReadonlySet<string> {
  const next = new Set(ids);
  if (!next.delete(id)) next.add(id);
  return next;
}
