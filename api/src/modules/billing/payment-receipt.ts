import PDFDocument from 'pdfkit';
import type { Payment } from './payment.entity';

/** Who the receipt is for, as the account reads now. */
export type ReceiptParty = { email: string; name: string | null };

const DATE = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "€29.99" for card payments (EUR), "29.99 FC" for ForgeCoin. */
export function receiptAmount(payment: Pick<Payment, 'amount' | 'currency'>): string {
  if (payment.currency === 'fc') return `${payment.amount} FC`;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: payment.currency.toUpperCase(),
  }).format(Number(payment.amount));
}

/** The receipt's number: stable, short, and the payment's own. */
export const receiptNumber = (payment: Pick<Payment, 'id' | 'createdAt'>) =>
  `FF-${payment.createdAt.toISOString().slice(0, 10).replace(/-/g, '')}-${payment.id.slice(0, 8).toUpperCase()}`;

const STATUS_LABELS: Record<string, string> = {
  succeeded: 'Paid',
  refunded: 'Refunded',
  partially_refunded: 'Partially refunded',
  disputed: 'Disputed',
};

/**
 * A payment's receipt as a one-page PDF (pdfkit, its built-in Helvetica: nothing to fetch).
 * Uncompressed: a receipt is a few kilobytes either way, and its text stays greppable.
 */
export function renderReceipt(payment: Payment, party: ReceiptParty): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    compress: false,
    info: { Title: `Receipt ${receiptNumber(payment)}`, Author: 'FunnelForge' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(22).text('FunnelForge');
  doc.moveDown(0.3).font('Helvetica').fontSize(14).fillColor('#555555').text('Receipt');
  doc.moveDown(1.2).fillColor('#000000').fontSize(11);
  const rows: Array<[string, string]> = [
    ['Receipt number', receiptNumber(payment)],
    ['Date', DATE.format(payment.createdAt)],
    ['Billed to', party.name ? `${party.name} <${party.email}>` : party.email],
    ['Description', payment.description ?? payment.type],
    ['Paid with', payment.currency === 'fc' ? 'ForgeCoin (1 FC = 1 EUR)' : 'Card'],
    ['Status', STATUS_LABELS[payment.status] ?? payment.status],
  ];
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('Helvetica-Bold').text(label, 56, y, { width: 140 });
    doc.font('Helvetica').text(value, 200, y, { width: 340 });
    doc.moveDown(0.4);
  }
  doc.moveDown(1).moveTo(56, doc.y).lineTo(539, doc.y).strokeColor('#cccccc').stroke();
  doc
    .moveDown(0.8)
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(`Total: ${receiptAmount(payment)}`, 56, doc.y, {
      width: 483,
      align: 'right',
    });
  doc.end();
  return done;
}
