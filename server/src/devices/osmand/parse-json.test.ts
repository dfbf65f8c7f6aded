import { describe, expect, it } from 'vitest';
import { parseOsmandJson } from './parse-json';
import { onlyPosition, positionsOf, reasonOf, RECEIVED_AT } from './test-helpers';

/** A location as Traccar Client sends it (background-geolocation's location object). */
function clientLocation(overrides: Record<string, unknown> = {}) {
  return {
    timestamp: '2026-11-22T10:00:00.000Z',
    coords: {
      latitude: 38.9498,
      longitude: -92.3273,
      accuracy: 12.5,
      speed: 10,
      heading: 90,
      altitude: 220,
      altitude_accuracy: 3.2,
    },
    is_moving: true,
    odometer: 16093.44,
    event: 'motionchange',
    uuid: 'a1b2c3',
    battery: { level: 0.87, is_charging: false },
    activity: { type: 'in_vehicle', confidence: 92 },
    extras: { trip: 'T-9', load_kg: 1200 },
    ...overrides,
  };
}

const parse = (body: unknown) => parseOsmandJson(body, RECEIVED_AT);

describe('parseOsmandJson: what Traccar Client sends', () => {
  it('reads a single location', () => {
    const position = onlyPosition(parse({ location: clientLocation(), device_id: '123456' }));
    expect(position).toEqual({
      deviceSerial: '123456',
      fixTime: Date.UTC(2026, 10, 22, 10),
      latitude: 38.9498,
      longitude: -92.3273,
      valid: true,
      speedMph: 22.36936,
      heading: 90,
      altitudeMeters: 220,
      accuracyMeters: 12.5,
      batteryPercent: 87,
      charging: false,
      isMoving: true,
      odometerMiles: 10,
      attributes: {
        trip: 'T-9',
        load_kg: 1200,
        event: 'motionchange',
        uuid: 'a1b2c3',
        'coords.altitude_accuracy': 3.2,
        activity: 'in_vehicle',
        'activity.confidence': 92,
      },
    });
  });

  it('reads a batch: `location` as a list gives one position each, in order', () => {
    const body = {
      device_id: 'phone-7',
      location: [
        clientLocation({ timestamp: '2026-11-22T09:58:00.000Z' }),
        clientLocation({ timestamp: '2026-11-22T09:59:00.000Z', is_moving: false }),
        clientLocation(),
      ],
    };
    const positions = positionsOf(parse(body));
    expect(positions.map((p) => p.fixTime)).toEqual([
      Date.UTC(2026, 10, 22, 9, 58),
      Date.UTC(2026, 10, 22, 9, 59),
      Date.UTC(2026, 10, 22, 10),
    ]);
    expect(positions.map((p) => p.isMoving)).toEqual([true, false, true]);
    expect(positions.every((p) => p.deviceSerial === 'phone-7')).toBe(true);
  });

  it('drops the -1 "unknown" markers of speed, heading and battery', () => {
    const location = clientLocation({
      coords: { latitude: 1, longitude: 2, speed: -1, heading: -1, accuracy: -1 },
      battery: { level: -1, is_charging: true },
    });
    const position = onlyPosition(parse({ location, device_id: 'x' }));
    expect(position).not.toHaveProperty('speedMph');
    expect(position).not.toHaveProperty('heading');
    expect(position).not.toHaveProperty('accuracyMeters');
    expect(position).not.toHaveProperty('batteryPercent');
    expect(position.charging).toBe(true);
  });

  it('drops other malformed optional readings and keeps the fix', () => {
    const location = clientLocation({
      coords: { latitude: 1, longitude: 2, speed: -3, heading: 720, altitude: 'high' },
      battery: { level: 1.5, is_charging: 'perhaps' },
      odometer: -10,
      is_moving: 'sometimes',
    });
    const position = onlyPosition(parse({ location, device_id: 'x' }));
    for (const field of [
      'speedMph',
      'heading',
      'altitudeMeters',
      'batteryPercent',
      'charging',
      'odometerMiles',
      'isMoving',
    ]) {
      expect(position).not.toHaveProperty(field);
    }
  });

  it('maps a full and an empty battery to 100 and 0 percent', () => {
    const full = clientLocation({ battery: { level: 1 } });
    const empty = clientLocation({ battery: { level: 0 } });
    expect(onlyPosition(parse({ location: full, device_id: 'x' })).batteryPercent).toBe(100);
    expect(onlyPosition(parse({ location: empty, device_id: 'x' })).batteryPercent).toBe(0);
  });

  it('reads the bare minimum: coordinates only, time received', () => {
    const body = { location: { coords: { latitude: 1, longitude: 2 } }, device_id: 'x' };
    expect(onlyPosition(parse(body))).toEqual({
      deviceSerial: 'x',
      fixTime: RECEIVED_AT,
      latitude: 1,
      longitude: 2,
      valid: true,
      attributes: {},
    });
  });

  it('accepts a numeric device id, numeric strings and a millisecond timestamp', () => {
    const body = {
      device_id: 123456,
      location: { timestamp: 1_795_341_600_000, coords: { latitude: '1.5', longitude: '2.5' } },
    };
    expect(onlyPosition(parse(body))).toMatchObject({
      deviceSerial: '123456',
      latitude: 1.5,
      longitude: 2.5,
      fixTime: Date.UTC(2026, 10, 22, 10),
    });
  });

  it('keeps 0,0 but marks it invalid', () => {
    const body = { location: { coords: { latitude: 0, longitude: 0 } }, device_id: 'x' };
    expect(onlyPosition(parse(body)).valid).toBe(false);
  });

  it('keeps only scalars one level deep and lets protocol fields win over extras', () => {
    const location = clientLocation({
      extras: { event: 'custom', nested: { deep: 1 }, list: [1, 2] },
      geofence: { identifier: 'yard', action: 'ENTER', extras: { deep: true } },
      provider: null,
      mock: false,
    });
    const { attributes } = onlyPosition(parse({ location, device_id: 'x' }));
    expect(attributes).toMatchObject({
      event: 'motionchange',
      'geofence.identifier': 'yard',
      'geofence.action': 'ENTER',
      mock: false,
    });
    expect(Object.keys(attributes)).not.toContain('nested');
    expect(Object.keys(attributes)).not.toContain('list');
    expect(Object.keys(attributes)).not.toContain('provider');
    expect(Object.keys(attributes)).not.toContain('geofence.extras');
  });

  it('ignores `__proto__` keys', () => {
    const body = JSON.parse(
      '{"device_id":"x","location":{"coords":{"latitude":1,"longitude":2},"__proto__":"a","extras":{"__proto__":"b"}}}',
    );
    const { attributes } = onlyPosition(parse(body));
    expect(Object.getPrototypeOf(attributes)).toBe(Object.prototype);
    expect(attributes).toEqual({});
  });
});

describe('parseOsmandJson: refusals', () => {
  const coords = { latitude: 1, longitude: 2 };

  it.each([
    [
      'a body that is not an object',
      'hello',
      "Body must be a JSON object with `location` and `device_id` (got 'hello')",
    ],
    [
      'a body that is a list',
      [],
      'Body must be a JSON object with `location` and `device_id` (got a list)',
    ],
    [
      'no device id',
      { location: { coords } },
      'Missing device id: send `device_id` next to `location`',
    ],
    [
      'a blank device id',
      { location: { coords }, device_id: '  ' },
      'Missing device id: send `device_id` next to `location`',
    ],
    [
      'a device id that is an object',
      { location: { coords }, device_id: { id: 1 } },
      'Device id must be text or a number (got an object)',
    ],
    [
      'a device id over 64 characters',
      { location: { coords }, device_id: 'x'.repeat(70) },
      'Device id is too long: at most 64 characters (got 70)',
    ],
    [
      'no location',
      { device_id: 'x' },
      'Missing `location`: send one location object or a list of them',
    ],
    [
      'an empty batch',
      { device_id: 'x', location: [] },
      'The `location` list is empty: send at least one location',
    ],
    [
      'a location that is not an object',
      { device_id: 'x', location: 'here' },
      "Each location must be an object with `coords` (got 'here')",
    ],
    [
      'no coords',
      { device_id: 'x', location: { timestamp: '2026-11-22T10:00:00Z' } },
      'Missing coordinates: send `location.coords.latitude` and `location.coords.longitude`',
    ],
    [
      'a missing longitude',
      { device_id: 'x', location: { coords: { latitude: 1, longitude: null } } },
      'Missing coordinates: send `location.coords.latitude` and `location.coords.longitude`',
    ],
    [
      'a latitude out of range',
      { device_id: 'x', location: { coords: { latitude: 91.5, longitude: 2 } } },
      'Latitude must be a number between -90 and 90 (got 91.5)',
    ],
    [
      'a longitude out of range',
      { device_id: 'x', location: { coords: { latitude: 1, longitude: -181 } } },
      'Longitude must be a number between -180 and 180 (got -181)',
    ],
    [
      'a latitude that is not a number',
      { device_id: 'x', location: { coords: { latitude: true, longitude: 2 } } },
      'Latitude is not a finite number (got true)',
    ],
    [
      'an unparseable timestamp',
      { device_id: 'x', location: { coords, timestamp: 'soon' } },
      "Unrecognised timestamp 'soon': use Unix seconds, milliseconds, ISO-8601 or yyyy-MM-dd HH:mm:ss",
    ],
    [
      'a timestamp that is an object',
      { device_id: 'x', location: { coords, timestamp: {} } },
      'Unrecognised timestamp an object: use Unix seconds, milliseconds, ISO-8601 or yyyy-MM-dd HH:mm:ss',
    ],
    [
      'a timestamp before 2000',
      { device_id: 'x', location: { coords, timestamp: '1980-01-06T00:00:00Z' } },
      "Timestamp '1980-01-06T00:00:00Z' is before 2000-01-01: check the tracker's clock",
    ],
    [
      'a timestamp days ahead',
      { device_id: 'x', location: { coords, timestamp: '2026-12-01T00:00:00Z' } },
      "Timestamp '2026-12-01T00:00:00Z' is more than a day after the fix was received (2026-11-22T10:05:00.000Z): check the tracker's clock",
    ],
  ])('refuses %s', (_case, body, reason) => {
    expect(reasonOf(parse(body))).toBe(reason);
  });

  it('refuses a whole batch for one bad location, naming which', () => {
    const body = {
      device_id: 'x',
      location: [clientLocation(), clientLocation({ coords: { latitude: 95, longitude: 2 } })],
    };
    expect(reasonOf(parse(body))).toBe(
      'Location 2 of 2: Latitude must be a number between -90 and 90 (got 95)',
    );
  });
});
