import { useState } from 'react';
import { Group, Select, Stack, Text } from '@mantine/core';
import {
  ARCHIVE_MESSAGES,
  ARCHIVE_STATUSES,
  ARCHIVE_STATUS_LABELS,
  ARCHIVE_STATUS_NOTES,
  DEFAULT_ARCHIVE_STATUS,
  isArchiveStatus,
  type ArchiveStatus,
} from '@fleet/domain';
import { ConfirmDialog } from '../../../../components/dialogs/confirm-dialog';
import { showActionToast } from '../../../../lib/action-toast';
import { ARCHIVE_PATH } from '../../../../lib/archive-keys';
import { useArchiveAsset } from '../../api/archive-asset';

interface ArchiveAssetModalProps {
  opened: boolean;
  assetId: number;
  assetName: string;
  onClose: () => void;
  /** Archived: the card closes (the asset leaves the map). */
  onArchived: () => void;
}

const REASONS = ARCHIVE_STATUSES.map((value) => ({ value, label: ARCHIVE_STATUS_LABELS[value] }));

/** The select's line of a reason, with Stolen's 'Assignments Retained' beside it. */
function ReasonOption({ value, label }: { value: string; label: string }) {
  const note = isArchiveStatus(value) ? ARCHIVE_STATUS_NOTES[value] : undefined;
  return (
    <Group justify="space-between" wrap="nowrap" w="100%" gap="md">
      <Text size="sm">{label}</Text>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Group>
  );
}

/** spec 2 §2 "Archive Asset dialog": a reason (default 'No reason') and Archive. */
export function ArchiveAssetModal({
  opened,
  assetId,
  assetName,
  onClose,
  onArchived,
}: ArchiveAssetModalProps) {
  const [reason, setReason] = useState<ArchiveStatus>(DEFAULT_ARCHIVE_STATUS);
  const archive = useArchiveAsset(() => {
    onArchived();
    showActionToast(ARCHIVE_MESSAGES.archived(assetName), {
      label: ARCHIVE_MESSAGES.viewArchive,
      to: ARCHIVE_PATH,
    });
  });
  const close = () => {
    archive.reset();
    setReason(DEFAULT_ARCHIVE_STATUS);
    onClose();
  };
  const note = ARCHIVE_STATUS_NOTES[reason];

  return (
    <ConfirmDialog
      opened={opened}
      title={`Archive ${assetName}`}
      confirmLabel="Archive"
      onConfirm={() => archive.mutate({ assetId, archivedStatus: reason })}
      onCancel={close}
      isPending={archive.isPending}
      // spec 2 §8, with the server's reason after it.
      failure={archive.error ? `${ARCHIVE_MESSAGES.failed}: ${archive.error.message}` : null}
      danger
    >
      <Stack gap="sm">
        <Select
          label="Reason"
          data={REASONS}
          value={reason}
          allowDeselect={false}
          onChange={(value) => {
            if (value !== null && isArchiveStatus(value)) setReason(value);
          }}
          renderOption={({ option }) => <ReasonOption {...option} />}
          description={note}
        />
        <Text size="sm">{ARCHIVE_MESSAGES.dialogText}</Text>
        {reason === 'STOLEN' && (
          <Text size="sm" c="dimmed">
            {ARCHIVE_MESSAGES.stolenText}
          </Text>
        )}
      </Stack>
    </ConfirmDialog>
  );
}
