import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Paper,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import {
  IMPORT_FIELDS,
  headersMappedTwice,
  type ImportFieldName,
  type ImportMapping,
  type ImportPreview,
} from '@fleet/domain/imports';
import { describeError } from '../../../lib/error-toasts';
import { useInitiateImport } from '../api/import-job';

interface MappingStepProps {
  uploadId: number;
  preview: ImportPreview;
  onStarted: (jobId: string) => void;
  onBack: () => void;
}

/**
 * Step 2: which column fills which field, guessed from the headers (and the company's last
 * mapping); a column mapped twice, or no Asset Name, is said before anything is sent.
 */
export function MappingStep({ uploadId, preview, onStarted, onBack }: MappingStepProps) {
  const [mapping, setMapping] = useState<ImportMapping>(preview.mapping);
  const initiate = useInitiateImport();
  const twice = headersMappedTwice(mapping);
  const problem =
    twice.length > 0
      ? `The column “${twice[0]}” is mapped to two fields; map each column to one field.`
      : mapping.name === undefined
        ? 'Map a column to Asset Name: every asset needs a name.'
        : null;
  const set = (field: ImportFieldName, header: string | null) =>
    setMapping((current) => {
      const next = { ...current };
      if (header === null) delete next[field];
      else next[field] = header;
      return next;
    });
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack>
        <Text fw={600}>
          2. Match the columns of {preview.file_name} ({preview.row_count.toLocaleString('en-US')}{' '}
          {preview.row_count === 1 ? 'asset' : 'assets'})
        </Text>
        {preview.uses_last_mapping && (
          <Text fz="sm" c="dimmed">
            Started from your company’s last import’s columns.
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {IMPORT_FIELDS.map((field) => (
            <Select
              key={field.name}
              label={field.label}
              placeholder="Not in this file"
              data={preview.headers}
              value={mapping[field.name] ?? null}
              onChange={(header) => set(field.name, header)}
              clearable
              searchable
              error={mapping[field.name] !== undefined && twice.includes(mapping[field.name] ?? '')}
            />
          ))}
        </SimpleGrid>
        <Text fz="sm" fw={600}>
          The first rows
        </Text>
        <ScrollArea>
          <Table striped withTableBorder fz="xs">
            <Table.Thead>
              <Table.Tr>
                {preview.headers.map((header) => (
                  <Table.Th key={header}>{header}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preview.sample_rows.map((cells, index) => (
                <Table.Tr key={index}>
                  {preview.headers.map((header, column) => (
                    <Table.Td key={header}>{cells[column] ?? ''}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
        {(problem ?? initiate.error) && (
          <Alert color="red">{problem ?? describeError(initiate.error).message}</Alert>
        )}
        <Group justify="space-between">
          <Button variant="default" onClick={onBack}>
            Choose another file
          </Button>
          <Button
            disabled={problem !== null}
            loading={initiate.isPending}
            onClick={() =>
              initiate.mutate(
                { upload_id: uploadId, mapping },
                { onSuccess: (job) => onStarted(job.job_id) },
              )
            }
          >
            Check the rows
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
