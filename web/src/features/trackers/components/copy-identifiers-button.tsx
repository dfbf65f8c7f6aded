import { Button } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import type { TrackerListItem } from '@fleet/domain';
import { showErrorToast } from '../../../lib/error-toasts';
import { showSuccessToast } from '../../../lib/toasts';

const count = new Intl.NumberFormat('en-US');

/** The selection's one action for now: the identifiers, one a line, for a message or a sheet. */
export function CopyIdentifiersButton({ trackers }: { trackers: TrackerListItem[] }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(trackers.map((t) => t.device_serial).join('\n'));
      showSuccessToast(
        trackers.length === 1
          ? `${trackers[0]?.device_serial ?? 'The identifier'} is copied.`
          : `${count.format(trackers.length)} identifiers are copied, one a line.`,
      );
    } catch (error) {
      showErrorToast(error);
    }
  };
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconCopy size={14} />}
      onClick={() => void copy()}
    >
      Copy identifiers
    </Button>
  );
}
