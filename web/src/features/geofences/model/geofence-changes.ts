import type {
  GeofenceDetails,
  GeofenceDto,
  GeofencePatchBody,
  GeofenceShapeInput,
} from '@fleet/domain';

const sameIds = (a: readonly number[], b: readonly number[]): boolean => {
  const left = [...a].sort((x, y) => x - y);
  const right = [...b].sort((x, y) => x - y);
  return left.length === right.length && left.every((id, i) => id === right[i]);
};

/**
 * spec 2 §7 "PATCH geofences/{id} with only changed fields (nothing is sent if none changed)":
 * the fields the form changed from the geofence as loaded, the shape when it was edited on the
 * map; null when nothing changed.
 */
export function geofenceChanges(
  before: GeofenceDto,
  details: GeofenceDetails,
  editedShape: GeofenceShapeInput | null,
): GeofencePatchBody | null {
  const body: GeofencePatchBody = {};
  if (details.name.trim() !== before.name) body.name = details.name.trim();
  if (details.geofence_type_id !== before.geofence_type_id) {
    body.geofence_type_id = details.geofence_type_id;
  }
  if (details.alert_enter !== before.alert_enter) body.alert_enter = details.alert_enter;
  if (details.alert_exit !== before.alert_exit) body.alert_exit = details.alert_exit;
  if (!sameIds(details.organization_ids, before.organization_ids ?? [])) {
    body.organization_ids = details.organization_ids;
  }
  if (editedShape) body.shape = editedShape;
  return Object.keys(body).length > 0 ? body : null;
}
