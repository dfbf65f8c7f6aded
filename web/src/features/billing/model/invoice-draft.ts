import {
  buildInvoicePayload,
  type BuildResult,
  type InvoiceDetail,
  type InvoiceDraftBody,
  type InvoiceLineInput,
} from '@fleet/domain/billing';

/**
 * The editor's state: what a person typed, as text (so "12.5" stays exactly that until the
 * domain reads it). The body sent and the totals shown both come from it, through the domain's
 * own builder: the page shows the figures the server will store.
 */
export interface DraftLine {
  /** Stable while the person edits (a new line has none on the server yet). */
  key: string;
  line_item_type_id: string;
  description: string;
  number_of_units: string;
  price_per_unit: string;
  standard_price: string;
  markup_percent: string;
  part_id: string;
  asset_id: number | null;
  branch_id: string;
  taxable: boolean;
}

export interface DraftInvoice {
  invoice_date: string;
  ship_from_branch_id: string;
  billing_provider_id: string;
  customer_name: string;
  purchase_order_id: string;
  public_note: string;
  ship_to_location_id: number | null;
  salesperson_user_id: number | null;
  ordered_by_user_id: number | null;
  lines: DraftLine[];
}

let nextKey = 0;
const newKey = () => `line-${(nextKey += 1)}`;

export function emptyLine(branchId: string): DraftLine {
  return {
    key: newKey(),
    line_item_type_id: '',
    description: '',
    number_of_units: '1',
    price_per_unit: '',
    standard_price: '',
    markup_percent: '',
    part_id: '',
    asset_id: null,
    branch_id: branchId,
    taxable: false,
  };
}

export function emptyDraft(today: string): DraftInvoice {
  return {
    invoice_date: today,
    ship_from_branch_id: '',
    billing_provider_id: '',
    customer_name: '',
    purchase_order_id: '',
    public_note: '',
    ship_to_location_id: null,
    salesperson_user_id: null,
    ordered_by_user_id: null,
    lines: [],
  };
}

const idText = (value: number | null) => (value === null ? '' : String(value));

/** An invoice as the editor holds it; the computed merchandise line is the builder's again. */
export function draftOf(invoice: InvoiceDetail): DraftInvoice {
  return {
    invoice_date: invoice.invoice_date,
    ship_from_branch_id: String(invoice.ship_from_branch_id),
    billing_provider_id: String(invoice.billing_provider_id),
    customer_name: invoice.customer_name ?? '',
    purchase_order_id: invoice.purchase_order_id ?? '',
    public_note: invoice.public_note ?? '',
    ship_to_location_id: invoice.ship_to_location_id,
    salesperson_user_id: invoice.salesperson_user_id,
    ordered_by_user_id: invoice.ordered_by_user_id,
    lines: invoice.line_items
      .filter((line) => !line.is_computed)
      .map((line) => ({
        key: newKey(),
        line_item_type_id: String(line.line_item_type_id),
        description: line.description,
        number_of_units: line.number_of_units,
        // A part priced from its standard price keeps that (its markup applies again).
        price_per_unit: line.price_per_unit ?? '',
        standard_price: line.standard_price ?? '',
        markup_percent: line.price_per_unit === null ? (line.markup_percent ?? '') : '',
        part_id: idText(line.part_id),
        asset_id: line.asset_id,
        branch_id: String(line.branch_id),
        taxable: line.taxable,
      })),
  };
}

const idOrNull = (text: string): number | null => (text === '' ? null : Number(text));
const textOrNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

function lineBody(line: DraftLine): InvoiceLineInput {
  return {
    asset_id: line.asset_id,
    branch_id: idOrNull(line.branch_id),
    description: textOrNull(line.description),
    line_item_type_id: idOrNull(line.line_item_type_id),
    number_of_units: textOrNull(line.number_of_units),
    price_per_unit: textOrNull(line.price_per_unit),
    standard_price: textOrNull(line.standard_price),
    markup_percent: textOrNull(line.markup_percent),
    taxable: line.taxable,
    part_id: idOrNull(line.part_id),
  };
}

/** spec 2 §3's payload (less the company: the server uses the session's). */
export function bodyOf(draft: DraftInvoice): InvoiceDraftBody {
  return {
    invoice_date: draft.invoice_date || undefined,
    ship_from_branch_id: idOrNull(draft.ship_from_branch_id),
    billing_provider_id: idOrNull(draft.billing_provider_id),
    customer_name: textOrNull(draft.customer_name),
    purchase_order_id: textOrNull(draft.purchase_order_id),
    public_note: textOrNull(draft.public_note),
    ship_to_location_id: draft.ship_to_location_id,
    salesperson_user_id: draft.salesperson_user_id,
    ordered_by_user_id: draft.ordered_by_user_id,
    line_items: draft.lines.map(lineBody),
  };
}

/** The same build the server makes (spec 2 §5, §9), for live totals and the fields' sentences. */
export function buildDraft(draft: DraftInvoice, companyId: number): BuildResult {
  return buildInvoicePayload(bodyOf(draft), companyId);
}

/** Sentences by field path (`line_items.0.part_id`), the first per field. */
export function issuesByPath(result: BuildResult): Record<string, string> {
  if (result.ok) return {};
  const byPath: Record<string, string> = {};
  for (const issue of result.issues) byPath[issue.path.join('.')] ??= issue.message;
  return byPath;
}
