import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { IconArchive, IconHistory, IconMap, IconTool } from '@tabler/icons-react';
import { canArchiveAssets } from '@fleet/domain';
import { Link, useLocation } from 'react-router';
import { useAccess } from '../../../../lib/access-provider';
import { todayIn } from '../../../../lib/company-days';
import { withoutCardFlyout } from '../../../../lib/card-links';
import { cardPathReturningTo, historyPath, type MapTarget } from '../../model/map-routes';
import { RequestServiceModal } from './request-service-modal';
import { ShareAction } from './share-action';
import { ArchiveAssetModal } from './archive-asset-modal';

interface CardActionsProps {
  target: MapTarget;
  assetName: string;
  timeZone: string;
  nowMs: number;
  /** In the flyout over another page: a link to the whole card on the map, with its tabs. */
  inFlyout?: boolean;
  /** Where the tracked asset is; null without a tracker or a known position (no Share). */
  position?: { latitude: number; longitude: number } | null;
  /** Closes the card: an archived asset leaves the map. */
  onArchived?: () => void;
}

/**
 * The card's footer: its history, and Request Service (spec 1 §2). Service is a write, so not
 * for read-only users, and the company's hideDetails preference hides it (spec 1 §6).
 */
export function CardActions({
  target,
  assetName,
  timeZone,
  nowMs,
  inFlyout = false,
  position = null,
  onArchived,
}: CardActionsProps) {
  const { ctx, preferences } = useAccess();
  const location = useLocation();
  const [requesting, setRequesting] = useState(false);
  const canRequestService = !ctx.readOnly && !preferences.hide_details;
  // spec 1 §6: Share needs a tracker and a known location; it shows where the asset is, so
  // hideDetails (which hides the location) hides it too.
  const canShare = canRequestService && position !== null;
  const [archiving, setArchiving] = useState(false);
  // docs/ARCHIVE.md: admins and managers, not read-only, with the 'asset-archive' flag.
  const canArchive =
    target.kind === 'asset' &&
    onArchived !== undefined &&
    canArchiveAssets({ ...ctx, isArchiveOn: ctx.flags['asset-archive'] });
  return (
    <Group p="sm" justify="flex-end" gap="xs">
      {canArchive && (
        <Button
          variant="subtle"
          color="red"
          size="xs"
          leftSection={<IconArchive size={14} />}
          onClick={() => setArchiving(true)}
          mr="auto"
        >
          Archive
        </Button>
      )}
      {canRequestService && (
        <Button
          variant="default"
          size="xs"
          leftSection={<IconTool size={14} />}
          onClick={() => setRequesting(true)}
        >
          Request service
        </Button>
      )}
      {canShare && position && (
        <ShareAction target={target} assetName={assetName} position={position} />
      )}
      {inFlyout && (
        <Button
          component={Link}
          to={cardPathReturningTo(
            target,
            `${location.pathname}${withoutCardFlyout(new URLSearchParams(location.search))}`,
          )}
          variant="light"
          size="xs"
          leftSection={<IconMap size={14} />}
        >
          Open on map
        </Button>
      )}
      <Button
        component={Link}
        to={historyPath(target, todayIn(timeZone, nowMs))}
        variant="light"
        size="xs"
        leftSection={<IconHistory size={14} />}
      >
        View history
      </Button>
      <RequestServiceModal
        opened={requesting}
        target={target}
        assetName={assetName}
        onClose={() => setRequesting(false)}
      />
      {canArchive && target.kind === 'asset' && (
        <ArchiveAssetModal
          opened={archiving}
          assetId={target.assetId}
          assetName={assetName}
          onClose={() => setArchiving(false)}
          onArchived={() => {
            setArchiving(false);
            onArchived?.();
          }}
        />
      )}
    </Group>
  );
}
