/**
 * The little the signalling needs of an MQTT client, so `signalling-connection.ts` is tested
 * with a fake and only `mqtt-broker.ts` knows the mqtt package.
 */
export interface BrokerClient {
  publish(topic: string, payload: string): void;
  onMessage(handler: (topic: string, payload: Uint8Array) => void): void;
  /** Failures after the connection was made; `message` is the sentence to show. */
  onError(handler: (message: string) => void): void;
  end(): void;
}
