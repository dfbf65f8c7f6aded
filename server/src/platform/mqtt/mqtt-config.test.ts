import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';

const external = {
  MQTT_URL: 'mqtt://mosquitto.internal:1883',
  MQTT_WS_URL: 'wss://mqtt.example.test/mqtt',
  MQTT_ADMIN_USERNAME: 'fleet',
  MQTT_ADMIN_PASSWORD: 'secret',
};

describe('camera broker settings (docs/CAMERAS.md "Broker")', () => {
  it('runs the embedded broker on 1884 by default, beside a Mosquitto on 1883', () => {
    const { mqtt } = loadConfig({});
    expect(mqtt).toMatchObject({ kind: 'embedded', port: 1884 });
    expect(mqtt.credentialSecret.length).toBeGreaterThanOrEqual(32);
    // A new secret at each start unless one is set.
    expect(loadConfig({}).mqtt.credentialSecret).not.toBe(mqtt.credentialSecret);
    expect(loadConfig({ MQTT_PORT: '0' }).mqtt).toMatchObject({ kind: 'embedded', port: 0 });
  });

  it('uses Mosquitto at MQTT_URL with its admin and the browsers’ address', () => {
    const secret = 's'.repeat(32);
    expect(loadConfig({ ...external, MQTT_CREDENTIAL_SECRET: secret }).mqtt).toEqual({
      kind: 'mosquitto',
      url: external.MQTT_URL,
      browserUrl: external.MQTT_WS_URL,
      adminUsername: 'fleet',
      adminPassword: 'secret',
      credentialSecret: secret,
    });
  });

  it('refuses settings it could not work with', () => {
    expect(() => loadConfig({ MQTT_URL: external.MQTT_URL })).toThrow(/MQTT_WS_URL/);
    expect(() => loadConfig({ ...external, MQTT_URL: 'http://mosquitto:1883' })).toThrow(
      /MQTT_URL/,
    );
    expect(() => loadConfig({ ...external, MQTT_WS_URL: 'wss://mqtt.example.test/' })).toThrow(
      /MQTT_WS_URL/,
    );
    expect(() => loadConfig({ MQTT_CREDENTIAL_SECRET: 'short' })).toThrow(/MQTT_CREDENTIAL_SECRET/);
    expect(() => loadConfig({ MQTT_PORT: '70000' })).toThrow(/MQTT_PORT/);
  });
});
