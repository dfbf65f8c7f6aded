import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import zipcodes from 'zipcodes';
import { createZipGazetteer, hasCentre } from './zip-gazetteer';

describe('the offline ZIP gazetteer', () => {
  const gazetteer = createZipGazetteer();

  it('names the town, state and ZIP code around a point', () => {
    // Columbia, Missouri: the demo company's home.
    expect(gazetteer.reverse(38.9498, -92.3273)).toEqual({
      street: null,
      city: 'Columbia',
      state: { abbreviation: 'MO' },
      zip_code: expect.stringMatching(/^652\d\d$/),
    });
    expect(gazetteer.reverse(39.7392, -104.9903)?.city).toBe('Denver');
  });

  it('knows nothing in the middle of the ocean, or of impossible coordinates', () => {
    expect(gazetteer.reverse(30, -40)).toBeNull();
    expect(gazetteer.reverse(Number.NaN, 10)).toBeNull();
    // Military codes with a placeholder centre at 0,0 name nothing there.
    expect(gazetteer.reverse(0, 0)).toBeNull();
  });

  it('finds the same nearest ZIP code as a search through all of them', () => {
    // The package's own lookup walks every ZIP code: slow, but it is the definition of nearest.
    const everywhere = createZipGazetteer(Number.POSITIVE_INFINITY);
    fc.assert(
      fc.property(
        fc.double({ min: 25, max: 49, noNaN: true }),
        fc.double({ min: -124, max: -67, noNaN: true }),
        (latitude, longitude) => {
          const oracle = zipcodes.lookupByCoords(latitude, longitude);
          expect(everywhere.reverse(latitude, longitude)?.zip_code).toBe(oracle?.zip);
        },
      ),
      { numRuns: 80 },
    );
  });

  it('names a ZIP code’s own centre like the search does, even where ZIP codes share it', () => {
    const codes = Object.values(zipcodes.codes).filter(hasCentre);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: codes.length - 1 }), (i) => {
        const code = codes[i];
        if (!code) return;
        const oracle = zipcodes.lookupByCoords(code.latitude, code.longitude);
        expect(gazetteer.reverse(code.latitude, code.longitude)?.zip_code).toBe(oracle?.zip);
      }),
      { numRuns: 40 },
    );
  });

  it('names every ZIP code with a real centre by itself or a code sharing its centre', () => {
    // Exhaustive, not sampled: one bad code among 44,000 is what a sample misses.
    for (const code of Object.values(zipcodes.codes).filter(hasCentre)) {
      const found = gazetteer.reverse(code.latitude, code.longitude)?.zip_code;
      const centre = found ? zipcodes.lookup(found) : undefined;
      expect([centre?.latitude, centre?.longitude], code.zip).toEqual([
        code.latitude,
        code.longitude,
      ]);
    }
  });
});
