import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseOsmandQuery } from './parse-query';
import { EARLIEST_FIX_TIME } from './parse-time';
import { onlyPosition, queryOf, reasonOf, RECEIVED_AT } from './test-helpers';

const parse = (url: string) => parseOsmandQuery(queryOf(url), RECEIVED_AT);

describe('parseOsmandQuery: what real trackers send', () => {
  it('reads a Traccar Client (Android) fix, speed in knots', () => {
    const position = onlyPosition(
      parse(
        '/?id=123456&timestamp=1732272000&lat=38.9498&lon=-92.3273&speed=10.0&bearing=45.0&altitude=220.0&accuracy=12.0&batt=87.0',
      ),
    );
    expect(position).toEqual({
      deviceSerial: '123456',
      fixTime: 1_732_272_000_000,
      latitude: 38.9498,
      longitude: -92.3273,
      valid: true,
      speedMph: 11.50779,
      heading: 45,
      altitudeMeters: 220,
      accuracyMeters: 12,
      batteryPercent: 87,
      attributes: {},
    });
  });

  it('keeps a zero speed and bearing as readings, not as missing', () => {
    const position = onlyPosition(parse('/?id=1&lat=38.9498&lon=-92.3273&speed=0.0&bearing=0.0'));
    expect(position.speedMph).toBe(0);
    expect(position.heading).toBe(0);
  });

  it('reads `deviceid`, `location=lat,lon` and a UTC yyyy-MM-dd HH:mm:ss time', () => {
    const position = onlyPosition(
      parse('/?deviceid=TRK-0042&location=38.95,-92.33&timestamp=2026-11-22%2010:00:00'),
    );
    expect(position).toMatchObject({
      deviceSerial: 'TRK-0042',
      latitude: 38.95,
      longitude: -92.33,
      fixTime: Date.UTC(2026, 10, 22, 10, 0, 0),
      valid: true,
    });
  });

  it('reads a form-encoded body the same way (`+` for space)', () => {
    const body = new URLSearchParams('deviceid=7&lat=1.5&lon=2.5&timestamp=2026-11-22+10:00:00');
    const params = Object.fromEntries(body.entries());
    expect(onlyPosition(parseOsmandQuery(params, RECEIVED_AT)).fixTime).toBe(
      Date.UTC(2026, 10, 22, 10),
    );
  });

  it('reads ISO-8601 and millisecond timestamps', () => {
    const iso = onlyPosition(parse('/?id=1&lat=1&lon=1&timestamp=2026-11-22T09:30:00.250Z'));
    expect(iso.fixTime).toBe(Date.UTC(2026, 10, 22, 9, 30, 0, 250));
    const offset = onlyPosition(parse('/?id=1&lat=1&lon=1&timestamp=2026-11-22T11:30:00%2B02:00'));
    expect(offset.fixTime).toBe(Date.UTC(2026, 10, 22, 9, 30));
    const millis = onlyPosition(parse('/?id=1&lat=1&lon=1&timestamp=1795341600123'));
    expect(millis.fixTime).toBe(1_795_341_600_123);
  });

  it('uses the time received when no timestamp is sent', () => {
    expect(onlyPosition(parse('/?id=1&lat=1&lon=1')).fixTime).toBe(RECEIVED_AT);
    expect(onlyPosition(parse('/?id=1&lat=1&lon=1&timestamp=')).fixTime).toBe(RECEIVED_AT);
  });

  it('marks `valid=false` as no GPS lock but keeps the fix', () => {
    expect(onlyPosition(parse('/?id=1&lat=38.95&lon=-92.33&valid=false')).valid).toBe(false);
    expect(onlyPosition(parse('/?id=1&lat=38.95&lon=-92.33&valid=true')).valid).toBe(true);
  });

  it('keeps 0,0 but marks it invalid', () => {
    const position = onlyPosition(parse('/?id=1&lat=0&lon=0&valid=true'));
    expect(position).toMatchObject({ latitude: 0, longitude: 0, valid: false });
    expect(onlyPosition(parse('/?id=1&lat=0&lon=0.0001')).valid).toBe(true);
  });

  it('reads vehicle readings: ignition, engine hours, odometer, driver, charge, hdop', () => {
    const position = onlyPosition(
      parse(
        '/?id=1&lat=1&lon=1&ignition=true&hours=1234.5&odometer=16093.44&driverUniqueId=D-77&charge=false&hdop=0.9',
      ),
    );
    expect(position).toMatchObject({
      ignition: true,
      engineHours: 1234.5,
      charging: false,
      hdop: 0.9,
      driverUniqueId: 'D-77',
    });
    expect(position.odometerMiles).toBeCloseTo(10, 9);
  });

  it('treats engine hours above 1e6 as milliseconds of engine time', () => {
    const position = onlyPosition(parse('/?id=1&lat=1&lon=1&hours=4444200000'));
    expect(position.engineHours).toBeCloseTo(1234.5, 9);
    expect(onlyPosition(parse('/?id=1&lat=1&lon=1&hours=1000000')).engineHours).toBe(1_000_000);
  });

  it('reads `heading` when there is no `bearing`, and `motion` or `is_moving`', () => {
    expect(onlyPosition(parse('/?id=1&lat=1&lon=1&heading=270')).heading).toBe(270);
    expect(onlyPosition(parse('/?id=1&lat=1&lon=1&bearing=360')).heading).toBe(0);
    expect(onlyPosition(parse('/?id=1&lat=1&lon=1&motion=true')).isMoving).toBe(true);
    expect(onlyPosition(parse('/?id=1&lat=1&lon=1&is_moving=false')).isMoving).toBe(false);
  });

  it('keeps unknown keys as attributes: numbers, booleans, text', () => {
    const position = onlyPosition(
      parse(
        '/?id=1&lat=1&lon=1&fuel=42.5&rssi=-71&door=true&alarm=sos&code=007&iccid=89014103211118510720&empty=',
      ),
    );
    expect(position.attributes).toEqual({
      fuel: 42.5,
      rssi: -71,
      door: true,
      alarm: 'sos',
      code: '007',
      iccid: '89014103211118510720',
      empty: '',
    });
  });

  it('treats keys case-sensitively: `ID` and `Lat` are attributes, not the protocol keys', () => {
    expect(reasonOf(parse('/?ID=1&lat=1&lon=1'))).toBe(
      'Missing device id: send `id` or `deviceid`',
    );
    expect(onlyPosition(parse('/?id=1&lat=1&lon=1&Lat=5')).attributes).toEqual({ Lat: 5 });
  });

  it('takes the last value of a repeated key', () => {
    const position = onlyPosition(parse('/?id=1&id=2&lat=1&lat=3&lon=1&fuel=10&fuel=20'));
    expect(position).toMatchObject({ deviceSerial: '2', latitude: 3, attributes: { fuel: 20 } });
  });

  it('prefers `id` to `deviceid` and `lat`/`lon` to `location`', () => {
    const position = onlyPosition(parse('/?deviceid=B&id=A&lat=1&lon=2&location=3,4'));
    expect(position).toMatchObject({ deviceSerial: 'A', latitude: 1, longitude: 2 });
  });

  it('ignores a `__proto__` key instead of touching the prototype', () => {
    // JSON.parse makes `__proto__` an own key, as a null-prototype query parser would.
    const params = JSON.parse('{"id":"1","lat":"1","lon":"1","__proto__":"x"}');
    const position = onlyPosition(parseOsmandQuery(params, RECEIVED_AT));
    expect(Object.getPrototypeOf(position.attributes)).toBe(Object.prototype);
    expect(Object.keys(position.attributes)).toEqual([]);
  });
});

describe('parseOsmandQuery: malformed optional readings are dropped, the fix kept', () => {
  it.each([
    ['batt=140', 'batteryPercent'],
    ['batt=-1', 'batteryPercent'],
    ['batt=abc', 'batteryPercent'],
    ['speed=-1.94384', 'speedMph'], // Traccar Client iOS: -1 m/s "unknown", sent as knots
    ['speed=fast', 'speedMph'],
    ['bearing=-1', 'heading'],
    ['bearing=400', 'heading'],
    ['accuracy=-1', 'accuracyMeters'],
    ['hdop=-2', 'hdop'],
    ['altitude=0x10', 'altitudeMeters'],
    ['odometer=-5', 'odometerMiles'],
    ['hours=-1', 'engineHours'],
    ['ignition=maybe', 'ignition'],
    ['charge=', 'charging'],
    ['driverUniqueId=%20', 'driverUniqueId'],
  ])('%s drops %s', (pair, field) => {
    const position = onlyPosition(parse(`/?id=1&lat=1&lon=1&${pair}`));
    expect(position).not.toHaveProperty(field);
    expect(position.attributes).toEqual({});
  });

  it('leaves `valid` true when it is garbled', () => {
    expect(onlyPosition(parse('/?id=1&lat=1&lon=1&valid=perhaps')).valid).toBe(true);
  });

  it('accepts 1/0 and any case for flags', () => {
    const position = onlyPosition(parse('/?id=1&lat=1&lon=1&ignition=1&charge=TRUE&valid=0'));
    expect(position).toMatchObject({ ignition: true, charging: true, valid: false });
  });
});

describe('parseOsmandQuery: refusals', () => {
  it.each([
    ['/?lat=1&lon=1', 'Missing device id: send `id` or `deviceid`'],
    ['/?id=&deviceid=%20&lat=1&lon=1', 'Missing device id: send `id` or `deviceid`'],
    [`/?id=${'x'.repeat(65)}&lat=1&lon=1`, 'Device id is too long: at most 64 characters (got 65)'],
    ['/?id=1', 'Missing coordinates: send `lat` and `lon`, or `location=lat,lon`'],
    ['/?id=1&lon=1', 'Missing latitude: send `lat` together with `lon`'],
    ['/?id=1&lat=1&location=1,2', 'Missing longitude: send `lon` together with `lat`'],
    ['/?id=1&lat=91.5&lon=1', 'Latitude must be a number between -90 and 90 (got 91.5)'],
    ['/?id=1&lat=-90.01&lon=1', 'Latitude must be a number between -90 and 90 (got -90.01)'],
    ['/?id=1&lat=1&lon=180.5', 'Longitude must be a number between -180 and 180 (got 180.5)'],
    ['/?id=1&lat=abc&lon=1', "Latitude is not a finite number (got 'abc')"],
    ['/?id=1&lat=1&lon=NaN', "Longitude is not a finite number (got 'NaN')"],
    ['/?id=1&lat=1&lon=Infinity', "Longitude is not a finite number (got 'Infinity')"],
    ['/?id=1&lat=38%2C95&lon=1', "Latitude is not a finite number (got '38,95')"],
    ['/?id=1&location=38.95', "Location must be two numbers as `location=lat,lon` (got '38.95')"],
    [
      '/?id=1&location=38.95,-92.33,220',
      "Location must be two numbers as `location=lat,lon` (got '38.95,-92.33,220')",
    ],
    [
      '/?id=1&location=38.95,x',
      "Location must be two numbers as `location=lat,lon` (got '38.95,x')",
    ],
    ['/?id=1&location=95,10', 'Latitude must be a number between -90 and 90 (got 95)'],
    [
      '/?id=1&lat=1&lon=1&timestamp=yesterday',
      "Unrecognised timestamp 'yesterday': use Unix seconds, milliseconds, ISO-8601 or yyyy-MM-dd HH:mm:ss",
    ],
    [
      '/?id=1&lat=1&lon=1&timestamp=2026-02-30%2010:00:00',
      "Unrecognised timestamp '2026-02-30 10:00:00': use Unix seconds, milliseconds, ISO-8601 or yyyy-MM-dd HH:mm:ss",
    ],
    [
      '/?id=1&lat=1&lon=1&timestamp=0',
      "Timestamp '0' is before 2000-01-01: check the tracker's clock",
    ],
    [
      '/?id=1&lat=1&lon=1&timestamp=1999-12-31T23:59:59Z',
      "Timestamp '1999-12-31T23:59:59Z' is before 2000-01-01: check the tracker's clock",
    ],
    [
      '/?id=1&lat=1&lon=1&timestamp=2026-11-23%2010:05:01',
      "Timestamp '2026-11-23 10:05:01' is more than a day after the fix was received (2026-11-22T10:05:00.000Z): check the tracker's clock",
    ],
  ])('%s → %s', (url, reason) => {
    expect(reasonOf(parse(url))).toBe(reason);
  });

  it('accepts a fix exactly a day ahead and exactly at 2000-01-01', () => {
    const dayAhead = RECEIVED_AT + 86_400_000;
    expect(onlyPosition(parse(`/?id=1&lat=1&lon=1&timestamp=${dayAhead}`)).fixTime).toBe(dayAhead);
    const earliest = EARLIEST_FIX_TIME / 1000;
    expect(onlyPosition(parse(`/?id=1&lat=1&lon=1&timestamp=${earliest}`)).fixTime).toBe(
      EARLIEST_FIX_TIME,
    );
  });
});

describe('parseOsmandQuery: properties', () => {
  const latitude = fc.double({ min: -90, max: 90, noNaN: true }).map((n) => n + 0); // -0 → 0
  const longitude = fc.double({ min: -180, max: 180, noNaN: true }).map((n) => n + 0);
  const fixTime = fc.integer({ min: EARLIEST_FIX_TIME, max: RECEIVED_AT + 86_400_000 });

  it('round-trips any valid coordinate and time, in every time format', () => {
    const format = fc.constantFrom(
      (t: number) => String(t),
      (t: number) => new Date(t).toISOString(),
    );
    fc.assert(
      fc.property(latitude, longitude, fixTime, format, (lat, lon, time, asText) => {
        const params = { id: 'dev-1', lat: String(lat), lon: String(lon), timestamp: asText(time) };
        expect(onlyPosition(parseOsmandQuery(params, RECEIVED_AT))).toEqual({
          deviceSerial: 'dev-1',
          fixTime: time,
          latitude: lat,
          longitude: lon,
          valid: !(lat === 0 && lon === 0),
          attributes: {},
        });
      }),
    );
  });

  it('round-trips whole-second times sent as Unix seconds and through `location=`', () => {
    const seconds = fixTime.map((t) => Math.floor(t / 1000));
    fc.assert(
      fc.property(latitude, longitude, seconds, (lat, lon, time) => {
        const params = { deviceid: 'x', location: `${lat},${lon}`, timestamp: String(time) };
        const position = onlyPosition(parseOsmandQuery(params, RECEIVED_AT));
        expect(position).toMatchObject({ latitude: lat, longitude: lon, fixTime: time * 1000 });
      }),
    );
  });

  it('never throws, whatever the params', () => {
    const value = fc.oneof(fc.string(), fc.array(fc.string()), fc.constant(undefined));
    fc.assert(
      fc.property(fc.dictionary(fc.string(), value), (params) => {
        const result = parseOsmandQuery(params, RECEIVED_AT);
        expect(typeof result.ok).toBe('boolean');
      }),
    );
  });
});
