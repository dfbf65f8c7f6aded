/** spec 2 §5 "Buttons": labels singular or plural by count. */
export const countLabel = (count: number, singular: string, pluralForm = `${singular}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? singular : pluralForm}`;

export const IMPORT_LABELS = {
  importClean: (count: number) => `Import ${countLabel(count, 'clean row')}`,
  deleteRows: (count: number) => `Delete ${countLabel(count, 'row')}`,
  removeRows: (count: number) => `Remove ${countLabel(count, 'row')}`,
} as const;

/** spec 2 §2 and §8: the import dialog's words. */
export const IMPORT_MESSAGES = {
  dialogTitle: 'Connect asset to product & assign home base',
  loadError: (message: string) => `Error loading asset import data: ${message}`,
  endImportTitle: 'End the import process',
  endImportText: "Your data hasn't been imported. Would you like to save progress or end import?",
  deleteTitle: 'Are you sure?',
  deleteText: 'The selected rows will be removed from the list. This action cannot be undone.',
  deleteAllText:
    'All rows are selected for deletion. This will end the import and cannot be undone.',
  detailNote: 'This information will be editable after import.',
  maybeTooltip:
    'The legacy year, make and model connected to this asset is provided for reference and may aid matching a product.',
  ready: 'The assets are ready to be imported.',
  noMoreErrors: 'There are no more errors on this sheet',
  updateSuccess: 'Update Successful',
  productUpdated: 'Product has been updated.',
  resourceUpdateError: 'Error updating reporting designation',
  jobNotAvailable: 'This import has ended; its rows can no longer be changed.',
  jobBusy: 'This import is creating its assets; wait until it finishes.',
  differentProductTitle: 'Different product information',
  differentProductText: (product: string, rows: number) =>
    `${product} does not match the year, make or model the file gives for ${countLabel(rows, 'row')}. Connect it anyway?`,
  noCategory: 'No category available',
} as const;
