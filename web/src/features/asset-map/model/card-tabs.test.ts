import { describe, expect, it } from 'vitest';
import { cardEditPath, cardTab, cardTabPath, isCardEditPath } from './card-tabs';

describe('card tabs (spec 1 §2)', () => {
  it("reads a rental card's tab from the path", () => {
    expect(cardTab('/assets/all/rentals/12')).toBe('overview');
    expect(cardTab('/assets/all/rentals/12/overview')).toBe('overview');
    expect(cardTab('/assets/all/rentals/12/access/log')).toBe('access');
    expect(cardTab('/assets/all/rentals/12/status')).toBe('status');
    expect(cardTab('/assets/all/rentals/12/service')).toBe('service');
    expect(cardTab('/assets/all/rentals/12/service/work-orders')).toBe('work-orders');
    expect(cardTab('/geofences/3/rentals/12/service/work-orders/')).toBe('work-orders');
  });

  it("reads an asset card's tab from the path", () => {
    expect(cardTab('/assets/all/asset/7')).toBe('overview');
    expect(cardTab('/assets/all/asset/7/access/log')).toBe('access');
    expect(cardTab('/assets/all/asset/7/service/work-orders')).toBe('work-orders');
    expect(cardTab('/geofences/3/asset/7/status')).toBe('status');
    expect(cardTab('/assets/all/asset/7/unknown')).toBe('overview');
  });

  it('builds the path of another tab, keeping the geofence', () => {
    expect(cardTabPath('/geofences/3/rentals/12/status', 'work-orders')).toBe(
      '/geofences/3/rentals/12/service/work-orders',
    );
    expect(cardTabPath('/assets/all/rentals/12', 'overview')).toBe(
      '/assets/all/rentals/12/overview',
    );
    // An asset card's overview is its bare path (spec 1 §2 lists no /overview for assets).
    expect(cardTabPath('/assets/all/asset/7/service', 'overview')).toBe('/assets/all/asset/7');
    expect(cardTabPath('/assets/all/asset/7', 'access')).toBe('/assets/all/asset/7/access/log');
  });
});

describe('the edit path of an asset card', () => {
  it('is the asset card path with /edit, never a rental card', () => {
    expect(isCardEditPath('/assets/all/asset/12/edit')).toBe(true);
    expect(isCardEditPath('/assets/all/asset/12/edit/')).toBe(true);
    expect(isCardEditPath('/assets/all/asset/12/status')).toBe(false);
    expect(isCardEditPath('/assets/all/rentals/12/edit')).toBe(false);
    expect(cardEditPath('/geofences/4/asset/12/service')).toBe('/geofences/4/asset/12/edit');
  });
});
