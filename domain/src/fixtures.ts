/** Test fixtures shared by domain, server and web tests (never imported by app code). */
export { makeAssetStatus } from './assets/asset-status.fixture';
export { searchStatus, searchableAsset } from './assets/map-search.fixture';
