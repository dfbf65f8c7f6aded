/**
 * spec 1 §6 "Editing an asset needs the user edit ability, or edit-only companies". The spec
 * names neither the ability's levels nor the four companies, so Fleet's reading (docs/ASSET-EDIT.md):
 * - the edit ability is the levels that run the fleet: admin, manager and operations;
 * - an edit-only company (the `asset-edit-company` feature flag, set per company) lets every
 *   user who writes anything edit assets too: sales and users, not pending users or drivers.
 * Read-only users never edit.
 */
export interface AssetEditor {
  securityLevelId: number;
  readOnly: boolean;
  /** The company's `asset-edit-company` flag. */
  isEditOnlyCompany: boolean;
}

const EDIT_ABILITY_LEVELS: ReadonlySet<number> = new Set([1, 2, 6]);
const EDIT_ONLY_COMPANY_LEVELS: ReadonlySet<number> = new Set([1, 2, 4, 5, 6]);

export function canEditAsset(editor: AssetEditor): boolean {
  if (editor.readOnly) return false;
  const levels = editor.isEditOnlyCompany ? EDIT_ONLY_COMPANY_LEVELS : EDIT_ABILITY_LEVELS;
  return levels.has(editor.securityLevelId);
}
