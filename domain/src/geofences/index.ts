export * from './geofence-messages';
export * from './geofence-types';
export * from './geofence-shape-rules';
export * from './geofence.schema';
