/** The asset's card on the map (spec 1 §2 "Asset and rental routes"). */
export const assetPath = (assetId: number): string => `/assets/all/asset/${assetId}`;

/** The asset's trips on a day: `/assets/all/asset/{id}/history?selectedDate=YYYY-MM-DD`. */
export const historyPath = (assetId: number, selectedDate: string): string =>
  `${assetPath(assetId)}/history?${new URLSearchParams({ selectedDate }).toString()}`;

/** The route's `:assetId` when it is a usable id, else null (the page says it is not found). */
export function parseAssetId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
