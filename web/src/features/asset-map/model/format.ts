import { type AssetTypeKey } from '@fleet/domain';

/** 'small tool' → 'Small Tool'. */
export function assetTypeLabel(key: AssetTypeKey): string {
  return key.replace(/\b\w/g, (letter) => letter.toUpperCase());
}

/** "Ram 2500"; only what is known, null when neither is. */
export function makeModelText(asset: {
  make: { name: string } | null;
  model: string | null;
}): string | null {
  const text = [asset.make?.name, asset.model]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
  return text === '' ? null : text;
}
