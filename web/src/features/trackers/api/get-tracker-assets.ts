import { queryOptions, useQuery } from '@tanstack/react-query';
import { ASSET_BATCH_SIZE, asset } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import type { AssetChoice } from '../model/asset-options';
import { trackerKeys } from './keys';

const assetChoiceList = asset.pick({ asset_id: true, custom_name: true, tracker_id: true }).array();

/**
 * Every asset of the company with its tracker, for choosing where a tracker goes. Pages of
 * 1000 are read one after another until one comes back shorter (spec 2 §7).
 */
export async function getTrackerAssets({ signal }: { signal?: AbortSignal } = {}): Promise<
  AssetChoice[]
> {
  const all: AssetChoice[] = [];
  for (let offset = 0; ; offset += ASSET_BATCH_SIZE) {
    const page = await apiRequest(
      `/assets?limit=${ASSET_BATCH_SIZE}&offset=${offset}`,
      assetChoiceList,
      { signal, headers: { 'X-Fields': 'asset_id,custom_name,tracker_id' } },
    );
    all.push(...page);
    if (page.length < ASSET_BATCH_SIZE) return all;
  }
}

export function trackerAssetsQueryOptions() {
  return queryOptions({
    queryKey: trackerKeys.assets(),
    queryFn: ({ signal }) => getTrackerAssets({ signal }),
  });
}

/** Read when a form that chooses an asset opens, not for every visit of the page. */
export function useTrackerAssets(enabled: boolean) {
  return useQuery({ ...trackerAssetsQueryOptions(), enabled });
}
