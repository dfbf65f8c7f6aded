import { describe, expect, it } from 'vitest';
import { LANDING_PAGES, navEntryForPath } from '@fleet/domain';
import { AREAS, areaRoutePath } from './areas';

describe('area routes', () => {
  it('cover every landing page, so the landing redirect can never loop', () => {
    const areaPaths = new Set(AREAS.map((area) => area.entry.path));
    for (const page of LANDING_PAGES) {
      const owner = navEntryForPath(page.path);
      expect(owner && areaPaths.has(owner.path), page.path).toBe(true);
    }
  });

  it('own their sub-paths', () => {
    const alerts = AREAS.find((area) => area.entry.path === '/alerts');
    expect(alerts && areaRoutePath(alerts.entry)).toBe('alerts/*');
  });
});
