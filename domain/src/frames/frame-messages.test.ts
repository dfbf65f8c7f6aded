import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  FRAME_CHANNEL,
  ROUTE_SYNC_CHANNEL,
  fleetPathForRentalsApp,
  readPartnerMessage,
  rentalsAppPathForFleetPath,
} from './frame-messages';
import {
  FRAME_MESSAGES,
  cleanFrameUrls,
  frameUrlProblem,
  frameUrlsBody,
} from './frame-urls.schema';
import { frameAddress } from './frame-routes';

const session = 'session-1234';

describe('partner frame messages (spec 1 §2)', () => {
  it('reads each shape the protocol has', () => {
    expect(readPartnerMessage({ channel: FRAME_CHANNEL, type: 'ready' })).toEqual({
      channel: FRAME_CHANNEL,
      type: 'ready',
    });
    expect(
      readPartnerMessage({ channel: FRAME_CHANNEL, type: 'route', sessionId: session, path: '/x' }),
    ).toMatchObject({ type: 'route', path: '/x' });
    expect(
      readPartnerMessage({ channel: FRAME_CHANNEL, type: 'open-support', sessionId: session }),
    ).toMatchObject({ type: 'open-support' });
    expect(
      readPartnerMessage({ channel: ROUTE_SYNC_CHANNEL, sessionId: session, path: '/rentals/all' }),
    ).toMatchObject({ path: '/rentals/all' });
    expect(
      readPartnerMessage({ channel: ROUTE_SYNC_CHANNEL, sessionId: session, search: '?page=2' }),
    ).toMatchObject({ search: '?page=2' });
  });

  it('opens a camera live, or at a clip the operators app names', () => {
    const open = { channel: FRAME_CHANNEL, type: 'open-camera', sessionId: session, cameraId: 4 };
    expect(readPartnerMessage(open)).toEqual(open);
    const clip = { startTimestamp: 1_000, endTimestamp: 21_000, eventTimestamp: 11_000 };
    expect(readPartnerMessage({ ...open, clip })).toEqual({ ...open, clip });
    expect(readPartnerMessage({ ...open, clip: { ...clip, endTimestamp: 500 } })).toBeNull();
    expect(readPartnerMessage({ ...open, clip: { ...clip, note: 'x' } })).toBeNull();
    expect(readPartnerMessage({ ...open, clip: { startTimestamp: 1 } })).toBeNull();
  });

  it('ignores every other shape', () => {
    const wrong: unknown[] = [
      null,
      'route',
      42,
      [],
      { type: 'route', path: '/x' },
      { channel: 'other', type: 'ready' },
      { channel: FRAME_CHANNEL, type: 'ready', extra: 1 },
      { channel: FRAME_CHANNEL, type: 'route', sessionId: session, path: 'https://evil.test' },
      { channel: FRAME_CHANNEL, type: 'route', sessionId: session, path: '//evil.test/x' },
      { channel: FRAME_CHANNEL, type: 'route', sessionId: session, path: '/\\evil.test' },
      { channel: FRAME_CHANNEL, type: 'route', path: '/x' },
      { channel: FRAME_CHANNEL, type: 'logout', sessionId: session },
      { channel: ROUTE_SYNC_CHANNEL, sessionId: session },
      { channel: ROUTE_SYNC_CHANNEL, sessionId: session, path: '/a', search: '?b' },
      { channel: ROUTE_SYNC_CHANNEL, sessionId: session, search: 'page=2' },
      { channel: ROUTE_SYNC_CHANNEL, sessionId: 7, path: '/a' },
    ];
    for (const data of wrong) expect(readPartnerMessage(data), JSON.stringify(data)).toBeNull();
  });

  it('never accepts a path that leaves the app', () => {
    fc.assert(
      fc.property(fc.string(), (path) => {
        const message = readPartnerMessage({
          channel: FRAME_CHANNEL,
          type: 'route',
          sessionId: session,
          path,
        });
        if (message && 'path' in message) {
          expect(message.path.startsWith('/')).toBe(true);
          expect(message.path.startsWith('//')).toBe(false);
          expect([...message.path].some((c) => c === '\\' || c.charCodeAt(0) < 0x20)).toBe(false);
        }
      }),
    );
  });

  it('maps the rentals app’s paths under /beta-rentals, /rentals/all as /rentals', () => {
    expect(fleetPathForRentalsApp('/rentals/all')).toBe('/beta-rentals/rentals');
    expect(fleetPathForRentalsApp('/rentals/all/42')).toBe('/beta-rentals/rentals/42');
    expect(fleetPathForRentalsApp('/rentals/allocations')).toBe(
      '/beta-rentals/rentals/allocations',
    );
    expect(fleetPathForRentalsApp('/orders/7')).toBe('/beta-rentals/orders/7');
    expect(fleetPathForRentalsApp('/')).toBe('/beta-rentals');
    expect(rentalsAppPathForFleetPath('/beta-rentals/orders/7')).toBe('/orders/7');
    expect(rentalsAppPathForFleetPath('/beta-rentals')).toBe('/');
    expect(rentalsAppPathForFleetPath('/inventory')).toBe('/');
  });
});

describe('frame addresses', () => {
  it('takes https anywhere and http only on the local machine', () => {
    expect(frameUrlProblem('https://tools.example.com/plan?x=1')).toBeNull();
    expect(frameUrlProblem('http://localhost:3001/')).toBeNull();
    expect(frameUrlProblem('http://127.0.0.1:4000/partner.html')).toBeNull();
    expect(frameUrlProblem('http://tools.example.com/')).toBe(FRAME_MESSAGES.urlScheme);
    expect(frameUrlProblem('javascript:alert(1)')).toBe(FRAME_MESSAGES.urlInvalid);
    expect(frameUrlProblem('https://user:pw@tools.example.com/')).toBe(
      FRAME_MESSAGES.urlCredentials,
    );
    expect(frameUrlProblem('https:///nohost')).toBe(FRAME_MESSAGES.urlInvalid);
  });

  it('refuses unknown routes and keeps only valid stored addresses', () => {
    expect(frameUrlsBody.safeParse({ frame_urls: { nope: 'https://a.test' } }).success).toBe(false);
    expect(
      frameUrlsBody.safeParse({ frame_urls: { 'content-hub': ' https://a.test/hub ' } }).data,
    ).toEqual({ frame_urls: { 'content-hub': 'https://a.test/hub' } });
    expect(
      cleanFrameUrls({ setup: 'https://a.test', other: 'https://b.test', resources: 5 }),
    ).toEqual({ setup: 'https://a.test' });
  });

  it('points a dev=true frame at the local server with the same path', () => {
    expect(frameAddress('https://tools.example.com/plan?x=1', true)).toBe(
      'http://localhost:3001/plan?x=1',
    );
    expect(frameAddress('https://tools.example.com', true)).toBe('http://localhost:3001/');
    expect(frameAddress('https://tools.example.com/plan', false)).toBe(
      'https://tools.example.com/plan',
    );
  });
});
