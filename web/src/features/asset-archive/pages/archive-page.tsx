import { useState } from 'react';
import { Stack } from '@mantine/core';
import { ARCHIVE_MESSAGES, canArchiveAssets, type ArchivedAsset } from '@fleet/domain';
import { PageHeader } from '../../../components/page-header';
import { useAccess } from '../../../lib/access-provider';
import { showSuccessToast } from '../../../lib/toasts';
import { useTableUrlState } from '../../../lib/url-state/use-table-url-state';
import { useArchivedAssets } from '../api/get-archived-assets';
import { ArchiveTable } from '../components/archive-table';
import { RestoreModal } from '../components/restore-modal';
import { DEFAULT_ARCHIVE_STATE, archiveTableSchema } from '../model/archive-table';

/**
 * /assets/archive (spec 2 §2 "restore from the archive page"): the company's archived assets,
 * each restorable by those who may archive (docs/ARCHIVE.md). The navigation's Assets entry
 * guards the path: admins and managers only.
 */
export function ArchivePage() {
  const { ctx, company } = useAccess();
  const canRestore = canArchiveAssets({ ...ctx, isArchiveOn: ctx.flags['asset-archive'] });
  const archived = useArchivedAssets();
  const [tableState, setTableState] = useTableUrlState(archiveTableSchema, DEFAULT_ARCHIVE_STATE);
  const [restoring, setRestoring] = useState<ArchivedAsset | null>(null);

  const onRestored = (asset: ArchivedAsset) => {
    setRestoring(null);
    showSuccessToast(ARCHIVE_MESSAGES.restored(asset.custom_name));
  };

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title="Archived assets"
        description="Assets out of service. Their history stays: positions, trips, rentals and work orders."
      />
      <ArchiveTable
        assets={archived.data}
        isLoading={archived.isPending}
        onRetry={archived.isError ? () => void archived.refetch() : null}
        state={tableState}
        onStateChange={setTableState}
        timeZone={company.timezone}
        onRestore={canRestore ? setRestoring : undefined}
      />
      <RestoreModal asset={restoring} onClose={() => setRestoring(null)} onRestored={onRestored} />
    </Stack>
  );
}
