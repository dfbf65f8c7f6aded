/**
 * One fix as the gateway understands it, whatever the tracker sent (OsmAnd query or JSON form).
 * Units are the product's: mph, miles, engine hours, percent; times are epoch milliseconds.
 */
export interface Position {
  /** The tracker's own identifier (OsmAnd `id`/`deviceid`/`device_id`): trackers.device_serial. */
  deviceSerial: string;
  fixTime: number;
  latitude: number;
  longitude: number;
  /** False when the tracker says its GPS has no lock (OsmAnd `valid=false`). */
  valid: boolean;
  speedMph?: number;
  /** Degrees clockwise from north, 0–360. */
  heading?: number;
  altitudeMeters?: number;
  accuracyMeters?: number;
  hdop?: number;
  batteryPercent?: number;
  charging?: boolean;
  ignition?: boolean;
  isMoving?: boolean;
  engineHours?: number;
  odometerMiles?: number;
  driverUniqueId?: string;
  /** Every other key the tracker sent, kept as it came. */
  attributes: Record<string, string | number | boolean>;
}
