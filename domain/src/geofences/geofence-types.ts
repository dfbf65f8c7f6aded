/**
 * Geofence types (`geofence_type_id`, docs/GEOFENCES.md). A yard is where the company keeps its
 * fleet; a jobsite is where assets work (a rental jobsite's geofence is one).
 */
export const GEOFENCE_TYPES = [
  { id: 1, label: 'Generic' },
  { id: 2, label: 'Yard' },
  { id: 3, label: 'Jobsite' },
] as const;

export type GeofenceTypeId = (typeof GEOFENCE_TYPES)[number]['id'];

export const GEOFENCE_TYPE_IDS = {
  generic: 1,
  yard: 2,
  jobsite: 3,
} as const satisfies Record<string, GeofenceTypeId>;

export function geofenceTypeLabel(typeId: number): string {
  return GEOFENCE_TYPES.find((type) => type.id === typeId)?.label ?? 'Generic';
}

/** Who may draw, change and delete geofences: admins, managers and operations (levels 1, 2, 6). */
export function mayManageGeofences(securityLevelId: number, readOnly: boolean): boolean {
  return !readOnly && (securityLevelId === 1 || securityLevelId === 2 || securityLevelId === 6);
}
