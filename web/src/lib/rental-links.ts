/**
 * Where the rental screens live, in one place so every feature links to them the same way
 * (features never import each other). spec 1 §2 "Inventory section", "Asset and rental routes".
 */

/** spec 1 §2: the On-rent form of an asset. */
export const onRentFormPath = (assetId: number): string => `/inventory/on-rent-form/${assetId}`;

/** spec 1 §2: the Edit Rental form, opened by the rental it edits. */
export const editRentalPath = (rentalId: number): string =>
  `/inventory/on-rent-form/${rentalId}/edit`;

/** The rental card over the map (spec 1 §2 "/assets/all/rentals/{id}/overview"). */
export const rentalCardPath = (rentalId: number): string =>
  `/assets/all/rentals/${rentalId}/overview`;

/** spec 1 §2 "/assets/all/third-party-rentals/{id}/details". */
export const thirdPartyRentalPath = (thirdPartyRentalId: number): string =>
  `/assets/all/third-party-rentals/${thirdPartyRentalId}/details`;

/** spec 1 §2: the asset's Edit tab, returning to the inventory. */
export const editAssetPath = (assetId: number, returnTo = '/inventory/'): string =>
  `/assets/all/asset/${assetId}/edit?returnTo=${encodeURIComponent(returnTo)}`;

/**
 * The off-rent modals are opened by a query parameter on whatever page is showing, so any list
 * or card can open them without importing the rentals feature: `offRent=12` for one rental,
 * `offRent=12,13` for the batch modal. The app layout mounts the one modal host that reads it.
 */
export const OFF_RENT_PARAM = 'offRent';

/** The current search with the off-rent modal opened for these rentals. */
export function withOffRent(search: URLSearchParams, rentalIds: readonly number[]): string {
  const next = new URLSearchParams(search);
  next.set(OFF_RENT_PARAM, rentalIds.join(','));
  return `?${next.toString()}`;
}

/** The rental ids the off-rent parameter names; none when it is absent or not a list of ids. */
export function offRentIds(search: URLSearchParams): number[] {
  const text = search.get(OFF_RENT_PARAM);
  if (!text || !/^\d{1,9}(,\d{1,9}){0,99}$/.test(text)) return [];
  return [...new Set(text.split(',').map(Number))].filter((id) => id > 0);
}
