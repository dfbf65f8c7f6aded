import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { TrackerListItem } from '@fleet/domain';
import { DeviceTable } from '../../../components/devices/device-table';
import { PageHeader } from '../../../components/page-header';
import { useAccess } from '../../../lib/access-provider';
import { showSuccessToast } from '../../../lib/toasts';
import { useTrackers } from '../api/get-trackers';
import { AssignTrackerModal } from '../components/assign-tracker-modal';
import { ConnectHelp } from '../components/connect-help';
import { RegisterTrackerModal } from '../components/register-tracker-modal';
import { TakeOffModal } from '../components/take-off-modal';
import { TRACKERS_TABLE } from '../components/trackers-table';
import { useNow } from '../../../lib/hooks/use-now';
import { useTableUrlState } from '../../../lib/url-state/use-table-url-state';
import { DEFAULT_TABLE_STATE, trackerTableSchema } from '../model/tracker-table';
import { trackerPermissions } from '../model/permissions';

/** Company > Trackers: register trackers by their identifiers and install them on assets. */
export function TrackersPage() {
  const { ctx, company } = useAccess();
  const { canManage } = trackerPermissions(ctx);
  const trackers = useTrackers();
  const [tableState, setTableState] = useTableUrlState(trackerTableSchema, DEFAULT_TABLE_STATE);
  const nowMs = useNow(30_000);
  /** The identifier the register dialog opens with; null while it is closed. */
  const [registering, setRegistering] = useState<string | null>(null);
  const [assigning, setAssigning] = useState<TrackerListItem | null>(null);
  const [takingOff, setTakingOff] = useState<TrackerListItem | null>(null);

  const onRegistered = (tracker: TrackerListItem) => {
    setRegistering(null);
    // Newest first: with the search cleared the new tracker is the first row.
    setTableState(DEFAULT_TABLE_STATE);
    showSuccessToast(
      tracker.asset
        ? `${tracker.device_serial} is registered and installed on ${tracker.asset.custom_name}.`
        : `${tracker.device_serial} is registered. Install it on an asset to see its positions.`,
    );
  };
  const onAssigned = (tracker: TrackerListItem) => {
    setAssigning(null);
    showSuccessToast(`${tracker.device_serial} is now on ${tracker.asset?.custom_name ?? '--'}.`);
  };
  const onTakenOff = (tracker: TrackerListItem, assetName: string) => {
    setTakingOff(null);
    showSuccessToast(`${tracker.device_serial} is off ${assetName}.`);
  };

  return (
    <Stack gap="lg" maw={1200}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xl">
        <PageHeader title="Trackers" description={<ConnectHelp />} />
        {canManage && (
          <Button
            leftSection={<IconPlus size={18} />}
            onClick={() => setRegistering('')}
            style={{ flexShrink: 0 }}
          >
            Add tracker
          </Button>
        )}
      </Group>

      <DeviceTable
        config={TRACKERS_TABLE}
        devices={trackers.data}
        isLoading={trackers.isPending}
        onRetry={trackers.isError ? () => void trackers.refetch() : null}
        state={tableState}
        onStateChange={setTableState}
        timeZone={company.timezone}
        nowMs={nowMs}
        actions={canManage ? { onInstall: setAssigning, onTakeOff: setTakingOff } : undefined}
      />

      <RegisterTrackerModal
        serial={registering}
        onClose={() => setRegistering(null)}
        onRegistered={onRegistered}
      />
      <AssignTrackerModal
        tracker={assigning}
        onClose={() => setAssigning(null)}
        onAssigned={onAssigned}
      />
      <TakeOffModal
        tracker={takingOff}
        onClose={() => setTakingOff(null)}
        onTakenOff={onTakenOff}
      />
    </Stack>
  );
}
