import { describe, expect, it } from 'vitest';
import { manualAddressAttributes, manualAddressOverrides } from './manual-address';

describe('a manual location’s address', () => {
  it('travels in the position’s attributes and comes back as the status address', () => {
    const attributes = manualAddressAttributes({
      street: '7575 N Route Z',
      city: 'Columbia',
      state: 'mo',
      zip_code: '65202',
    });
    expect(manualAddressOverrides({ source: 'manual', ...attributes })).toEqual({
      street: '7575 N Route Z',
      city: 'Columbia',
      state: { abbreviation: 'MO' },
      zip_code: '65202',
    });
  });

  it('clears the parts it does not state', () => {
    expect(manualAddressOverrides(manualAddressAttributes({ city: 'Ashland' }))).toEqual({
      street: null,
      city: 'Ashland',
      state: null,
      zip_code: null,
    });
  });

  it('leaves the address to the geocoder when it states none', () => {
    expect(manualAddressOverrides({ source: 'manual', userId: 3 })).toEqual({});
  });
});
