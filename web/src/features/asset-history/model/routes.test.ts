import { describe, expect, it } from 'vitest';
import { assetPath, historyPath, parseRouteId, subjectApiPath, subjectPath } from './routes';

describe('history routes', () => {
  it('links the asset card and a day of its history', () => {
    expect(assetPath(12)).toBe('/assets/all/asset/12');
    expect(historyPath(12, '2026-11-21')).toBe(
      '/assets/all/asset/12/history?selectedDate=2026-11-21',
    );
  });

  it('links a rental’s card and reads its data from the rental calls', () => {
    expect(subjectPath({ kind: 'rental', id: 40 })).toBe('/assets/all/rentals/40');
    expect(subjectPath({ kind: 'asset', id: 12 })).toBe('/assets/all/asset/12');
    expect(subjectApiPath({ kind: 'rental', id: 40 })).toBe('/rentals/40');
    expect(subjectApiPath({ kind: 'asset', id: 12 })).toBe('/assets/12');
  });

  it('reads only positive whole ids from the route', () => {
    expect(parseRouteId('42')).toBe(42);
    expect(parseRouteId(undefined)).toBeNull();
    expect(parseRouteId('0')).toBeNull();
    expect(parseRouteId('-3')).toBeNull();
    expect(parseRouteId('4.5')).toBeNull();
    expect(parseRouteId('abc')).toBeNull();
    expect(parseRouteId('99999999999')).toBeNull();
  });
});
