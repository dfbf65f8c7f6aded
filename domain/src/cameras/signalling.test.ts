import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MAX_SIGNAL_BYTES,
  cameraInTopic,
  cameraOutTopic,
  encodeSignal,
  isUsableLiveConfig,
  parseCameraTopic,
  parseSignal,
  type CameraSignal,
} from './signalling';

/** The bytes of ASCII text (as an MQTT payload arrives); the messages here are ASCII. */
const bytes = (text: string): Uint8Array => Uint8Array.from(text, (char) => char.charCodeAt(0));

const who = { session_id: 's-1', client_id: 'v0a1b2c3' };

const EVERY_TYPE: CameraSignal[] = [
  { type: 'stream', ...who, feed: 'outside' },
  { type: 'history', ...who, feed: 'inside', start: '2026-11-20T14:05:00Z' },
  { type: 'configure', ...who, feed: 'inside' },
  { type: 'offer', ...who, sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' },
  { type: 'answer', ...who, sdp: 'v=0\r\n' },
  {
    type: 'candidate',
    ...who,
    candidate: 'candidate:1 1 udp 1 10.0.0.1 9 typ host',
    sdp_mid: '0',
    sdp_m_line_index: 0,
  },
  { type: 'candidate', ...who, candidate: '', sdp_mid: null, sdp_m_line_index: null },
  { type: 'bye', ...who },
  {
    type: 'error',
    ...who,
    code: 'busy',
    message: 'Camera is being viewed by another user at this time.',
  },
  { type: 'error', ...who, code: 42, message: '' },
];

describe('signalling messages (docs/CAMERAS.md "Messages")', () => {
  it('reads back every type as it was written, from a string or a buffer', () => {
    for (const message of EVERY_TYPE) {
      expect(parseSignal(encodeSignal(message))).toEqual({ ok: true, message });
      expect(parseSignal(bytes(encodeSignal(message)))).toEqual({ ok: true, message });
    }
  });

  it('drops fields it does not know, so a newer peer is still understood', () => {
    const parsed = parseSignal(JSON.stringify({ type: 'bye', ...who, reason: 'closed' }));
    expect(parsed).toEqual({ ok: true, message: { type: 'bye', ...who } });
  });

  it('says why it refuses a message, without throwing', () => {
    const refused: Array<[string | Uint8Array, RegExp]> = [
      ['', /not JSON/],
      ['{"type":', /not JSON/],
      ['null', /not a signalling message/],
      ['[]', /not a signalling message/],
      ['{"type":"dance","session_id":"s","client_id":"c"}', /type/],
      [JSON.stringify({ type: 'stream', ...who }), /feed/],
      [JSON.stringify({ type: 'stream', ...who, feed: 'roof' }), /feed/],
      [JSON.stringify({ type: 'history', ...who, feed: 'outside', start: 'yesterday' }), /start/],
      [JSON.stringify({ type: 'offer', ...who, sdp: '' }), /sdp/],
      [JSON.stringify({ type: 'offer', session_id: 's', client_id: 'a/b', sdp: 'x' }), /client_id/],
      [JSON.stringify({ type: 'offer', session_id: 's', client_id: '#', sdp: 'x' }), /client_id/],
      [JSON.stringify({ type: 'bye', client_id: 'c' }), /session_id/],
      [Uint8Array.from([0xff, 0xfe, 0x00]), /not JSON/],
      ['x'.repeat(MAX_SIGNAL_BYTES + 1), /too large/],
    ];
    for (const [raw, reason] of refused) {
      const parsed = parseSignal(raw);
      expect(parsed.ok, String(raw).slice(0, 60)).toBe(false);
      if (!parsed.ok) expect(parsed.reason).toMatch(reason);
    }
  });

  it('never throws, whatever the bytes', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.uint8Array()), (raw) => {
        const parsed = parseSignal(raw);
        expect(typeof parsed.ok).toBe('boolean');
      }),
    );
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(typeof parseSignal(JSON.stringify(value)).ok).toBe('boolean');
      }),
    );
  });
});

describe('signalling topics', () => {
  it('names the in and out topics of a camera of a company', () => {
    expect(cameraInTopic(7, 42)).toBe('fleet/7/cameras/42/in');
    expect(cameraOutTopic(7, 42, 'v0a1')).toBe('fleet/7/cameras/42/out/v0a1');
  });

  it('reads its own topics back and nothing else', () => {
    expect(parseCameraTopic(cameraInTopic(7, 42))).toEqual({
      direction: 'in',
      companyId: 7,
      cameraId: 42,
    });
    expect(parseCameraTopic(cameraOutTopic(7, 42, 'v0a1'))).toEqual({
      direction: 'out',
      companyId: 7,
      cameraId: 42,
      clientId: 'v0a1',
    });
    for (const topic of [
      '#',
      'fleet/#',
      'fleet/7/cameras/42/#',
      'fleet/7/cameras/+/in',
      'fleet/+/cameras/42/in',
      'fleet/7/cameras/42/out/+',
      'fleet/7/cameras/42/out/#',
      'fleet/7/cameras/42/out/a/b',
      'fleet/7/cameras/42/out/',
      'fleet/07/cameras/42/in',
      'fleet/7/cameras/42/in/',
      '$SYS/broker/clients',
      '/fleet/7/cameras/42/in',
    ]) {
      expect(parseCameraTopic(topic), topic).toBeNull();
    }
  });
});

describe('live config', () => {
  const config = {
    name: 'Dash 1',
    config: {
      publish_topic: 'fleet/1/cameras/2/in',
      subscription_topic: 'fleet/1/cameras/2/out/v1',
      client_id: 'v1',
      access_key_id: 'user',
      secret_key: 'secret',
      protocol: 'wss',
      host: 'fleet.example.com',
      expires_at: '2026-11-20T14:15:00.000Z',
    },
  };

  it('is usable only with both topics (spec 1 §9)', () => {
    expect(isUsableLiveConfig(config)).toBe(true);
    expect(isUsableLiveConfig({ ...config, config: { ...config.config, publish_topic: '' } })).toBe(
      false,
    );
    expect(
      isUsableLiveConfig({ ...config, config: { ...config.config, subscription_topic: '' } }),
    ).toBe(false);
    expect(isUsableLiveConfig({ name: 'x' })).toBe(false);
    expect(isUsableLiveConfig(null)).toBe(false);
  });
});
