import { CATALOGUE_LIMITS } from './messages';

/** The parts of a product its label is made of (spec 2 §3 "Product label"). */
export interface ProductLabelParts {
  year: number | null;
  make: string | null;
  model: string | null;
  variant: string | null;
}

const joinParts = (parts: ReadonlyArray<string | number | null | undefined>): string =>
  parts
    .map((part) => (part === null || part === undefined ? '' : String(part).trim()))
    .filter((part) => part !== '')
    .join(' ');

/** "2021 Caterpillar 320 GC": year, make, model, variant joined by spaces, empty ones skipped. */
export const productLabel = (product: ProductLabelParts): string =>
  joinParts([product.year, product.make, product.model, product.variant]);

/** spec 2 §3 "Product form fields": the Add Product form's display name. */
export interface ProductFormParts {
  year: number | null;
  manufacturer: string | null;
  model: string | null;
  variant: string | null;
  category: string | null;
}

export const productDisplayName = (form: ProductFormParts): string =>
  joinParts([form.year, form.manufacturer, form.model, form.variant, form.category]);

/** The last year a product can have: next year's models are sold this year (spec 2 §5). */
export const lastProductYear = (now: Date = new Date()): number => now.getFullYear() + 1;

/** The Add Product year choices, newest first: current year + 1 down to 1900 (spec 2 §5). */
export function productYearChoices(now: Date = new Date()): number[] {
  const years: number[] = [];
  for (let year = lastProductYear(now); year >= CATALOGUE_LIMITS.firstYear; year -= 1) {
    years.push(year);
  }
  return years;
}

/**
 * The text products are matched and searched on: lower-cased "make model variant", spaces
 * squeezed. The server writes it into products.match_text; queries are made the same way.
 */
export const productMatchText = (make: string, model: string, variant: string | null): string =>
  joinParts([make, model, variant]).toLowerCase().replace(/\s+/g, ' ');

/** A category path "Earthmoving|Excavators|Mini Excavators" as people read it. */
export const categoryPathLabel = (path: string): string => path.split('|').join(' › ');
