import type { ArchivedAsset } from '@fleet/domain';
import { ARCHIVE_MESSAGES } from '@fleet/domain';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { useRestoreAsset } from '../api/restore-asset';

interface RestoreModalProps {
  /** The asset to restore; null keeps the dialog closed. */
  asset: ArchivedAsset | null;
  onClose: () => void;
  onRestored: (asset: ArchivedAsset) => void;
}

/** Asks before bringing an archived asset back into service. */
export function RestoreModal({ asset, onClose, onRestored }: RestoreModalProps) {
  const restore = useRestoreAsset();
  const close = () => {
    restore.reset();
    onClose();
  };
  const hadTracker = asset?.archived_status === 'STOLEN' && asset.device_serial !== null;
  return (
    <ConfirmDialog
      opened={asset !== null}
      title={`Restore ${asset?.custom_name ?? 'the asset'}?`}
      confirmLabel="Restore"
      onConfirm={() => {
        if (!asset) return;
        restore.mutate(asset.asset_id, {
          onSuccess: () => {
            restore.reset();
            onRestored(asset);
          },
        });
      }}
      onCancel={close}
      isPending={restore.isPending}
      failure={restore.error ? `${ARCHIVE_MESSAGES.restoreFailed}: ${restore.error.message}` : null}
    >
      {hadTracker
        ? `It comes back to the map, the inventory and every list, with its tracker ${asset.device_serial ?? ''}.`
        : 'It comes back to the map, the inventory and every list. Its tracker and camera were taken off when it was archived: install them again from the trackers page.'}
    </ConfirmDialog>
  );
}
