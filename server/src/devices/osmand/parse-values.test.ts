import { describe, expect, it } from 'vitest';
import { attributeValue, numberFrom, parseDecimal, parseFlag } from './parse-values';

describe('parseDecimal', () => {
  it.each([
    ['12', 12],
    ['-92.3273', -92.3273],
    ['+1.5', 1.5],
    ['.5', 0.5],
    ['5.', 5],
    ['1e-7', 1e-7],
    [' 3 ', 3],
  ])('reads %s', (raw, expected) => {
    expect(parseDecimal(raw)).toBe(expected);
  });

  it.each(['', ' ', '0x1A', 'Infinity', 'NaN', '1,5', '1.2.3', '1e999', '--1'])(
    'refuses %j',
    (raw) => {
      expect(parseDecimal(raw)).toBeUndefined();
    },
  );
});

describe('numberFrom', () => {
  it('takes finite numbers and numeric strings only', () => {
    expect(numberFrom(4.5)).toBe(4.5);
    expect(numberFrom('4.5')).toBe(4.5);
    expect(numberFrom(Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(numberFrom(true)).toBeUndefined();
    expect(numberFrom(null)).toBeUndefined();
  });
});

describe('parseFlag', () => {
  it('reads true/false in any case and 1/0', () => {
    expect(['true', 'TRUE', '1'].map(parseFlag)).toEqual([true, true, true]);
    expect(['false', 'False', '0'].map(parseFlag)).toEqual([false, false, false]);
    expect(['yes', '', '2'].map(parseFlag)).toEqual([undefined, undefined, undefined]);
  });
});

describe('attributeValue', () => {
  it.each([
    ['42', 42],
    ['-71', -71],
    ['42.50', 42.5],
    ['0.5', 0.5],
    ['1e3', 1000],
    ['true', true],
    ['false', false],
    ['True', 'True'], // only the protocol's spelling becomes a boolean
    ['007', '007'],
    ['89014103211118510720', '89014103211118510720'],
    ['12ab', '12ab'],
    ['', ''],
  ])('keeps %j as %j', (raw, expected) => {
    expect(attributeValue(raw)).toBe(expected);
  });
});
