/** The window's `ConnectCamera`: the broker (mqtt-broker.ts) carrying the signalling. */
import type { ConnectCamera } from './camera-connection';
import { openMqttBroker } from './mqtt-broker';
import { createSignallingConnection } from './signalling-connection';

export const connectCamera: ConnectCamera = async (liveConfig, listener) =>
  createSignallingConnection(liveConfig, await openMqttBroker(liveConfig), listener);
