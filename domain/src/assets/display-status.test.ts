import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { makeAssetStatus } from './asset-status.fixture';
import {
  TRACKER_DISPLAY_STATUSES,
  trackerDisplayStatus,
  type DisplayStatusAsset,
  type DisplayStatusFacts,
  type TrackerDisplayStatus,
} from './display-status';

const T = '2024-06-01T10:00:00.000Z';
const VEHICLE = 1;
const EQUIPMENT = 2;

interface Trigger {
  name: string;
  expected: TrackerDisplayStatus;
  asset: Partial<DisplayStatusAsset>;
  status: Partial<DisplayStatusFacts>;
}

/** The smallest facts that make each rule of spec 1 §4 hold, highest priority first. */
const TRIGGERS: Trigger[] = [
  { name: 'manual', expected: 'manual_location', asset: {}, status: { location_source: 2 } },
  {
    name: 'out of lock',
    expected: 'not_communicating',
    asset: {},
    status: { out_of_lock_timestamp: T },
  },
  { name: 'hauled', expected: 'being_hauled', asset: {}, status: { is_being_hauled: true } },
  {
    name: 'idle timer',
    expected: 'idling',
    asset: { asset_type_id: VEHICLE },
    status: { engine_active: true, start_idle_timestamp: T },
  },
  {
    name: 'moving',
    expected: 'driving',
    asset: { asset_type_id: VEHICLE },
    status: { engine_active: true, speed: 35 },
  },
  {
    name: 'equipment engine on',
    expected: 'running',
    asset: { asset_type_id: EQUIPMENT },
    status: { engine_active: true },
  },
  {
    name: 'engine on, still, not idling',
    expected: 'running',
    asset: { asset_type_id: VEHICLE },
    status: { engine_active: true, speed: 0, start_idle_timestamp: null },
  },
  {
    name: 'BLE node, engine off',
    expected: 'bluetooth_node',
    asset: { is_ble_node: true },
    status: { engine_active: false },
  },
  {
    name: 'engine off, not BLE',
    expected: 'off',
    asset: { is_ble_node: false },
    status: { engine_active: false },
  },
];

const baseAsset: DisplayStatusAsset = { asset_type_id: VEHICLE, is_ble_node: false };

function run(asset: Partial<DisplayStatusAsset>, status: Partial<DisplayStatusFacts>) {
  return trackerDisplayStatus({ ...baseAsset, ...asset }, makeAssetStatus(status));
}

/** Both sets of facts at once, or null when they contradict each other (cannot co-occur). */
function merge<T extends object>(a: Partial<T>, b: Partial<T>): Partial<T> | null {
  for (const key of Object.keys(b) as (keyof T)[]) {
    if (key in a && a[key] !== b[key]) return null;
  }
  return { ...a, ...b };
}

describe('trackerDisplayStatus', () => {
  it('is off for a parked, tracked asset with nothing reported', () => {
    expect(run({}, {})).toBe('off');
  });

  it.each(TRIGGERS)('$name alone → $expected', ({ asset, status, expected }) => {
    expect(run(asset, status)).toBe(expected);
  });

  // Every pair of rules that can hold together: the higher one must win.
  const pairs = TRIGGERS.flatMap((higher, i) =>
    TRIGGERS.slice(i + 1).flatMap((lower) => {
      const asset = merge(higher.asset, lower.asset);
      const status = merge(higher.status, lower.status);
      if (asset === null || status === null || higher.expected === lower.expected) return [];
      return [{ higher: higher.name, lower: lower.name, asset, status, expected: higher.expected }];
    }),
  );

  it('covers every pair that can co-occur', () => {
    // manual/out-of-lock/hauled with each other (3) and with the 6 rules below them (18), plus
    // idle timer with moving (1); the rest contradict (engine on vs off, vehicle vs equipment).
    expect(pairs).toHaveLength(22);
  });

  it.each(pairs)('$higher beats $lower', ({ asset, status, expected }) => {
    expect(run(asset, status)).toBe(expected);
  });

  it('never lets equipment idle or drive', () => {
    expect(
      run(
        { asset_type_id: EQUIPMENT },
        { engine_active: true, speed: 40, start_idle_timestamp: T },
      ),
    ).toBe('running');
  });

  it('treats any type other than equipment as able to idle and drive', () => {
    expect(run({ asset_type_id: 7 }, { engine_active: true, start_idle_timestamp: T })).toBe(
      'idling',
    );
    expect(run({ asset_type_id: 7 }, { engine_active: true, speed: 5 })).toBe('driving');
  });

  it('reads a missing or negative speed as not moving', () => {
    expect(run({}, { engine_active: true, speed: null })).toBe('running');
    expect(run({}, { engine_active: true, speed: -3 })).toBe('running');
    expect(run({}, { engine_active: true, speed: 0.1 })).toBe('driving');
  });

  it('lets a running engine beat the BLE node rule', () => {
    expect(run({ is_ble_node: true }, { engine_active: true })).toBe('running');
  });

  it('ignores speed and idle timer while the engine is off', () => {
    expect(run({}, { engine_active: false, speed: 50, start_idle_timestamp: T })).toBe('off');
  });

  it('only location_source 2 is manual', () => {
    expect(run({}, { location_source: 1 })).toBe('off');
    expect(run({}, { location_source: null })).toBe('off');
  });

  it('treats a blank timestamp as absent', () => {
    expect(run({}, { out_of_lock_timestamp: '' })).toBe('off');
    expect(run({}, { engine_active: true, start_idle_timestamp: '  ' })).toBe('running');
  });

  it('for any facts: the first rule of spec 1 §4 that holds, read literally', () => {
    const has = (value: string | null) => value !== null && value.trim() !== '';
    const facts = fc.record({
      asset: fc.record({
        asset_type_id: fc.constantFrom(1, 2, 3),
        is_ble_node: fc.boolean(),
      }),
      status: fc.record({
        location_source: fc.constantFrom(null, 1, 2),
        out_of_lock_timestamp: fc.constantFrom(null, '', T),
        is_being_hauled: fc.boolean(),
        engine_active: fc.boolean(),
        start_idle_timestamp: fc.constantFrom(null, '', T),
        speed: fc.oneof(fc.constant(null), fc.constantFrom(-1, 0, 0.5, 60)),
      }),
    });
    fc.assert(
      fc.property(facts, ({ asset, status }) => {
        const equipment = asset.asset_type_id === 2;
        const engine = status.engine_active;
        const moving = (status.speed ?? 0) > 0;
        const idle = has(status.start_idle_timestamp);
        const rules: [TrackerDisplayStatus, boolean][] = [
          ['manual_location', status.location_source === 2],
          ['not_communicating', has(status.out_of_lock_timestamp)],
          ['being_hauled', status.is_being_hauled],
          ['idling', engine && !equipment && idle],
          ['driving', engine && !equipment && moving],
          ['running', (equipment && engine) || (engine && !moving && !idle)],
          ['bluetooth_node', !engine && asset.is_ble_node],
          ['off', true],
        ];
        const expected = rules.find(([, holds]) => holds)?.[0];
        expect(trackerDisplayStatus(asset, status)).toBe(expected);
        expect(TRACKER_DISPLAY_STATUSES).toContain(expected);
      }),
    );
  });
});
