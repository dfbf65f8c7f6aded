/** Where the register's rows lead (spec 1 §2 "Asset and rental routes"). */

const MAP_ASSET = (assetId: number) => `/assets/all/asset/${assetId}`;

/** The asset's card on the map; its collapse button comes back to `returnTo`. */
export const assetCardPath = (assetId: number, returnTo: string): string =>
  `${MAP_ASSET(assetId)}?returnTo=${encodeURIComponent(returnTo)}`;

/** The map itself on the asset: collapsing its card stays on the map. */
export const mapPath = (assetId: number): string => MAP_ASSET(assetId);

/** The bulk import, coming back to the register. */
export const BULK_IMPORT_PATH = `/assets/bulk-add?returnTo=${encodeURIComponent('/assets')}`;
