/** The asset fields the tracker forms read. */
export interface AssetChoice {
  asset_id: number;
  custom_name: string;
  tracker_id: number | null;
}

export interface AssetOption {
  value: string;
  label: string;
}

const byName = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Assets a tracker can go on (those without one), by name, as the select lists them. */
export function freeAssetOptions(assets: readonly AssetChoice[]): AssetOption[] {
  return assets
    .filter((asset) => asset.tracker_id === null)
    .sort((a, b) => byName.compare(a.custom_name, b.custom_name) || a.asset_id - b.asset_id)
    .map((asset) => ({ value: String(asset.asset_id), label: asset.custom_name }));
}

/** The select's value as an asset id; nothing chosen (or something unreadable) is null. */
export function toAssetId(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
