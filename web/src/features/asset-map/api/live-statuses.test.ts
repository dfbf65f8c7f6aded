import { describe, expect, it } from 'vitest';
import { isLiveStreamAllowed, liveStatusesUrl, reconnectDelayMs } from './live-statuses';

describe('live statuses connection', () => {
  it('opens the socket beside the page, secure when the page is', () => {
    expect(liveStatusesUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe(
      'ws://localhost:5173/api/fleet/graphql',
    );
    expect(liveStatusesUrl({ protocol: 'https:', host: 'fleet.example.com' })).toBe(
      'wss://fleet.example.com/api/fleet/graphql',
    );
  });

  it('backs off by doubling, spread out, and never waits more than 30 s', () => {
    expect(reconnectDelayMs(0, 0)).toBe(500);
    expect(reconnectDelayMs(0, 1)).toBe(1000);
    expect(reconnectDelayMs(3, 1)).toBe(8000);
    expect(reconnectDelayMs(50, 1)).toBe(30_000);
    expect(reconnectDelayMs(50, 0)).toBe(15_000);
  });

  it('streams for every company but the internal one with 10,000 assets or more (spec 1 §6)', () => {
    expect(isLiveStreamAllowed(1, undefined)).toBe(true);
    expect(isLiveStreamAllowed(1, 60_000)).toBe(true);
    expect(isLiveStreamAllowed(1854, undefined)).toBe(false);
    expect(isLiveStreamAllowed(1854, 9_999)).toBe(true);
    expect(isLiveStreamAllowed(1854, 10_000)).toBe(false);
  });
});
