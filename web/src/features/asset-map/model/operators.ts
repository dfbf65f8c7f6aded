import { ASSET_TYPE, type AssetDriver, type Operator } from '@fleet/domain';

/**
 * spec 1 §6: the Driver panel shows on vehicle and equipment assets. The camera links ('Open
 * Camera Tab', driver score, coaching center) need the company's and the user's camera access.
 */
export function isDriverPanelShown(assetTypeId: number): boolean {
  return assetTypeId === ASSET_TYPE.vehicle || assetTypeId === ASSET_TYPE.equipment;
}

export function canOpenCamera(access: { hasFleetCam: boolean; canAccessCamera: boolean }): boolean {
  return access.hasFleetCam && access.canAccessCamera;
}

export type CameraTab = 'analytics' | 'coaching-center';

/**
 * spec 1 §2 "/camera?user={companyId}_{email}&section1=driverbehavior&did={driverId}&tab=…":
 * the camera page on a driver's analytics or coaching center; without a tab ('Open Camera
 * Tab') it opens the driver behaviour section's drivers, where unidentified drivers are named.
 */
export function cameraTabPath(who: {
  companyId: number;
  email: string;
  driverId?: string | null;
  tab?: CameraTab;
}): string {
  const params = new URLSearchParams({
    user: `${who.companyId}_${who.email}`,
    section1: 'driverbehavior',
  });
  if (who.driverId) params.set('did', who.driverId);
  if (who.tab) params.set('tab', who.tab);
  return `/camera?${params.toString()}`;
}

/**
 * One page of the access log asked with one entry more than the page holds: that extra entry
 * says a next page exists without a count of every entry. Returns the page's rows and the row
 * count the table pages by (one past this page while there is more).
 */
export function accessLogPage<T>(
  page: number,
  pageSize: number,
  fetched: readonly T[],
): { rows: readonly T[]; rowCount: number } {
  const rows = fetched.slice(0, pageSize);
  const hasMore = fetched.length > pageSize;
  return { rows, rowCount: (page - 1) * pageSize + rows.length + (hasMore ? 1 : 0) };
}

/**
 * The Driver panel once a driver was chosen by hand: the new driver at once, the sightings as
 * they were (the refetch that follows brings the rest); nothing while the panel never loaded.
 */
export function withCurrentDriver(
  panel: AssetDriver | undefined,
  current: Operator | null,
): AssetDriver | undefined {
  return panel && { ...panel, current_operator: current };
}
