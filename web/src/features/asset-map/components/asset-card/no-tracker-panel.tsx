import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconBroadcast } from '@tabler/icons-react';
import { PanelSection } from '../../../../components/panel-section';
import { useAccess } from '../../../../lib/access-provider';
import { RequestTrackerModal, type RequestedAsset } from './request-tracker-modal';

/**
 * spec 1 §2 no-tracker variant: what the card says in place of the tracker's panels, and the
 * 'Request a Tracker or Camera' link. Read-only users see the words but cannot ask.
 */
export function NoTrackerPanel({ asset }: { asset: RequestedAsset }) {
  const { ctx } = useAccess();
  const [opened, setOpened] = useState(false);
  return (
    <PanelSection title="No tracker">
      <Stack gap="xs" align="flex-start">
        <Text size="sm" c="dimmed">
          This asset has no tracker, so it reports no position, readings or utilization. A manual
          location can still place it on the map.
        </Text>
        {!ctx.readOnly && (
          <Button
            variant="light"
            size="xs"
            leftSection={<IconBroadcast size={14} />}
            onClick={() => setOpened(true)}
          >
            Request a Tracker or Camera
          </Button>
        )}
      </Stack>
      {opened && <RequestTrackerModal opened asset={asset} onClose={() => setOpened(false)} />}
    </PanelSection>
  );
}
