import { describe, expect, it } from 'vitest';
import * as domain from '../index';

describe('domain exports', () => {
  it('offers the asset status rules and contracts from the package root', () => {
    for (const name of [
      'ASSET_TYPE',
      'MAP_VISUAL_INDICATORS',
      'assetStatus',
      'trackerDisplayStatus',
      'mapVisualIndicatorFor',
      'legendIndicator',
      'syncStatus',
      'movementLabel',
      'batteryLevel',
      'worstBrakeStatus',
      'regenLevel',
      'locationText',
      'statusBadge',
      'roundHeadingDown',
      'assetAttributes',
      'describeStatus',
    ]) {
      expect(domain, name).toHaveProperty(name);
    }
  });
});
