import { useState } from 'react';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { WorkOrder } from '@fleet/domain';
import { apiRequestStream } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { showErrorToast } from '../../../lib/error-toasts';

type WorkOrderFile = WorkOrder['work_order_files'][number];

const size = (bytes: number) =>
  bytes >= 1_048_576
    ? `${(bytes / 1_048_576).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * The order's files (a service request's photos), each a download: read with the session's
 * token (the file URL is not public), then saved under its own name.
 */
export function WorkOrderFiles({ files }: { files: WorkOrderFile[] }) {
  const [loading, setLoading] = useState<number | null>(null);
  const download = async (file: WorkOrderFile) => {
    setLoading(file.upload_id);
    try {
      const stream = await apiRequestStream(`/uploads/${file.upload_id}/content`);
      const blob = await new Response(stream).blob();
      downloadFile([blob], file.original_filename, file.mime_type);
    } catch (error) {
      showErrorToast(error);
    } finally {
      setLoading(null);
    }
  };
  return (
    <Stack gap={6} role="group" aria-label="Files">
      <Text size="sm" fw={500}>
        Files
      </Text>
      {files.length === 0 ? (
        <Text size="sm" c="dimmed">
          No files.
        </Text>
      ) : (
        files.map((file) => (
          <Group key={file.upload_id} gap="xs" wrap="nowrap">
            <IconDownload size={16} aria-hidden />
            <Anchor
              component="button"
              type="button"
              size="sm"
              truncate
              onClick={() => void download(file)}
              disabled={loading === file.upload_id}
            >
              {file.original_filename}
            </Anchor>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {loading === file.upload_id ? 'Downloading…' : size(file.size_bytes)}
            </Text>
          </Group>
        ))
      )}
    </Stack>
  );
}
