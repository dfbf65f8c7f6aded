import { useState } from 'react';
import { Button, FileInput, Group, List, Paper, Stack, Text } from '@mantine/core';
import { IMPORT_LIMITS, type ImportPreview } from '@fleet/domain/imports';
import { describeError } from '../../../lib/error-toasts';
import { usePreviewImport } from '../api/import-job';

const MB = 1024 * 1024;

/** Step 1: a CSV or XLSX file, read by the server at once so a bad one is refused here. */
export function FileStep({
  onRead,
}: {
  onRead: (uploadId: number, preview: ImportPreview) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const preview = usePreviewImport();
  const tooLarge = file !== null && file.size > IMPORT_LIMITS.maxBytes;
  return (
    <Paper withBorder radius="md" p="lg" maw={720}>
      <Stack>
        <Text fw={600}>1. Choose the spreadsheet</Text>
        <List size="sm" c="dimmed">
          <List.Item>
            A .csv (UTF-8) or .xlsx file whose first row names the columns; the first sheet is read.
          </List.Item>
          <List.Item>
            At most {IMPORT_LIMITS.maxRows.toLocaleString('en-US')} assets and{' '}
            {IMPORT_LIMITS.maxBytes / MB} MB.
          </List.Item>
          <List.Item>Nothing is created until you import the rows you have checked.</List.Item>
        </List>
        <FileInput
          label="Spreadsheet"
          placeholder="Choose a .csv or .xlsx file"
          accept=".csv,.xlsx"
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            preview.reset();
          }}
          error={
            tooLarge
              ? `This file is larger than ${IMPORT_LIMITS.maxBytes / MB} MB.`
              : preview.isError
                ? describeError(preview.error).message
                : undefined
          }
          clearable
        />
        <Group justify="flex-end">
          <Button
            disabled={file === null || tooLarge}
            loading={preview.isPending}
            onClick={() => {
              if (file)
                preview.mutate(file, { onSuccess: (read) => onRead(read.uploadId, read.preview) });
            }}
          >
            Read the file
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
