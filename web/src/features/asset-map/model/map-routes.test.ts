import { describe, expect, it } from 'vitest';
import { assetCardPath, cardApiPath, historyPath, parseMapRoute, safeReturnTo } from './map-routes';

describe('map routes', () => {
  it('reads the asset or rental a map path opens', () => {
    expect(parseMapRoute('/assets/all')).toEqual({ geofenceId: null, target: null });
    expect(parseMapRoute('/assets/all/asset/12')).toEqual({
      geofenceId: null,
      target: { kind: 'asset', assetId: 12 },
    });
    expect(parseMapRoute('/assets/all/rentals/5/history')).toEqual({
      geofenceId: null,
      target: { kind: 'rental', rentalId: 5 },
    });
    expect(parseMapRoute('/geofences/3/asset/12')).toEqual({
      geofenceId: 3,
      target: { kind: 'asset', assetId: 12 },
    });
  });

  it('reads nothing from other paths', () => {
    for (const path of ['/assets', '/assets/allx', '/assets/all/asset/x', '/inventory']) {
      expect(parseMapRoute(path)).toEqual({ geofenceId: null, target: null });
    }
  });

  it('sends a marker click to the asset, or to its rental when on rent (spec 1 §2)', () => {
    expect(assetCardPath({ asset_id: 12, rental_id: null }, null)).toBe('/assets/all/asset/12');
    expect(assetCardPath({ asset_id: 12, rental_id: 40 }, null)).toBe('/assets/all/rentals/40');
    expect(assetCardPath({ asset_id: 12, rental_id: null }, 3)).toBe('/geofences/3/asset/12');
    expect(assetCardPath({ asset_id: 12, rental_id: 40 }, 3)).toBe('/geofences/3/rentals/40');
  });

  it('links the history of the day', () => {
    expect(historyPath({ kind: 'asset', assetId: 12 }, '2026-05-01')).toBe(
      '/assets/all/asset/12/history?selectedDate=2026-05-01',
    );
    expect(historyPath({ kind: 'rental', rentalId: 40 }, '2026-05-01')).toBe(
      '/assets/all/rentals/40/history?selectedDate=2026-05-01',
    );
  });

  it('only returns to paths inside the app', () => {
    expect(safeReturnTo('/inventory?assetId=3')).toBe('/inventory?assetId=3');
    expect(safeReturnTo('https://example.com')).toBeNull();
    expect(safeReturnTo('//example.com')).toBeNull();
    expect(safeReturnTo(null)).toBeNull();
  });

  it('asks the rental calls for a rental’s card (spec 1 §7 `/{assets|rentals}/{id}/…`)', () => {
    expect(cardApiPath({ kind: 'asset', assetId: 12 })).toBe('/assets/12');
    expect(cardApiPath({ kind: 'rental', rentalId: 40 })).toBe('/rentals/40');
  });
});
