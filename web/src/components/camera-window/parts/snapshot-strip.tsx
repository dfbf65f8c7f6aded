import { useEffect } from 'react';
import { Group, Image, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CameraSnapshot } from '@fleet/domain';
import { AuthorizedImage } from '../../../lib/authorized-image';
import { cameraStatusQueryOptions } from '../../../lib/camera-status';
import { cameraSnapshotsOptions } from '../api/camera-snapshots';
import { FEED_LABELS } from '../model/feed-choices';
import { shouldRecheckStatus, snapshotRefetchMs } from '../model/snapshot-refresh';

const THUMBNAIL = { w: 112, h: 63 } as const;

/**
 * The latest still of each feed (spec 1 §1 "camera feed popup with thumbnails for multiple
 * feeds"), refreshed as model/snapshot-refresh.ts says.
 */
export function SnapshotStrip({ cameraId, isOnline }: { cameraId: number; isOnline: boolean }) {
  const client = useQueryClient();
  const snapshots = useQuery({
    ...cameraSnapshotsOptions(cameraId),
    enabled: isOnline,
    refetchInterval: (query) => snapshotRefetchMs(isOnline, query.state.status),
  });
  const { errorUpdateCount, refetch } = snapshots;
  useEffect(() => {
    if (!shouldRecheckStatus(errorUpdateCount)) return;
    // Is the camera still online? Its answer updates the badge; if so, try the stills again.
    client.fetchQuery({ ...cameraStatusQueryOptions(cameraId), staleTime: 0 }).then(
      (status) => status.online && void refetch(),
      () => undefined,
    );
  }, [client, cameraId, errorUpdateCount, refetch]);

  if (!snapshots.data || snapshots.data.length === 0) return null;
  return (
    <Group gap="xs">
      {snapshots.data.map((snapshot) => (
        <Stack key={snapshot.feed_id} gap={2}>
          <Thumbnail snapshot={snapshot} />
          <Text size="xs" c="dimmed">
            {FEED_LABELS[snapshot.feed_id]}
          </Text>
        </Stack>
      ))}
    </Group>
  );
}

function Thumbnail({ snapshot }: { snapshot: CameraSnapshot }) {
  const alt = `${FEED_LABELS[snapshot.feed_id]} camera snapshot`;
  // An /api path needs the session, which an <img> does not send.
  return snapshot.snapshot_url.startsWith('/api/') ? (
    <AuthorizedImage src={snapshot.snapshot_url} alt={alt} {...THUMBNAIL} radius="sm" />
  ) : (
    <Image src={snapshot.snapshot_url} alt={alt} {...THUMBNAIL} radius="sm" />
  );
}
