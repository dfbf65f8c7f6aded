import { type Feature, type FeatureCollection, type MultiPolygon, type Polygon } from 'geojson';
import { type GeofenceDto } from '@fleet/domain';

export interface GeofenceProperties {
  geofenceId: number;
  name: string;
  assetCount: number;
}

export type GeofenceFeatureCollection = FeatureCollection<
  Polygon | MultiPolygon,
  GeofenceProperties
>;

/** Geofences as the map's GeoJSON (the server sends circles as polygons). */
export function geofenceFeatureCollection(
  geofences: readonly GeofenceDto[],
): GeofenceFeatureCollection {
  const features: Feature<Polygon | MultiPolygon, GeofenceProperties>[] = [];
  for (const geofence of geofences) {
    features.push({
      type: 'Feature',
      properties: {
        geofenceId: geofence.geofence_id,
        name: geofence.name,
        assetCount: geofence.asset_ids_in_geofence?.length ?? 0,
      },
      geometry: geofence.geojson,
    });
  }
  return { type: 'FeatureCollection', features };
}
