import { assetMapKeys } from './keys';

/** Query keys of the card's driver and keypad calls, under the asset map's keys. */
export const operatorKeys = {
  all: () => [...assetMapKeys.all, 'operators'] as const,
  list: () => [...operatorKeys.all(), 'list'] as const,
  currentOfAsset: (assetId: number) => [...operatorKeys.all(), 'current', assetId] as const,
  pendingOfAsset: (assetId: number) => [...operatorKeys.all(), 'pending', assetId] as const,
  /** `apiPath`: `/assets/{id}` or `/rentals/{id}`, the card's subject. */
  keypadEntries: (apiPath: string, limit: number, offset: number) =>
    [...assetMapKeys.card(apiPath), 'keypad-entries', limit, offset] as const,
};
