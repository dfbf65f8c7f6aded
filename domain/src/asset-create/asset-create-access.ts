import { canEditAsset, type AssetEditor } from '../asset-edit/asset-access';

/**
 * Who may add assets (the Add asset button, POST /api/assets, createAsset): the spec names no
 * rule of its own, so Fleet's reading is the asset edit rule of spec 1 §6 (asset-access.ts):
 * admins, managers and operations, or every writing user of an edit-only company; never a
 * read-only user.
 */
export const canCreateAsset = (editor: AssetEditor): boolean => canEditAsset(editor);

/**
 * spec 1 §2 "Add asset button": with the product-information or the resource-map flag on it
 * goes straight to the single-asset form; otherwise a menu offers Single asset or Upload with
 * CSV.
 */
export const isAddAssetStraightToForm = (flags: {
  'product-information': boolean;
  'resource-map': boolean;
}): boolean => flags['product-information'] || flags['resource-map'];
