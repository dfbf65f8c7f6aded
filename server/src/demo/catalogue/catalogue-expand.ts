import { DEMO_CATALOGUE, EMPTY_CATEGORIES } from './catalogue-data';

/** One demo product as the seed inserts it. */
export interface DemoProduct {
  make: string;
  categoryPath: string;
  model: string;
  variant: string | null;
  year: number;
  partNumber: string;
}

/** Every product of the compact catalogue: a model in each of its years, plain and per variant. */
export function expandDemoCatalogue(): DemoProduct[] {
  const out: DemoProduct[] = [];
  for (const [make, lines] of Object.entries(DEMO_CATALOGUE)) {
    for (const [categoryPath, models] of lines) {
      for (const [model, first, last, variants = []] of models) {
        for (let year = first; year <= last; year += 1) {
          for (const variant of [null, ...variants]) {
            const code = `${make.slice(0, 3)}-${model}${variant ? `-${variant}` : ''}-${year}`;
            out.push({
              make,
              categoryPath,
              model,
              variant,
              year,
              partNumber: code.toUpperCase().replace(/[^A-Z0-9-]/g, ''),
            });
          }
        }
      }
    }
  }
  return out;
}

/**
 * Every category path the catalogue needs, parents before children ("Earthmoving" before
 * "Earthmoving|Excavators"), the empty ones included.
 */
export function demoCategoryPaths(products: readonly DemoProduct[]): string[] {
  const paths = new Set<string>();
  for (const path of [...products.map((p) => p.categoryPath), ...EMPTY_CATEGORIES]) {
    const segments = path.split('|');
    for (let i = 1; i <= segments.length; i += 1) paths.add(segments.slice(0, i).join('|'));
  }
  return [...paths].sort((a, b) => a.split('|').length - b.split('|').length || a.localeCompare(b));
}
