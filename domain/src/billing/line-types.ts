/**
 * Invoice line item types (spec 2 §3 `line_item_type_id`). The spec names three ids by their
 * role in §9 (12 is the merchandise/supplies charge, computed on 13, 22 and 26); the rest are
 * ours. docs/BILLING.md lists them.
 */
export const LINE_ITEM_TYPES = {
  rental: 1,
  delivery: 5,
  fuel: 8,
  /** spec 2 §9: the 5% charge the invoice adds itself, never typed by a person. */
  merchandise: 12,
  labour: 13,
  part: 22,
  damagePart: 26,
} as const;

export type LineItemTypeName = keyof typeof LINE_ITEM_TYPES;
export type LineItemTypeId = (typeof LINE_ITEM_TYPES)[LineItemTypeName];

export const LINE_ITEM_TYPE_LABELS: Record<LineItemTypeId, string> = {
  1: 'Rental',
  5: 'Delivery',
  8: 'Fuel',
  12: 'Merchandise/supplies',
  13: 'Labour',
  22: 'Part',
  26: 'Damage part',
};

/** Types a person may put on a line (the merchandise line is computed). */
export const ENTERED_LINE_ITEM_TYPE_IDS = [1, 5, 8, 13, 22, 26] as const;

/** spec 2 §5: lines of these types must name a part; §9: they carry a markup. */
export const PART_LINE_TYPE_IDS: readonly number[] = [
  LINE_ITEM_TYPES.part,
  LINE_ITEM_TYPES.damagePart,
];

/** spec 2 §9: the merchandise/supplies line is computed on these lines' amounts. */
export const MERCHANDISE_BASE_TYPE_IDS: readonly number[] = [
  LINE_ITEM_TYPES.part,
  LINE_ITEM_TYPES.labour,
  LINE_ITEM_TYPES.damagePart,
];

export const isPartLineType = (typeId: number): boolean => PART_LINE_TYPE_IDS.includes(typeId);

export const lineItemTypeLabel = (typeId: number): string =>
  LINE_ITEM_TYPE_LABELS[typeId as LineItemTypeId] ?? `Type ${typeId}`;
