import { describe, expect, it } from 'vitest';
import { notificationsUrl, readNotification } from './use-notifications';

describe('notification messages', () => {
  it('reads a notification and ignores anything else', () => {
    expect(
      readNotification({ notification: { type: 'ASSET_CREATED', assetIds: [4, 'x'] } }),
    ).toEqual({ type: 'ASSET_CREATED', assetIds: [4] });
    expect(readNotification(null)).toBeNull();
    expect(readNotification({ notification: { type: 3, assetIds: [] } })).toBeNull();
  });

  it('talks to the page’s own host, securely when the page is', () => {
    expect(notificationsUrl({ protocol: 'https:', host: 'fleet.test' })).toBe(
      'wss://fleet.test/api/fleet/graphql',
    );
    expect(notificationsUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe(
      'ws://localhost:3000/api/fleet/graphql',
    );
  });
});
