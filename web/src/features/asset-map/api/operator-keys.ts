import { assetMapKeys } from './keys';

/** Query keys of the card's driver and keypad calls, under the asset map's keys. */
export const operatorKeys = {
  all: () => [...assetMapKeys.all, 'operators'] as const,
  list: () => [...operatorKeys.all(), 'list'] as const,
  /** The asset's driver and the unnamed drivers its cameras saw (the Driver panel). */
  driverOfAsset: (assetId: number) => [...operatorKeys.all(), 'driver', assetId] as const,
  /** `apiPath`: `/assets/{id}` or `/rentals/{id}`, the card's subject. */
  keypadEntries: (apiPath: string, limit: number, offset: number) =>
    [...assetMapKeys.card(apiPath), 'keypad-entries', limit, offset] as const,
};
