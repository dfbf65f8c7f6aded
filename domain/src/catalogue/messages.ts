/**
 * The catalogue's and reporting designations' sentences (spec 2 §5, §8), used verbatim by the
 * server and the web client, and the constants of spec 2 §9 they work with.
 */
export const CATALOGUE_MESSAGES = {
  required: 'This field is required.',
  manufacturerExists: 'Manufacturer already exists.',
  archivedManufacturer: 'Archived Manufacturer',
  archivedManufacturerText:
    'A manufacturer with this name was archived. Restore it to use it again, or cancel.',
  manufacturerNotFound: 'Manufacturer not found.',
  manufacturerNotArchived: 'This manufacturer is not archived.',
  categoriesWithProducts: 'Only categories with products can be selected',
  categoryNotFound: 'Category not found.',
  productNotFound: 'Product not found.',
  productExists: 'This product already exists.',
  yearRange: (max: number) => `Choose a year from 1900 to ${max}.`,
  locationRequired: 'A location reporting designation must be selected.',
  onePerRoot: (root: string) => `Choose at most one reporting designation under ${root}.`,
  resourceNotFound: 'Reporting designation not found.',
  noResults: 'No results found',
  noResultsFor: (query: string) => `No results found for '${query}'`,
  designationsLoadFailed: 'A problem occurred loading reporting designations',
  designationUpdateFailed: 'Error updating reporting designation',
  tryAgain: 'Please try again.',
  updateSuccessful: 'Update Successful',
  productUpdated: 'Product has been updated.',
  productsFound: 'Products found',
  clearFilters: 'Clear filters',
  addNewProduct: 'Add new product',
} as const;

/** spec 2 §9 "Import and catalogue". */
export const CATALOGUE_LIMITS = {
  pageSize: 20,
  maxPageSize: 100,
  facetPageSize: 50,
  productSearchDebounceMs: 300,
  treeSearchDebounceMs: 200,
  makeRetryCount: 10,
  makeRetryIntervalMs: 1000,
  firstYear: 1900,
  /** Reporting designations an asset can hold at once (one per top-level root). */
  maxAssetResources: 20,
  nameLength: 100,
  queryLength: 200,
} as const;
