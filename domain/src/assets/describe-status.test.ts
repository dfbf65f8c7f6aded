import { describe, expect, it } from 'vitest';
import { makeAssetStatus } from './asset-status.fixture';
import { describeStatus } from './describe-status';

const NOW = Date.parse('2024-06-01T12:00:00.000Z');
const vehicle = { has_tracker: true, asset_type_id: 1, is_ble_node: false };

describe('describeStatus', () => {
  it('puts the pieces together for a driving, recently synced vehicle', () => {
    const status = makeAssetStatus({
      engine_active: true,
      speed: 61.7,
      last_checkin_timestamp: '2024-06-01T11:59:00.000Z',
      battery_percent: 80,
    });
    expect(describeStatus(vehicle, status, NOW)).toEqual({
      displayStatus: 'driving',
      mapVisualIndicator: 'DRIVING',
      legendIndicator: 'DRIVING',
      sync: 'Synced',
      movementLabel: 'Driving / Synced',
      batteryLevel: 'GOOD',
      locationText: 'Driving',
      badge: { text: '62 mph', color: 'success' },
    });
  });

  it('shows an idling vehicle with a delayed check-in', () => {
    const status = makeAssetStatus({
      engine_active: true,
      start_idle_timestamp: '2024-06-01T02:00:00.000Z',
      last_checkin_timestamp: '2024-06-01T02:00:00.000Z',
      battery_percent: 30,
      geofences: [{ geofence_id: 4, name: 'Yard' }],
    });
    expect(describeStatus(vehicle, status, NOW)).toEqual({
      displayStatus: 'idling',
      mapVisualIndicator: 'IDLING',
      legendIndicator: 'IDLING',
      sync: 'Delayed Sync',
      movementLabel: 'Idling / Delayed Sync',
      batteryLevel: 'FAIR',
      locationText: '1 Main St, Austin, TX 78701 (Yard)',
      badge: { text: 'Idling', color: 'warning' },
    });
  });

  it('puts an out-of-sync tracked asset under OUT_OF_SYNC in the legend', () => {
    const description = describeStatus(vehicle, makeAssetStatus({}), NOW);
    expect(description.mapVisualIndicator).toBe('OFF');
    expect(description.sync).toBe('Out of Sync');
    expect(description.legendIndicator).toBe('OUT_OF_SYNC');
    expect(description.badge).toBeNull();
  });

  it('keeps a manual location out of OUT_OF_SYNC', () => {
    const description = describeStatus(vehicle, makeAssetStatus({ location_source: 2 }), NOW);
    expect(description.legendIndicator).toBe('MANUAL_LOCATION');
    expect(description.movementLabel).toBe('Manual Location / Out of Sync');
  });

  it('describes an asset without a status row from what is known', () => {
    expect(describeStatus({ ...vehicle, has_tracker: false }, null, NOW)).toEqual({
      displayStatus: null,
      mapVisualIndicator: 'NO_TRACKER',
      legendIndicator: 'NO_TRACKER',
      sync: 'Out of Sync',
      movementLabel: null,
      batteryLevel: 'UNKNOWN',
      locationText: null,
      badge: null,
    });
    expect(describeStatus(vehicle, null, NOW).legendIndicator).toBe('OUT_OF_SYNC');
  });
});
