import { useEffect, useRef, useState } from 'react';
import { Button, Group, Menu, Progress, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import {
  INVENTORY_EXPORT_FILE_NAME,
  INVENTORY_MAX_PAGE_SIZE,
  INVENTORY_MESSAGES,
  type InventoryPresetPayload,
} from '@fleet/domain';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { downloadFile } from '../../../lib/download';
import { showErrorToast } from '../../../lib/error-toasts';
import { exportInventory, type ExportProgress } from '../api/export-inventory';

/**
 * The Export menu: reads the search's CSV file from the server, then downloads it. Above 10,000
 * assets it asks first; while it runs a bar shows how far it is; a change of the search
 * cancels it ('Export cancelled').
 */
export function ExportMenu({ payload, total }: { payload: InventoryPresetPayload; total: number }) {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [confirming, setConfirming] = useState(false);
  const running = useRef<AbortController | null>(null);
  const searchKey = JSON.stringify(payload);

  useEffect(
    () => () => {
      // The search changed (or the page closed) under a running export.
      if (running.current) {
        running.current.abort();
        running.current = null;
        setProgress(null);
        notifications.show({ color: 'yellow', message: INVENTORY_MESSAGES.exportCancelled });
      }
    },
    [searchKey],
  );

  const run = async () => {
    setConfirming(false);
    const controller = new AbortController();
    running.current = controller;
    setProgress({ done: 0, total });
    try {
      const parts = await exportInventory(payload, {
        total,
        signal: controller.signal,
        onProgress: setProgress,
      });
      if (running.current !== controller) return;
      downloadFile(parts, INVENTORY_EXPORT_FILE_NAME, 'text/csv;charset=utf-8');
    } catch (error) {
      if (!controller.signal.aborted) showErrorToast(error);
    } finally {
      if (running.current === controller) {
        running.current = null;
        setProgress(null);
      }
    }
  };

  return (
    <>
      {progress ? (
        <Group gap="xs" w={220} role="status" aria-label="Export progress">
          <Text size="xs">
            Exporting {progress.done.toLocaleString()} of {progress.total.toLocaleString()}
          </Text>
          <Progress
            w="100%"
            size="sm"
            value={progress.total === 0 ? 100 : (100 * progress.done) / progress.total}
          />
        </Group>
      ) : (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button variant="default" leftSection={<IconDownload size={16} />}>
              Export
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              disabled={total === 0}
              onClick={() => (total > INVENTORY_MAX_PAGE_SIZE ? setConfirming(true) : void run())}
            >
              Export CSV
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
      <ConfirmDialog
        opened={confirming}
        title="Export a large inventory?"
        confirmLabel="Export"
        onConfirm={() => void run()}
        onCancel={() => setConfirming(false)}
      >
        {`This export has ${total.toLocaleString()} assets, more than ${INVENTORY_MAX_PAGE_SIZE.toLocaleString()}. It may take a while; changing the search cancels it.`}
      </ConfirmDialog>
    </>
  );
}
