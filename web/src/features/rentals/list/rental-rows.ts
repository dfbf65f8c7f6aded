import {
  PROVIDER_VENDOR_NAME,
  RENTAL_STATUS,
  RENTAL_TABS,
  rentalStatusName,
  type RentalListItem,
  type RentalTab,
  type ThirdPartyRental,
} from '@fleet/domain';
import { rentalCardPath, thirdPartyRentalPath } from '../../../lib/rental-links';

/** One line of the rentals table: an internal rental, or a third-party one beside them. */
export interface RentalLine {
  key: string;
  kind: 'rental' | 'third-party';
  id: number;
  statusId: number;
  status: string;
  /** spec 1 §4 "A Pick up or Reserved badge shows for certain statuses". */
  badge: 'Pick up' | 'Reserved' | null;
  asset: string | null;
  makeModel: string | null;
  className: string | null;
  vendor: string | null;
  jobsite: string | null;
  contact: string | null;
  start: string;
  end: string | null;
  rates: { day: number | null; week: number | null; month: number | null } | null;
  /** Off-rent is offered for internal rentals on rent (hidden once off-rent, spec 1 §4). */
  canOffRent: boolean;
  canEdit: boolean;
  path: string;
}

/**
 * The badge of a status: an off-rent rental is waiting to be picked up; a scheduled one is
 * reserved. An on-rent rental with an off-rent requested is also to be picked up.
 */
export function statusBadge(statusId: number, offRentRequested: boolean): RentalLine['badge'] {
  if (statusId === RENTAL_STATUS.offRent) return 'Pick up';
  if (statusId === RENTAL_STATUS.onRent && offRentRequested) return 'Pick up';
  if (statusId === RENTAL_STATUS.scheduled) return 'Reserved';
  return null;
}

const joined = (...parts: Array<string | null | undefined>) =>
  parts.filter(Boolean).join(' ') || null;

export function rentalLine(rental: RentalListItem): RentalLine {
  const statusId = rental.rental_status.rental_status_id;
  const contact = rental.order_contact;
  return {
    key: `r-${rental.rental_id}`,
    kind: 'rental',
    id: rental.rental_id,
    statusId,
    status: rental.rental_status.name,
    badge: statusBadge(statusId, rental.off_rent_date_requested !== null),
    asset:
      rental.asset?.custom_name ??
      (rental.parts_information.map((part) => part.part_class_description).join(', ') || null),
    makeModel: joined(rental.asset?.make, rental.asset?.model),
    className: rental.equipment_class?.name ?? null,
    vendor: rental.vendor ?? (rental.vendor_type === 'o' ? 'Internal' : PROVIDER_VENDOR_NAME),
    jobsite: rental.jobsite?.nickname ?? null,
    contact: contact ? joined(contact.first_name, contact.last_name) : null,
    start: rental.start_date,
    end: rental.end_date,
    rates: {
      day: rental.price_per_day,
      week: rental.price_per_week,
      month: rental.price_per_month,
    },
    // A 'tp' rental off-rents through its third-party rental: the modal's third-party form.
    canOffRent: statusId === RENTAL_STATUS.onRent,
    canEdit: statusId !== RENTAL_STATUS.offRent && rental.vendor_type !== 'tp',
    path: rentalCardPath(rental.rental_id),
  };
}

export function thirdPartyLine(
  rental: ThirdPartyRental,
  vendorNames: ReadonlyMap<number, string>,
): RentalLine {
  const asset = rental.third_party_asset;
  return {
    key: `tp-${rental.third_party_rental_id}`,
    kind: 'third-party',
    id: rental.third_party_rental_id,
    statusId: rental.rental_status_id,
    status: rentalStatusName(rental.rental_status_id),
    badge: statusBadge(rental.rental_status_id, false),
    asset: asset.custom_name,
    makeModel: null,
    className: asset.equipment_class?.name ?? null,
    vendor: vendorNames.get(rental.vendor_id) ?? 'Third-party vendor',
    jobsite: asset.location?.nickname ?? null,
    contact: null,
    start: rental.start_date,
    end: rental.end_date,
    rates: null,
    canOffRent: false,
    canEdit: false,
    path: thirdPartyRentalPath(rental.third_party_rental_id),
  };
}

/**
 * The tab's lines: internal rentals first, then the third-party rentals in the tab's statuses
 * that no internal rental mirrors (a 'tp' rental carries its third_party_rental_id).
 */
export function tabLines(
  tab: RentalTab,
  rentals: readonly RentalListItem[],
  thirdParty: readonly ThirdPartyRental[],
  vendorNames: ReadonlyMap<number, string>,
): RentalLine[] {
  const statuses: readonly number[] = RENTAL_TABS[tab].statuses;
  const mirrored = new Set(rentals.map((rental) => rental.third_party_rental_id));
  const byId = new Map(thirdParty.map((rental) => [rental.third_party_rental_id, rental]));
  // A mirror has no asset of the company's: it shows the machine rented in.
  const withMachine = (rental: RentalListItem): RentalLine => {
    const line = rentalLine(rental);
    const machine = byId.get(rental.third_party_rental_id ?? -1)?.third_party_asset;
    if (!machine || line.asset !== null) return line;
    return {
      ...line,
      asset: machine.custom_name,
      className: line.className ?? machine.equipment_class?.name ?? null,
    };
  };
  return [
    ...rentals.map(withMachine),
    ...thirdParty
      .filter(
        (rental) =>
          statuses.includes(rental.rental_status_id) && !mirrored.has(rental.third_party_rental_id),
      )
      .map((rental) => thirdPartyLine(rental, vendorNames)),
  ];
}

/** Every word of the search in the line's id, asset, class, vendor, jobsite or contact. */
export function searchLines(lines: readonly RentalLine[], q: string): RentalLine[] {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...lines];
  return lines.filter((line) => {
    const text = [
      String(line.id),
      line.asset,
      line.makeModel,
      line.className,
      line.vendor,
      line.jobsite,
      line.contact,
      line.status,
    ]
      .join(' ')
      .toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

export const RENTAL_COLUMNS = [
  'id',
  'asset',
  'class',
  'vendor',
  'jobsite',
  'contact',
  'start',
  'end',
  'status',
] as const;
export type RentalColumn = (typeof RENTAL_COLUMNS)[number];

const byText = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
const text = (a: string | null, b: string | null) =>
  a === null || b === null ? Number(a !== null) - Number(b !== null) : byText.compare(a, b);
const time = (iso: string | null) => (iso === null ? Infinity : Date.parse(iso));

/** How each column orders lines, ascending; missing values first, no end (still out) last. */
export const RENTAL_ORDER: Record<RentalColumn, (a: RentalLine, b: RentalLine) => number> = {
  id: (a, b) => a.id - b.id,
  asset: (a, b) => text(a.asset, b.asset),
  class: (a, b) => text(a.className, b.className),
  vendor: (a, b) => text(a.vendor, b.vendor),
  jobsite: (a, b) => text(a.jobsite, b.jobsite),
  contact: (a, b) => text(a.contact, b.contact),
  start: (a, b) => time(a.start) - time(b.start),
  end: (a, b) => time(a.end) - time(b.end),
  status: (a, b) => text(a.status, b.status),
};
