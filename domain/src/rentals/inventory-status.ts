/**
 * spec 1 §4 "Inventory status labels": ids as stored in assets.inventory_status_id. 'On-rent' is
 * never stored: an asset is on rent while a rental of it has status 5.
 */
export const INVENTORY_STATUS = {
  readyToRent: 1,
  makeReady: 2,
  softDown: 3,
  hardDown: 4,
  needsInspection: 5,
  assigned: 6,
  onRpo: 7,
  pendingReturn: 8,
  preDelivered: 9,
  passed: 10,
  onRent: 11,
} as const;
export type InventoryStatusId = (typeof INVENTORY_STATUS)[keyof typeof INVENTORY_STATUS];

export const INVENTORY_STATUS_LABELS: Record<InventoryStatusId, string> = {
  1: 'Ready to Rent',
  2: 'Make Ready',
  3: 'Soft Down',
  4: 'Hard Down',
  5: 'Needs Inspection',
  6: 'Assigned',
  7: 'On RPO',
  8: 'Pending Return',
  9: 'Pre-delivered',
  10: 'Passed',
  11: 'On-rent',
};

export type InventoryStatusColour = 'danger' | 'warning' | 'success' | 'subdued';

/** spec 1 §4: danger for Hard Down, Make Ready, Needs Inspection; warning Soft Down; … */
export function inventoryStatusColour(id: number): InventoryStatusColour {
  const { hardDown, makeReady, needsInspection } = INVENTORY_STATUS;
  if (id === hardDown || id === makeReady || id === needsInspection) return 'danger';
  if (id === INVENTORY_STATUS.softDown) return 'warning';
  if (id === INVENTORY_STATUS.readyToRent) return 'success';
  return 'subdued';
}

/** spec 1 §4: statuses sort danger, warning, success, subdued. */
export const INVENTORY_COLOUR_ORDER: readonly InventoryStatusColour[] = [
  'danger',
  'warning',
  'success',
  'subdued',
];

export function inventoryStatusLabel(id: number): string {
  return (INVENTORY_STATUS_LABELS as Record<number, string | undefined>)[id] ?? 'Unknown';
}

/** spec 1 §4 "Row actions": which statuses may be put on rent (when internal rental is allowed). */
export const ON_RENTABLE_STATUSES: readonly InventoryStatusId[] = [
  INVENTORY_STATUS.readyToRent,
  INVENTORY_STATUS.makeReady,
  INVENTORY_STATUS.softDown,
];
