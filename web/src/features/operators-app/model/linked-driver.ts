import type { DriverRoster } from '@fleet/domain';

/**
 * The driver a driver panel link names (`did`, spec 1 §2): the camera's id of the driver
 * (`fts_driver_id`), as the asset card writes it; an operator id is taken too. Null when
 * the link names nobody this company has.
 */
export function linkedOperatorId(
  did: string | null,
  drivers: readonly Pick<DriverRoster['drivers'][number], 'operator'>[],
): number | null {
  if (did === null || did.trim() === '') return null;
  const byCameraId = drivers.find((d) => d.operator.fts_driver_id === did);
  if (byCameraId) return byCameraId.operator.operator_id;
  const byId = drivers.find((d) => String(d.operator.operator_id) === did);
  return byId ? byId.operator.operator_id : null;
}
