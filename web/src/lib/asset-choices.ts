import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ASSET_BATCH_SIZE, asset } from '@fleet/domain';
import { apiRequest } from './api-client';

const FIELDS = ['asset_id', 'custom_name', 'tracker_id', 'camera'] as const;
const assetChoiceList = asset
  .pick({ asset_id: true, custom_name: true, tracker_id: true, camera: true })
  .array();

/** What forms that put a device on an asset (a tracker, a camera) read of every asset. */
export type AssetChoice = ReturnType<typeof assetChoiceList.parse>[number];

export interface AssetOption {
  value: string;
  label: string;
}

export const assetChoiceKeys = { all: ['asset-choices'] as const };

/**
 * Every asset of the company with its tracker and camera. Pages of 1000 are read one after
 * another until one comes back shorter (spec 2 §7).
 */
export async function getAssetChoices({ signal }: { signal?: AbortSignal } = {}): Promise<
  AssetChoice[]
> {
  const all: AssetChoice[] = [];
  for (let offset = 0; ; offset += ASSET_BATCH_SIZE) {
    const page = await apiRequest(
      `/assets?limit=${ASSET_BATCH_SIZE}&offset=${offset}`,
      assetChoiceList,
      { signal, headers: { 'X-Fields': FIELDS.join(',') } },
    );
    all.push(...page);
    if (page.length < ASSET_BATCH_SIZE) return all;
  }
}

export function assetChoicesQueryOptions() {
  return queryOptions({
    queryKey: assetChoiceKeys.all,
    queryFn: ({ signal }) => getAssetChoices({ signal }),
  });
}

/** Read when a form that chooses an asset opens, not for every visit of a page. */
export function useAssetChoices(enabled: boolean) {
  return useQuery({ ...assetChoicesQueryOptions(), enabled });
}

/**
 * After a device moved: read again in the background even with no dialog open, so the next
 * one offers only assets still free.
 */
export function invalidateAssetChoices(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: assetChoiceKeys.all, refetchType: 'all' });
}

const byName = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** The assets a device can go on (`isFree`), by name, as a select lists them. */
export function freeAssetOptions(
  assets: readonly AssetChoice[],
  isFree: (asset: AssetChoice) => boolean,
): AssetOption[] {
  return assets
    .filter(isFree)
    .sort((a, b) => byName.compare(a.custom_name, b.custom_name) || a.asset_id - b.asset_id)
    .map((choice) => ({ value: String(choice.asset_id), label: choice.custom_name }));
}

/** A select's value as an asset id; nothing chosen (or something unreadable) is null. */
export function toAssetId(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
