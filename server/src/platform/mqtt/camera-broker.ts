import type { IncomingMessage } from 'node:http';
import type { WebSocket } from 'ws';
import type { BrokerCredential } from './credentials';

/** A camera as the broker knows it: its topics are under its company's. */
export interface BrokerCamera {
  companyId: number;
  cameraId: number;
}

/** Where Fleet's camera signalling goes (docs/CAMERAS.md "Broker"); chosen by MQTT_URL. */
export type MqttConfig =
  | {
      kind: 'embedded';
      /** TCP port of the embedded broker (cameras, the simulator); 0 picks a free one. */
      port: number;
      credentialSecret: string;
    }
  | {
      kind: 'mosquitto';
      /** Where Fleet (and cameras) reach the broker, e.g. mqtt://mosquitto:1883. */
      url: string;
      /** Where browsers reach its WebSocket listener, e.g. wss://mqtt.example.com/mqtt. */
      browserUrl: string;
      adminUsername: string;
      adminPassword: string;
      credentialSecret: string;
    };

/**
 * The MQTT broker of camera signalling, embedded (aedes) or external (Mosquitto). Either way it
 * hands out credentials that hold their holder to one camera's topics, and it enforces that.
 */
export interface CameraBroker {
  readonly kind: MqttConfig['kind'];
  /** A new viewer's credential for the camera (a new client id each time). */
  viewerCredential(camera: BrokerCamera): Promise<BrokerCredential>;
  /** A camera's own credential: it may listen on its `in` and answer on `out/+`. */
  cameraCredential(camera: BrokerCamera): Promise<BrokerCredential>;
  /**
   * The MQTT URL a camera or a server-side client (the simulator) connects to: the embedded
   * broker's TCP port once listening (undefined before), or MQTT_URL.
   */
  deviceUrl(): string | undefined;
  /** Where browsers connect; undefined: this server's own origin at /mqtt. */
  readonly browserUrl: URL | undefined;
  /** A browser's WebSocket at /mqtt, handed over (embedded broker only). */
  handleWebSocket?: (socket: WebSocket, request: IncomingMessage) => void;
  /** Opens the embedded broker's TCP port; returns the port (a no-op for an external broker). */
  listen(port: number, host: string): Promise<number | undefined>;
  /** Ends every connection and timer; a closed broker hands out nothing more. */
  close(): Promise<void>;
}
