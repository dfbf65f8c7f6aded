import { describe, expect, it } from 'vitest';
import { rentalCardTab, rentalCardTabPath } from './rental-card-tabs';

describe('rental card tabs (spec 1 §2)', () => {
  it('reads the tab from the path', () => {
    expect(rentalCardTab('/assets/all/rentals/12')).toBe('overview');
    expect(rentalCardTab('/assets/all/rentals/12/overview')).toBe('overview');
    expect(rentalCardTab('/assets/all/rentals/12/access/log')).toBe('access');
    expect(rentalCardTab('/assets/all/rentals/12/status')).toBe('status');
    expect(rentalCardTab('/assets/all/rentals/12/service')).toBe('service');
    expect(rentalCardTab('/assets/all/rentals/12/service/work-orders')).toBe('work-orders');
    expect(rentalCardTab('/geofences/3/rentals/12/service/work-orders/')).toBe('work-orders');
  });

  it('builds the path of another tab, keeping the geofence', () => {
    expect(rentalCardTabPath('/geofences/3/rentals/12/status', 'work-orders')).toBe(
      '/geofences/3/rentals/12/service/work-orders',
    );
    expect(rentalCardTabPath('/assets/all/rentals/12', 'overview')).toBe(
      '/assets/all/rentals/12/overview',
    );
  });
});
