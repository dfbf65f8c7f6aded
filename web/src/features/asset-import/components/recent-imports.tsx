import { useState } from 'react';
import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { ImportJob } from '@fleet/domain/imports';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { describeError } from '../../../lib/error-toasts';
import { showSuccessToast } from '../../../lib/toasts';
import { useImportJobs, useUndoImport } from '../api/import-job';

const STATUS_LABELS: Record<ImportJob['status'], { label: string; color: string }> = {
  AVAILABLE: { label: 'In review', color: 'blue' },
  IMPORT_IN_PROGRESS: { label: 'Importing', color: 'yellow' },
  COMPLETED: { label: 'Imported', color: 'green' },
  ARCHIVED: { label: 'Ended', color: 'gray' },
  FAILED_VALIDATION: { label: 'Refused', color: 'red' },
};

/** The company's latest imports: go back to one in review, or undo one whose assets are unused. */
export function RecentImports({
  onOpen,
  isReadOnly,
}: {
  onOpen: (jobId: string) => void;
  isReadOnly: boolean;
}) {
  const jobs = useImportJobs();
  const undo = useUndoImport();
  const [undoing, setUndoing] = useState<ImportJob | null>(null);
  if (!jobs.data || jobs.data.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Text fw={600}>Recent imports</Text>
        <Table fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>File</Table.Th>
              <Table.Th>Started</Table.Th>
              <Table.Th>Rows</Table.Th>
              <Table.Th>Assets created</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {jobs.data.map((job) => (
              <Table.Tr key={job.job_id} data-job={job.file_name}>
                <Table.Td>
                  {job.status === 'AVAILABLE' ? (
                    <Anchor component="button" onClick={() => onOpen(job.job_id)}>
                      {job.file_name}
                    </Anchor>
                  ) : (
                    job.file_name
                  )}
                </Table.Td>
                <Table.Td>{new Date(job.created_at).toLocaleString()}</Table.Td>
                <Table.Td>{job.row_count.toLocaleString('en-US')}</Table.Td>
                <Table.Td>{job.created_asset_count.toLocaleString('en-US')}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={STATUS_LABELS[job.status].color}>
                    {job.undone_at ? 'Undone' : STATUS_LABELS[job.status].label}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {!isReadOnly && job.created_asset_count > 0 && job.undone_at === null && (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      onClick={() => setUndoing(job)}
                    >
                      Undo import
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
      <ConfirmDialog
        opened={undoing !== null}
        title="Undo this import?"
        confirmLabel="Undo import"
        danger
        isPending={undo.isPending}
        failure={undo.error ? describeError(undo.error).message : null}
        onCancel={() => {
          setUndoing(null);
          undo.reset();
        }}
        onConfirm={() => {
          if (!undoing) return;
          undo.mutate(undoing.job_id, {
            onSuccess: () => {
              showSuccessToast(
                `The ${undoing.created_asset_count} assets of ${undoing.file_name} were taken back.`,
              );
              setUndoing(null);
            },
          });
        }}
      >
        <Group>
          <Text fz="sm">
            The {undoing?.created_asset_count} assets this import created are removed. This is
            possible only while none of them has rentals, positions, service or photos.
          </Text>
        </Group>
      </ConfirmDialog>
    </Paper>
  );
}
