import { useState } from 'react';
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import {
  IMPORT_LABELS,
  IMPORT_MESSAGES,
  type CreateAssetsResult,
  type ImportRow,
  type ImportRowsPage,
} from '@fleet/domain/imports';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { showErrorToast } from '../../../lib/error-toasts';
import { showSuccessToast } from '../../../lib/toasts';
import { useArchiveImport, useCreateAssetsFromRows } from '../api/import-job';
import { useDeleteImportRows } from '../api/import-rows';

/** 'Import clean rows' and its dry run, shared by the footer and the All Issues drawer. */
export function useImportClean(jobId: string, onCompleted: () => void) {
  const create = useCreateAssetsFromRows(jobId);
  const [dryRun, setDryRun] = useState<CreateAssetsResult | null>(null);
  const run = (isDry: boolean) =>
    create.mutate(
      { dry_run: isDry },
      {
        onSuccess: (result) => {
          if (isDry) {
            setDryRun(result);
            return;
          }
          showSuccessToast(
            `${result.created.length} ${result.created.length === 1 ? 'asset was' : 'assets were'} created.`,
            'Import finished',
          );
          if (result.job.status === 'COMPLETED') onCompleted();
        },
        onError: (error) => showErrorToast(error),
      },
    );
  return { run, dryRun, clearDryRun: () => setDryRun(null), isPending: create.isPending };
}
export type ImportClean = ReturnType<typeof useImportClean>;

interface FooterProps {
  page: ImportRowsPage | undefined;
  isReadOnly: boolean;
  importClean: ImportClean;
}

/**
 * 'Import clean rows' (spec 2 §5: disabled with no clean row or while an import runs), and
 * Fleet's dry run beside it: the list of exactly what the import would create and skip.
 */
export function ReviewFooter({ page, isReadOnly, importClean }: FooterProps) {
  const { run, dryRun, clearDryRun } = importClean;
  const clean = page?.counts.clean ?? 0;
  const isBusy = importClean.isPending || page?.job.status === 'IMPORT_IN_PROGRESS';
  if (isReadOnly) return null;
  return (
    <Stack gap="xs">
      {dryRun && (
        <Alert color="blue" withCloseButton onClose={clearDryRun} title="What the import would do">
          <Text fz="sm">
            {dryRun.created.length} {dryRun.created.length === 1 ? 'asset' : 'assets'} would be
            created
            {dryRun.skipped.length > 0 ? `; ${dryRun.skipped.length} skipped:` : '.'}
          </Text>
          {dryRun.skipped.length > 0 && (
            <List size="sm">
              {dryRun.skipped.slice(0, 10).map((row) => (
                <List.Item key={row.row_id}>
                  Row {row.row_number}: {row.reason}
                </List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" disabled={clean === 0 || isBusy} onClick={() => run(true)}>
          Check first (dry run)
        </Button>
        <Button
          disabled={clean === 0 || isBusy}
          loading={isBusy}
          onClick={() => run(false)}
          data-import-clean
        >
          {IMPORT_LABELS.importClean(clean)}
        </Button>
      </Group>
    </Stack>
  );
}

interface DeleteProps {
  jobId: string;
  rows: ImportRow[];
  /** Every row of the job still to import: deleting them all ends it (spec 2 §4). */
  allCount: number;
  onDone: () => void;
  onEnded: () => void;
}

/** spec 2 §2 delete: 'Are you sure?', and a second confirmation when every row is selected. */
function DeleteButton({ jobId, rows, allCount, onDone, onEnded }: DeleteProps) {
  const remove = useDeleteImportRows(jobId);
  const [step, setStep] = useState<'none' | 'confirm' | 'all'>('none');
  const isAll = rows.length >= allCount && allCount > 0;
  const confirm = () => {
    if (isAll && step === 'confirm') {
      setStep('all');
      return;
    }
    remove.mutate(
      rows.map((row) => row.row_id),
      {
        onSuccess: (answer) => {
          setStep('none');
          onDone();
          if (answer.job.status === 'ARCHIVED') onEnded();
        },
        onError: (error) => showErrorToast(error),
      },
    );
  };
  return (
    <>
      <Button
        size="xs"
        variant="light"
        color="red"
        disabled={rows.length === 0}
        onClick={() => setStep('confirm')}
      >
        {IMPORT_LABELS.deleteRows(rows.length)}
      </Button>
      <ConfirmDialog
        opened={step === 'confirm'}
        title={IMPORT_MESSAGES.deleteTitle}
        confirmLabel={IMPORT_LABELS.removeRows(rows.length)}
        onConfirm={confirm}
        onCancel={() => setStep('none')}
        isPending={remove.isPending}
        danger
      >
        <Text fz="sm">{IMPORT_MESSAGES.deleteText}</Text>
      </ConfirmDialog>
      <ConfirmDialog
        opened={step === 'all'}
        title={IMPORT_MESSAGES.deleteTitle}
        confirmLabel="End import"
        onConfirm={confirm}
        onCancel={() => setStep('none')}
        isPending={remove.isPending}
        danger
      >
        <Text fz="sm">{IMPORT_MESSAGES.deleteAllText}</Text>
      </ConfirmDialog>
    </>
  );
}

/** The end-import modal's text and its 'End import' (ends the job on the server, spec 2 §2). */
function EndImport({ jobId, text, onEnded }: { jobId: string; text: string; onEnded: () => void }) {
  const archive = useArchiveImport(jobId);
  return (
    <Stack gap="sm">
      <Text fz="sm">{text}</Text>
      <Button
        color="red"
        variant="light"
        loading={archive.isPending}
        onClick={() =>
          archive.mutate(undefined, {
            onSuccess: onEnded,
            onError: (error) => showErrorToast(error),
          })
        }
      >
        End import
      </Button>
    </Stack>
  );
}

ReviewFooter.DeleteButton = DeleteButton;
ReviewFooter.EndImport = EndImport;
