import { describe, expect, it } from 'vitest';
import { makeAssetStatus } from './asset-status.fixture';
import { statusInfoItems } from './status-info';

describe('status info items (spec 1 §2 card panels)', () => {
  it('says nothing about a healthy, synced, parked asset', () => {
    expect(statusInfoItems(makeAssetStatus({ battery_percent: 90 }), 'Synced')).toEqual([]);
  });

  it('puts what needs acting on first, with when it began', () => {
    const items = statusInfoItems(
      makeAssetStatus({
        location_source: 2,
        unplugged: true,
        unplugged_timestamp: '2026-11-20T10:00:00.000Z',
        ble_low_battery: true,
        regen_state: 3,
      }),
      'Delayed Sync',
    );
    expect(items.map((item) => [item.label, item.variant])).toEqual([
      ['Tracker unplugged', 'danger'],
      ['DPF regeneration needed', 'danger'],
      ['Delayed Sync', 'warning'],
      ['Bluetooth tag battery low', 'warning'],
      ['Manual location', 'default'],
    ]);
    expect(items[0]?.since).toBe('2026-11-20T10:00:00.000Z');
  });

  it('names a tracker that stopped reporting once, not also as out of sync', () => {
    const items = statusInfoItems(
      makeAssetStatus({ out_of_lock_timestamp: '2026-11-01T00:00:00.000Z' }),
      'Out of Sync',
    );
    expect(items.map((item) => item.key)).toEqual(['not-communicating']);
  });

  it('follows the spec’s regen thresholds and the worst brake reading', () => {
    const regen = (state: number) =>
      statusInfoItems(makeAssetStatus({ regen_state: state }), 'Synced').map((i) => i.label);
    expect(regen(0)).toEqual([]);
    expect(regen(1)).toEqual(['DPF regeneration due']);
    expect(regen(2)).toEqual(['DPF regeneration due']);
    expect(regen(3)).toEqual(['DPF regeneration needed']);
    const brakes = statusInfoItems(makeAssetStatus({ brake_statuses: { a: 1, b: 2 } }), 'Synced');
    expect(brakes.map((i) => [i.label, i.variant])).toEqual([['Brakes warning', 'warning']]);
  });

  it('flags the lift’s own conditions and low fuel and battery', () => {
    const status = makeAssetStatus({
      overload: true,
      platform_stowed: false,
      is_locked: true,
      charger_plugged_in: true,
      battery_percent: 10,
    });
    status.telemetry.fuel_level = 12;
    expect(statusInfoItems(status, 'Synced').map((i) => i.key)).toEqual([
      'overload',
      'tracker-battery',
      'fuel-low',
      'platform-not-stowed',
      'locked',
      'charger-plugged-in',
    ]);
  });
});
