/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { receiptOf } from '@shared/billing';
import type { Payment } from '@shared/admin';
import { receiptPdf } from './receipt-pdf';

/**
 * The PDF's text as pdf-parse (Mozilla's pdf.js) reads it, in a Node process of its own: pdf.js loads its
 * worker with a dynamic import, which jest's module sandbox does not run.
 */
const textOf = (bytes: Uint8Array): string =>
  execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "import { PDFParse } from 'pdf-parse'; const chunks = []; for await (const chunk of process.stdin) chunks.push(chunk); const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) }); const { text } = await parser.getText(); await parser.destroy(); process.stdout.write(text);",
    ],
    { input: bytes, cwd: path.resolve(__dirname, '../../../..') },
  ).toString('utf8');

const payment: Payment = {
  uid: 'u1',
  id: 'BC0123456789abcdef01234567',
  buyOrder: 'BC0123456789abcdef01234567',
  plan: 'anual',
  amountClp: 49_990,
  status: 'paid',
  at: '2026-12-02T13:00:00.000Z',
  periodStart: '2026-12-15',
  periodEnd: '2027-12-15',
  authorizationCode: '1213',
  paymentTypeCode: 'VN',
  installments: 0,
  card: { cardType: 'Visa', last4: '6623' },
};

describe('the receipt as a PDF', () => {
  it('holds what a receipt must: the issuer and its RUT, the amounts with IVA, the authorization code and the card charged', async () => {
    const receipt = receiptOf(payment);
    if (!receipt) throw new Error('a paid payment has a receipt');
    const bytes = new Uint8Array(await receiptPdf(receipt));
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const text = textOf(bytes);
    for (const expected of ['Comprobante de pago', 'Beneficios Chile SpA', '76.000.000-0', 'Plan Anual', 'Monto neto', '$42.008', 'IVA (19 %)', '$7.982', 'Total', '$49.990', 'Código de autorización', '1213', 'Visa terminada en 6623', 'Período', '15-12-2026 al 15-12-2027', 'BC0123456789abcdef01234567']) {
      expect(text).toContain(expected);
    }
  });
});
