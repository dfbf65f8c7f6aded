import PDFDocument from 'pdfkit';
import { formatMoney, lineItemTypeLabel, type InvoiceDetail } from '@fleet/domain/billing';

/** What the PDF prints beside the invoice: names the invoice row only holds ids of. */
export interface InvoicePdfContext {
  companyName: string;
}

const COLUMNS = [
  { title: 'Description', x: 50, width: 230, align: 'left' },
  { title: 'Type', x: 285, width: 80, align: 'left' },
  { title: 'Units', x: 365, width: 50, align: 'right' },
  { title: 'Unit price', x: 420, width: 65, align: 'right' },
  { title: 'Amount', x: 490, width: 72, align: 'right' },
] as const;

/** "Invoice 1001", or "Draft invoice" (drafts have no number until they are issued). */
export function invoiceTitle(invoice: InvoiceDetail): string {
  return invoice.invoice_number === null ? 'Draft invoice' : `Invoice ${invoice.invoice_number}`;
}

export function invoicePdfFileName(invoice: InvoiceDetail): string {
  return invoice.invoice_number === null
    ? `invoice-draft-${invoice.invoice_id}.pdf`
    : `invoice-${invoice.invoice_number}.pdf`;
}

/**
 * The invoice as a Letter-size PDF (pdfkit, its built-in Helvetica): header, the lines with
 * their amounts as stored (never recomputed here), totals, and the status when it is not issued.
 * The document's title is the invoice's, so a file manager and a test can read it.
 */
export function renderInvoicePdf(
  invoice: InvoiceDetail,
  context: InvoicePdfContext,
): Promise<Buffer> {
  const title = invoiceTitle(invoice);
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 50,
    info: { Title: title, Author: context.companyName, Subject: title },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(20).text(title, 50, 50);
  doc.font('Helvetica').fontSize(10).fillColor('#444');
  doc.text(context.companyName, 50, 78);
  if (invoice.status !== 'issued') {
    doc.font('Helvetica-Bold').fillColor('#c92a2a').text(invoice.status.toUpperCase(), 450, 55, {
      width: 112,
      align: 'right',
    });
  }
  const facts: [string, string | null][] = [
    ['Invoice date', invoice.invoice_date],
    ['Bill to', invoice.customer_name],
    ['Ships from', invoice.ship_from_branch_name],
    ['Billing provider', invoice.billing_provider_name],
    ['Purchase order', invoice.purchase_order_id],
    ['Void because', invoice.void_reason],
  ];
  let y = 105;
  doc.fillColor('#000').fontSize(10);
  for (const [label, value] of facts) {
    if (!value) continue;
    doc.font('Helvetica-Bold').text(label, 50, y, { width: 110 });
    doc.font('Helvetica').text(value, 160, y, { width: 400 });
    y += 16;
  }

  y += 14;
  doc.font('Helvetica-Bold').fontSize(9);
  for (const column of COLUMNS)
    doc.text(column.title, column.x, y, { width: column.width, align: column.align });
  y += 14;
  doc.moveTo(50, y).lineTo(562, y).strokeColor('#999').stroke();
  y += 6;
  doc.font('Helvetica').fontSize(9);
  for (const line of invoice.line_items) {
    const cells = [
      line.description,
      lineItemTypeLabel(line.line_item_type_id),
      line.number_of_units,
      formatMoney(line.unit_price),
      formatMoney(line.amount),
    ];
    const height = doc.heightOfString(line.description, { width: COLUMNS[0].width });
    if (y + height > 700) {
      doc.addPage();
      y = 50;
    }
    COLUMNS.forEach((column, index) =>
      doc.text(cells[index] ?? '', column.x, y, { width: column.width, align: column.align }),
    );
    y += Math.max(height, 12) + 6;
  }
  doc.moveTo(50, y).lineTo(562, y).strokeColor('#999').stroke();
  y += 10;
  const totals: [string, string][] = [
    ['Subtotal', invoice.subtotal],
    ['Tax', invoice.tax_total],
    ['Total', invoice.total],
  ];
  for (const [label, value] of totals) {
    doc.font(label === 'Total' ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    doc.text(label, 380, y, { width: 100, align: 'right' });
    doc.text(formatMoney(value), 490, y, { width: 72, align: 'right' });
    y += 16;
  }
  if (invoice.public_note) {
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#444')
      .text(invoice.public_note, 50, y + 20, { width: 512 });
  }
  doc.end();
  return done;
}
