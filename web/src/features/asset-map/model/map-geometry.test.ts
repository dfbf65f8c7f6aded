import { describe, expect, it } from 'vitest';
import { type Geofence } from '../api/get-geofences';
import { geofenceFeatureCollection } from '../../../lib/map/geofence-features';
import { hoverCardPosition } from './hover-position';

describe('hover card position', () => {
  const card = { width: 280, height: 200 };
  const map = { width: 1000, height: 700 };

  it('sits below right of the pointer', () => {
    expect(hoverCardPosition({ x: 100, y: 100 }, card, map)).toEqual({ left: 114, top: 114 });
  });

  it('flips to the left and above near the right and bottom edges', () => {
    expect(hoverCardPosition({ x: 900, y: 650 }, card, map)).toEqual({ left: 606, top: 436 });
  });

  it('stays inside a map smaller than its usual room', () => {
    const small = { width: 300, height: 220 };
    const { left, top } = hoverCardPosition({ x: 150, y: 110 }, card, small);
    expect(left).toBeGreaterThanOrEqual(8);
    expect(top).toBeGreaterThanOrEqual(8);
  });
});

describe('geofence features', () => {
  const square: Geofence = {
    geofence_id: 1,
    name: 'Columbia Yard',
    geofence_type_id: 1,
    alert_enter: true,
    alert_exit: false,
    geojson: {
      type: 'Polygon',
      coordinates: [
        [
          [-92.3, 38.9],
          [-92.2, 38.9],
          [-92.2, 39],
          [-92.3, 38.9],
        ],
      ],
    },
    asset_ids_in_geofence: [4, 5],
  };

  it('draws each geofence with its id, name and asset count', () => {
    const collection = geofenceFeatureCollection([
      square,
      { ...square, geofence_id: 2, asset_ids_in_geofence: undefined },
    ]);
    expect(collection.features).toHaveLength(2);
    expect(collection.features[1]?.properties.assetCount).toBe(0);
    expect(collection.features[0]?.properties).toEqual({
      geofenceId: 1,
      name: 'Columbia Yard',
      assetCount: 2,
    });
    expect(collection.features[0]?.geometry).toBe(square.geojson);
  });
});
