import { describe, expect, it } from 'vitest';
import { assetPath, historyPath, parseAssetId } from './routes';

describe('history routes', () => {
  it('links the asset card and a day of its history', () => {
    expect(assetPath(12)).toBe('/assets/all/asset/12');
    expect(historyPath(12, '2026-11-21')).toBe(
      '/assets/all/asset/12/history?selectedDate=2026-11-21',
    );
  });

  it('reads only positive whole ids from the route', () => {
    expect(parseAssetId('42')).toBe(42);
    expect(parseAssetId(undefined)).toBeNull();
    expect(parseAssetId('0')).toBeNull();
    expect(parseAssetId('-3')).toBeNull();
    expect(parseAssetId('4.5')).toBeNull();
    expect(parseAssetId('abc')).toBeNull();
    expect(parseAssetId('99999999999')).toBeNull();
  });
});
