import { describe, expect, it } from 'vitest';
import { makeAssetStatus } from './asset-status.fixture';
import { statusReadings } from './status-readings';

describe('status readings (the card’s Status tab)', () => {
  it('lists only what the tracker reported, in groups', () => {
    const groups = statusReadings(makeAssetStatus(), 'F');
    expect(groups.map((g) => g.title)).toEqual(['Engine', 'Motion and meters', 'Tracker']);
    expect(groups[0]?.readings).toEqual([{ label: 'Engine', value: 'Off', at: null }]);
    expect(groups[2]?.readings.map((r) => [r.label, r.value])).toEqual([
      ['Location source', 'Tracker'],
    ]);
  });

  it('shows each engine reading with its time and the user’s temperature unit', () => {
    const status = makeAssetStatus({
      engine_active: true,
      last_engine_on_timestamp: '2026-11-24T08:00:00.000Z',
      odometer: 73845.99,
      hours: 1234.56,
      direction: 205,
    });
    status.telemetry.coolant_temperature = 90;
    status.telemetry.coolant_temperature_timestamp = '2026-11-24T09:00:00.000Z';
    status.telemetry.engine_oil_pressure = 300;
    status.telemetry.battery_voltage = 13.84;
    const f = statusReadings(status, 'F');
    const engine = f.find((g) => g.title === 'Engine')?.readings ?? [];
    expect(engine).toEqual([
      { label: 'Engine', value: 'On', at: '2026-11-24T08:00:00.000Z' },
      { label: 'Coolant temperature', value: '194 °F', at: '2026-11-24T09:00:00.000Z' },
      { label: 'Oil pressure', value: '44 psi', at: null },
      { label: 'Battery voltage', value: '13.8 V', at: null },
    ]);
    const c = statusReadings(status, 'C').find((g) => g.title === 'Engine')?.readings ?? [];
    expect(c[1]?.value).toBe('90 °C');
    const motion = f.find((g) => g.title === 'Motion and meters')?.readings ?? [];
    expect(motion.map((r) => r.value)).toEqual(['0 mph', '205° SW', '73,846 mi', '1,234.6 h']);
  });

  it('reads a lift’s machine facts as yes and no', () => {
    const status = makeAssetStatus({
      battery_state_of_charge: 64,
      platform_stowed: true,
      overload: false,
      uts_pitch: 1.25,
      uts_roll: null,
      location_source: 2,
      regen_state: 3,
    });
    const groups = statusReadings(status, 'F');
    expect(
      groups.find((g) => g.title === 'Machine')?.readings.map((r) => [r.label, r.value]),
    ).toEqual([
      ['Battery charge', '64%'],
      ['Platform stowed', 'Yes'],
      ['Overloaded', 'No'],
      ['Tilt (pitch / roll)', '1.3° / —'],
    ]);
    expect(groups[0]?.readings.at(-1)).toEqual({
      label: 'DPF regeneration',
      value: 'Needed',
      at: null,
    });
    expect(groups.at(-1)?.readings[0]?.value).toBe('Manual');
  });
});
