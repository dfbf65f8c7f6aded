import { describe, expect, it } from 'vitest';
import { assetCardPath, statusMapPath, utilizationPath } from './dashboard-links';

describe('dashboard links', () => {
  it('filters the map by status, or by having no tracker', () => {
    expect(statusMapPath('being_hauled')).toBe('/assets/all?f_asset=being_hauled');
    expect(new URLSearchParams(statusMapPath('no_tracker').split('?')[1]).get('f_trackers')).toBe(
      'no tracker',
    );
  });

  it('opens the rental utilization view over the tile’s days', () => {
    expect(utilizationPath('2026-04-28', '2026-05-04')).toBe(
      '/rentals/utilization?start=2026-04-28&end=2026-05-04',
    );
  });

  it('opens an asset’s card, or its Service tab, coming back to the dashboard', () => {
    expect(assetCardPath(12)).toBe('/assets/all/asset/12?returnTo=%2Fdashboard');
    expect(assetCardPath(12, 'service')).toBe('/assets/all/asset/12/service?returnTo=%2Fdashboard');
  });
});
