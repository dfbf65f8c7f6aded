import { describe, expect, it } from 'vitest';
import { DEMO_KINDS } from '../fleet/catalogue';
import { demoCategoryPaths, expandDemoCatalogue } from './catalogue-expand';

describe('the demo catalogue', () => {
  const products = expandDemoCatalogue();

  it('has hundreds of products over dozens of makes', () => {
    expect(products.length).toBeGreaterThan(300);
    expect(new Set(products.map((p) => p.make)).size).toBeGreaterThanOrEqual(30);
    const keys = products.map((p) => `${p.make}|${p.model}|${p.variant}|${p.year}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('holds every model of the demo fleet in every year the fleet has', () => {
    const have = new Set(
      products.filter((p) => !p.variant).map((p) => `${p.make}|${p.model}|${p.year}`),
    );
    for (const kind of DEMO_KINDS) {
      for (const [make, model] of kind.models) {
        for (let year = 2014; year <= 2025; year += 1) {
          expect(have.has(`${make}|${model}|${year}`), `${year} ${make} ${model}`).toBe(true);
        }
      }
    }
  });

  it('lists parents before children', () => {
    const paths = demoCategoryPaths(products);
    expect(paths.indexOf('Earthmoving')).toBeLessThan(paths.indexOf('Earthmoving|Excavators'));
    expect(paths).toContain('Vehicles|Electric Vans');
  });
});
