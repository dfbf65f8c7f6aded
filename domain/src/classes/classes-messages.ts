/**
 * The company with the spec's internal-only behaviour (spec 1 §6, spec 2 §6, §9): only its app
 * admin (security level 1) may put catalogue models in an equipment class.
 */
export const INTERNAL_COMPANY_ID = 1854;

/** spec 2 §6: an admin of the internal company may add models to a class (and take them off). */
export function canManageClassModels(companyId: number, securityLevelId: number): boolean {
  return companyId === INTERNAL_COMPANY_ID && securityLevelId === 1;
}

/** spec 2 §5 and §8: classes and categories. Quoted ones are the spec's, verbatim. */
export const CLASSES_MESSAGES = {
  required: 'This field is required.',
  uploading: 'Uploading file...',
  invalidFileType: 'Invalid file type',
  categoriesFetchFailed:
    'There was a problem fetching categories. Please contact customer support if this issue persists.',
  classesFetchFailed:
    'There was an error fetching asset equipment classes. Please contact customer support if this issue persists.',
  classDeleteFailed:
    'There was an error deleting the equipment class. Please contact customer support if this issue persists.',
  classCreateFailed:
    'There was an error creating the class. Please contact customer support if this issue persists.',
  modelsAssignFailed: 'Could not assign one or more models to this class.',
  categoryNameInUse: 'This Category name is already in use',
  categoryCreateFailed:
    'There was an error adding the category. Please contact customer support if this issue persists.',
  photoUploadFailed: 'There was an error uploading your photo.',
  classCreated: (id: number) => `Class ${id} created successfully!`,
  categoryCreated: (name: string) => `Category ${name} created successfully!`,
  // Fleet's own words where the spec quotes none.
  classNameInUse: 'This Class name is already in use',
  categoryNotFound: 'Category not found.',
  classNotFound: 'Equipment class not found.',
  modelNotFound: 'Equipment model not found.',
  linkNotFound: 'This model is not in the class.',
  photoNotFound: 'Photo not found.',
  photoOnAsset: 'This photo is on an asset’s gallery; upload a photo for the class instead.',
  parentNotTopLevel: 'The parent must be an active top-level category.',
  parentIsSelf: 'A category cannot be its own parent.',
  hasSubcategories: 'A category with sub-categories cannot be put under another one.',
  categoryInUse: (what: string) =>
    `This category still has ${what}. Move them to another category first.`,
  /** null: some assets, how many not known (one moved in while the class was deleted). */
  classInUse: (assets: number | null) =>
    `This class still has ${assets === null ? 'assets' : assets === 1 ? '1 asset' : `${assets} assets`} (archived ones included). Move them to another class first.`,
  modelsOnlyInternal: 'Only an admin of the internal company can add models to a class.',
  modelAlreadyInClass: 'This model is already in the class.',
  classUpdated: (name: string) => `Class ${name} updated.`,
  classDeleted: (name: string) => `Class ${name} deleted.`,
  categoryUpdated: (name: string) => `Category ${name} updated.`,
  categoryDeleted: (name: string) => `Category ${name} deleted.`,
  categoryUpdateFailed: 'There was an error updating the category. Please try again.',
  categoryDeleteFailed: 'There was an error deleting the category. Please try again.',
  classUpdateFailed: 'There was an error updating the class. Please try again.',
} as const;

/** "2 classes and 1 asset": what still uses a category, in words. */
export function describeCategoryUse(counts: {
  subcategories: number;
  classes: number;
  assets: number;
}): string {
  const parts: string[] = [];
  const words = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  if (counts.subcategories > 0)
    parts.push(words(counts.subcategories, 'sub-category', 'sub-categories'));
  if (counts.classes > 0) parts.push(words(counts.classes, 'class', 'classes'));
  if (counts.assets > 0) parts.push(words(counts.assets, 'asset', 'assets'));
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1] ?? ''}`;
}
