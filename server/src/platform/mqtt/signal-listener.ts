import { parseSignal, type CameraSignal } from '@fleet/domain';

/** What a dropped message is logged with: never its body (an SDP names addresses). */
export interface SignalLog {
  warn(fields: { topic: string; reason: string; bytes: number }, message: string): void;
}

/**
 * An MQTT client's 'message' handler for one signalling topic (a camera's `in`, a viewer's
 * `out/<client_id>`): each valid message goes to `onSignal`; a malformed one is logged and
 * dropped, so a broken peer never reaches the session's code (docs/CAMERAS.md "Messages").
 * Messages on other topics are not this handler's and are left alone.
 */
export function signalHandler(
  topic: string,
  onSignal: (message: CameraSignal) => void,
  log: SignalLog,
): (topic: string, payload: Uint8Array) => void {
  return (arrivedOn, payload) => {
    if (arrivedOn !== topic) return;
    const parsed = parseSignal(payload);
    if (parsed.ok) {
      onSignal(parsed.message);
      return;
    }
    log.warn(
      { topic, reason: parsed.reason, bytes: payload.byteLength },
      'signalling: ignored a malformed message',
    );
  };
}
