import { describe, expect, it } from 'vitest';
import { statusBadge } from './status-badge';

const vehicle = { asset_type_id: 1 };
const equipment = { asset_type_id: 2 };

describe('statusBadge', () => {
  it('shows the speed in whole mph while driving', () => {
    expect(statusBadge(vehicle, 'driving', { speed: 42.4 })).toEqual({
      text: '42 mph',
      color: 'success',
    });
    expect(statusBadge(vehicle, 'driving', { speed: 42.5 })).toEqual({
      text: '43 mph',
      color: 'success',
    });
    expect(statusBadge(equipment, 'driving', { speed: 3 })).toEqual({
      text: '3 mph',
      color: 'success',
    });
  });

  it('falls back to the engine-on text when the speed rounds to 0 mph', () => {
    expect(statusBadge(vehicle, 'driving', { speed: 0.4 })).toEqual({
      text: 'Driving',
      color: 'success',
    });
  });

  it('warns while idling', () => {
    expect(statusBadge(vehicle, 'idling', { speed: 0 })).toEqual({
      text: 'Idling',
      color: 'warning',
    });
  });

  it('says Driving for a vehicle and Running for anything else with the engine on', () => {
    expect(statusBadge(vehicle, 'running', { speed: 0 })).toEqual({
      text: 'Driving',
      color: 'success',
    });
    expect(statusBadge(equipment, 'running', { speed: 12 })).toEqual({
      text: 'Running',
      color: 'success',
    });
    expect(statusBadge({ asset_type_id: 7 }, 'running', { speed: null })).toEqual({
      text: 'Running',
      color: 'success',
    });
  });

  it('marks a hauled asset', () => {
    expect(statusBadge(equipment, 'being_hauled', { speed: 55 })).toEqual({
      text: 'Being Hauled',
      color: 'warning',
    });
  });

  it.each(['manual_location', 'not_communicating', 'bluetooth_node', 'off'] as const)(
    'shows nothing for %s',
    (displayStatus) => {
      expect(statusBadge(vehicle, displayStatus, { speed: 30 })).toBeNull();
    },
  );
});
