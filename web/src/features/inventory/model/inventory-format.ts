import { INVENTORY_COLOUR_ORDER, inventoryStatusColour, inventoryStatusLabel } from '@fleet/domain';

/** Mantine colours of the spec's status colours. */
export const STATUS_COLOURS = {
  danger: 'red',
  warning: 'orange',
  success: 'green',
  subdued: 'gray',
} as const;

export function statusBadge(statusId: number): { label: string; color: string } {
  return {
    label: inventoryStatusLabel(statusId),
    color: STATUS_COLOURS[inventoryStatusColour(statusId)],
  };
}

/** spec 1 §4: statuses sort danger, warning, success, subdued; then by label. */
export function compareStatus(a: number, b: number): number {
  const rank = (id: number) => INVENTORY_COLOUR_ORDER.indexOf(inventoryStatusColour(id));
  return rank(a) - rank(b) || inventoryStatusLabel(a).localeCompare(inventoryStatusLabel(b));
}
