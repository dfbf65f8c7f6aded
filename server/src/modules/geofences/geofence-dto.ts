import type { GeofenceDto, GeofenceShapeInput } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import { buildGeofenceIndex, type GeofenceShape } from '../../devices/geofences/geofence-index';
import { storedShapeOf } from '../../devices/geofences/geofence-shape';
import { listAssetStatusLocations, type GeofenceRow } from './geofences.repo';
import { shapeToGeoJson } from './geofence-geojson';

/** The API's shape as stored in `geofences.shape` (the engine's form, server/src/devices). */
export function storedShapeFromInput(shape: GeofenceShapeInput): Record<string, unknown> {
  if (shape.kind === 'circle') {
    return {
      kind: 'circle',
      center: [shape.longitude, shape.latitude],
      radiusMeters: shape.radius_meters,
    };
  }
  return { kind: 'polygon', geometry: shape.geojson };
}

/** An asset inside a geofence now, where it stands. */
export interface AssetInside {
  assetId: number;
  name: string;
  latitude: number;
  longitude: number;
}

/**
 * Which assets stand inside which of these geofences now, by where each asset's status places
 * it (the ingest's fresher copy first). Measured against the shapes as stored, so a geofence
 * drawn around a parked asset counts it at once, before its tracker reports again.
 */
export async function assetsInside(
  deps: AppDeps,
  companyId: number,
  rows: readonly GeofenceRow[],
): Promise<Map<number, AssetInside[]>> {
  const inside = new Map<number, AssetInside[]>(rows.map((row) => [row.geofenceId, []]));
  const shapes: GeofenceShape[] = rows.flatMap((row) => {
    const shape = storedShapeOf(row.shape);
    return shape ? [{ geofenceId: row.geofenceId, name: row.name, shape }] : [];
  });
  if (shapes.length === 0) return inside;
  const index = buildGeofenceIndex(shapes);
  for (const asset of await listAssetStatusLocations(deps.db, companyId)) {
    const live = deps.devices.ingest.peekStatus(asset.assetId)?.location;
    const latitude = live ? live.latitude : asset.latitude;
    const longitude = live ? live.longitude : asset.longitude;
    if (latitude === null || longitude === null) continue;
    for (const geofenceId of index.containing(longitude, latitude)) {
      inside
        .get(geofenceId)
        ?.push({ assetId: asset.assetId, name: asset.name, latitude, longitude });
    }
  }
  return inside;
}

function circleOf(row: GeofenceRow): GeofenceDto['circle'] {
  const shape = storedShapeOf(row.shape);
  if (shape?.kind !== 'circle') return null;
  const [longitude, latitude] = shape.center;
  return { longitude, latitude, radius_meters: shape.radiusMeters };
}

/** spec 2 §3 geofence, with what the Geofences page edits; undefined for a shape not drawable. */
export interface GeofenceDtoExtras {
  organizationIds: number[];
  /** Measured only when asked for: the list's ids and count, or one geofence's whole list. */
  inside?: AssetInside[] | undefined;
  detail: 'none' | 'count' | 'ids' | 'assets';
}

export function toGeofenceDto(row: GeofenceRow, extra: GeofenceDtoExtras): GeofenceDto | undefined {
  const geojson = shapeToGeoJson(row.shape);
  if (!geojson) return undefined;
  const inside = extra.detail === 'none' ? undefined : (extra.inside ?? []);
  const withIds = extra.detail === 'ids' || extra.detail === 'assets';
  return {
    geofence_id: row.geofenceId,
    name: row.name,
    geofence_type_id: row.geofenceTypeId,
    alert_enter: row.alertEnter,
    alert_exit: row.alertExit,
    geojson,
    ...(inside && withIds ? { asset_ids_in_geofence: inside.map((a) => a.assetId) } : {}),
    ...(inside ? { asset_count: inside.length } : {}),
    ...(inside && extra.detail === 'assets'
      ? {
          assets_inside: inside.map((a) => ({
            asset_id: a.assetId,
            name: a.name,
            latitude: a.latitude,
            longitude: a.longitude,
          })),
        }
      : {}),
    circle: circleOf(row),
    active: row.active,
    organization_ids: extra.organizationIds,
    updated_at: row.updatedAt.toISOString(),
  };
}
