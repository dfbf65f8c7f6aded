import { useEffect, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { type AssetStatus } from '@fleet/domain';
import { createClient } from 'graphql-ws';
import { tokenStore } from '../../../lib/token-store';
import { assetMapKeys } from './keys';
import { type AssetStatusMap } from './get-asset-statuses';
import { type MapAssetRecord } from './get-map-assets';
import { dropArchivedAssets, hasUnlistedAsset } from './live-asset-list';
import {
  BUFFER_MAX_WAIT_MS,
  applyStatusChanges,
  bufferSizeFor,
  createStatusBuffer,
  readStatusChanges,
  type StatusBatch,
} from './status-buffer';

export type LiveStatus = 'off' | 'connecting' | 'live' | 'reconnecting';

const SUBSCRIPTION = /* GraphQL */ `
  subscription LiveAssetStatuses($assetIds: [Int!]) {
    assetStatuses(assetIds: $assetIds) {
      assetId
      status
    }
  }
`;

/** The GraphQL WebSocket beside the page (Vite proxies it in development). */
export function liveStatusesUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/api/fleet/graphql`;
}

/** Randomised back-off, doubling up to 30 s: a server restart is not met by every tab at once. */
export function reconnectDelayMs(retries: number, random: number = Math.random()): number {
  const base = Math.min(30_000, 1_000 * 2 ** Math.min(retries, 5));
  return base / 2 + (base / 2) * random;
}

/** spec 1 §6: company 1854 with 10,000 or more assets does without the live stream. */
export const INTERNAL_COMPANY_ID = 1854;
export const INTERNAL_COMPANY_LIVE_LIMIT = 10_000;

/** `assetCount` is unknown until the assets load: only the internal company waits for it. */
export function isLiveStreamAllowed(companyId: number, assetCount: number | undefined): boolean {
  if (companyId !== INTERNAL_COMPANY_ID) return true;
  return assetCount !== undefined && assetCount < INTERNAL_COMPANY_LIVE_LIMIT;
}

/**
 * Keeps the company's statuses (the `statuses` query) current from the live subscription:
 * changes are buffered (spec 1 §7) and patched into the cached map, never refetched. An asset
 * archived in another browser leaves the statuses and the asset list at once; a restored one
 * comes back with its status, and the list is read again to draw it (docs/ARCHIVE.md). The
 * client reconnects by itself; after a reconnect the statuses are fetched once, since changes
 * made while the socket was down were not sent.
 *
 * Subscribe together with the first fetch, not after it: a change made while the list is on
 * its way would otherwise be lost. Changes that arrive during a fetch are applied again once
 * it lands (older check-ins never replace newer ones), so the fetched pages cannot undo them.
 */
export function useLiveStatuses({
  userId,
  assetIds,
  enabled,
}: {
  userId: number;
  /** Only these assets; all of the company's when left out. */
  assetIds?: readonly number[];
  enabled: boolean;
}): LiveStatus {
  const queryClient = useQueryClient();
  const token = useSyncExternalStore(tokenStore.subscribe, tokenStore.get);
  const [status, setStatus] = useState<LiveStatus>('connecting');
  // A stable key: a new array with the same ids must not reconnect.
  const idsKey = assetIds?.join(',') ?? '';

  useEffect(() => {
    if (!enabled || token === null) return;
    const ids = idsKey === '' ? undefined : idsKey.split(',').map(Number);
    const queryKey = assetMapKeys.statuses(userId);
    const cache = queryClient.getQueryCache();
    const isFetching = () =>
      cache.find({ queryKey, exact: true })?.state.fetchStatus === 'fetching';
    const duringFetch = new Map<number, AssetStatus | null>();
    const assetsKey = assetMapKeys.assets();
    const apply = (changes: StatusBatch) => {
      const before = queryClient.getQueryData<AssetStatusMap>(queryKey);
      queryClient.setQueryData<AssetStatusMap>(queryKey, (old) => applyStatusChanges(old, changes));
      // An archived asset leaves the list too; a restored one is not in it: read it again.
      queryClient.setQueryData<MapAssetRecord[]>(assetsKey, (old) =>
        dropArchivedAssets(old, changes),
      );
      const listed = queryClient.getQueryData<MapAssetRecord[]>(assetsKey);
      if (hasUnlistedAsset(listed, changes, before)) {
        void queryClient.invalidateQueries({ queryKey: assetsKey });
      }
    };
    const buffer = createStatusBuffer({
      maxEvents: bufferSizeFor(ids),
      maxWaitMs: BUFFER_MAX_WAIT_MS,
      onFlush: (changes) => {
        if (isFetching()) for (const [assetId, change] of changes) duringFetch.set(assetId, change);
        apply(changes);
      },
    });
    const unsubscribeCache = cache.subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual)
        return;
      if (event.query.queryHash !== cache.find({ queryKey, exact: true })?.queryHash) return;
      if (duringFetch.size === 0) return;
      const replay = new Map(duringFetch);
      duringFetch.clear();
      apply(replay);
    });
    const client = createClient({
      url: liveStatusesUrl(window.location),
      connectionParams: () => ({ authorization: `Bearer ${tokenStore.get() ?? ''}` }),
      retryAttempts: Number.POSITIVE_INFINITY,
      // Also after a clean close (a server restart closes sockets normally).
      shouldRetry: () => true,
      retryWait: (retries) =>
        new Promise((resolve) => setTimeout(resolve, reconnectDelayMs(retries))),
      on: {
        connected: (_socket, _payload, wasRetry) => {
          setStatus('live');
          if (wasRetry) void queryClient.invalidateQueries({ queryKey });
        },
        closed: () => setStatus('reconnecting'),
      },
    });
    const unsubscribe = client.subscribe(
      { query: SUBSCRIPTION, variables: { assetIds: ids ?? null } },
      {
        next: (message) => buffer.push(readStatusChanges(message.data)),
        error: (error) => {
          console.error('live statuses', error);
          setStatus('off');
        },
        complete: () => undefined,
      },
    );
    return () => {
      unsubscribe();
      unsubscribeCache();
      buffer.dispose();
      void client.dispose();
    };
  }, [enabled, token, idsKey, userId, queryClient]);

  return enabled && token !== null ? status : 'off';
}
