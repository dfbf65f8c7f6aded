import { canEditAsset, type AssetEditor } from '../asset-edit/asset-access';

/**
 * Who may add assets (the Add asset button, POST /api/assets, createAsset): the spec names no
 * rule of its own, so Fleet's reading is the asset edit rule of spec 1 §6 (asset-access.ts):
 * admins, managers and operations, or every writing user of an edit-only company; never a
 * read-only user.
 */
export const canCreateAsset = (editor: AssetEditor): boolean => canEditAsset(editor);
