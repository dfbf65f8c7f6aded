import type { CsvCell } from '../format/csv';
import { inventoryStatusLabel } from '../rentals/inventory-status';

/**
 * spec 1 §2 "Export": the inventory as a CSV file. The server writes it (one streamed file,
 * docs/INVENTORY.md) and the list shows the same rental period, so both read these rules.
 */
export const INVENTORY_EXPORT_FILE_NAME = 'exported-inventory.csv';

export const INVENTORY_EXPORT_HEADER = [
  'Name',
  'Vendor',
  'Make',
  'Model',
  'Jobsite',
  'Location',
  'Status',
  'Rental Period',
] as const;

/** What one exported line reads. */
export interface InventoryExportItem {
  customName: string;
  vendor: string;
  makeName: string | null;
  model: string | null;
  jobsite: string | null;
  address: string;
  inventoryStatus: number;
  rentalStatus: { startDate: string | null; endDate: string | null } | null;
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** spec 1 §9's export date, 'MMM DD, YYYY' ("Nov 02, 2026"), on the company's calendar. */
export function formatExportDate(iso: string | null, timeZone: string): string {
  if (iso === null || iso.trim() === '') return '';
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        month: 'short',
        day: '2-digit',
        year: 'numeric',
      });
    } catch {
      // An unknown zone name: the dates in UTC rather than no file.
      return formatExportDate(iso, 'UTC');
    }
    dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(ms);
}

/** "Nov 02, 2026 – Dec 01, 2026"; an open rental has no end; no rental is empty. */
export function inventoryRentalPeriod(
  rental: InventoryExportItem['rentalStatus'],
  timeZone: string,
): string {
  if (!rental) return '';
  const start = formatExportDate(rental.startDate, timeZone);
  const end = formatExportDate(rental.endDate, timeZone);
  return end ? `${start} – ${end}` : `${start} –`;
}

export function inventoryExportRow(item: InventoryExportItem, timeZone: string): CsvCell[] {
  return [
    item.customName,
    item.vendor,
    item.makeName,
    item.model,
    item.jobsite,
    item.address,
    inventoryStatusLabel(item.inventoryStatus),
    inventoryRentalPeriod(item.rentalStatus, timeZone),
  ];
}
