/** spec 2 §9 "Invoice": the markups and the merchandise charge, in percent. */
export const INVOICE_CONSTANTS = {
  /** Part-type lines priced from their standard price get this markup unless one is given. */
  defaultPartMarkupPercent: '30',
  /** A damage part's markup may be lowered, but not below this. */
  minDamagePartMarkupPercent: '10',
  /** The merchandise/supplies line (type 12): this share of the lines of types 13, 22, 26. */
  merchandisePercent: '5',
  /** Invoice numbers of a company start here and count up, one per issued invoice. */
  firstInvoiceNumber: 1001,
} as const;

/** numeric(12,2): the largest amount a money column holds. */
export const MAX_MONEY = '9999999999.99';
