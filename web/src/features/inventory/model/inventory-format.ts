import {
  INVENTORY_COLOUR_ORDER,
  inventoryStatusColour,
  inventoryStatusLabel,
  type InventoryItem,
} from '@fleet/domain';
import { formatInTimeZone } from '../../../lib/company-days';
import type { CsvCell } from '../../../lib/csv/csv-writer';

/** spec 1 §9 export dates: 'MMM DD, YYYY'. */
export const EXPORT_DATE_FORMAT = 'MMM DD, YYYY';

/** "Nov 02, 2026 – Dec 01, 2026"; an open rental has no end; no rental is empty. */
export function rentalPeriod(item: InventoryItem, timeZone: string): string {
  const rental = item.rentalStatus;
  if (!rental) return '';
  const start = formatInTimeZone(rental.startDate, timeZone, EXPORT_DATE_FORMAT) ?? '';
  const end = formatInTimeZone(rental.endDate, timeZone, EXPORT_DATE_FORMAT) ?? '';
  return end ? `${start} – ${end}` : `${start} –`;
}

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

/** spec 1 §2 "Export": the CSV's columns. */
export const EXPORT_HEADER = [
  'Name',
  'Vendor',
  'Make',
  'Model',
  'Jobsite',
  'Location',
  'Status',
  'Rental Period',
] as const;

export function exportRow(item: InventoryItem, timeZone: string): CsvCell[] {
  return [
    item.customName,
    item.vendor,
    item.makeName,
    item.model,
    item.jobsite,
    item.address,
    inventoryStatusLabel(item.inventoryStatus),
    rentalPeriod(item, timeZone),
  ];
}
