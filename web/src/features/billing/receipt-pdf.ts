import { receiptRows, type Receipt } from '@shared/billing';

/**
 * The receipt as a PDF a person can keep (A4, the PDF's own Helvetica: no font to download): the
 * issuer, then the same rows as the page and the mail, in the same order. jsPDF is loaded when a
 * receipt is downloaded, not with the page.
 */
export const receiptPdf = async (receipt: Receipt): Promise<ArrayBuffer> => {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  doc.setProperties({ title: `Comprobante de pago ${receipt.buyOrder}`, author: receipt.issuer.legalName, subject: 'Comprobante de pago' });
  const left = 20;
  const valueLeft = 80;
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(18);
  doc.text('Comprobante de pago', left, 26);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(10);
  doc.text(`${receipt.issuer.legalName} · RUT ${receipt.issuer.rut}`, left, 33);
  doc.setDrawColor(200);
  doc.line(left, 38, 190, 38);
  let y = 48;
  doc.setFontSize(11);
  for (const row of receiptRows(receipt)) {
    doc.setFont('helvetica', 'bold');
    doc.text(row.label, left, y);
    doc.setFont('helvetica', 'normal');
    const lines = doc.splitTextToSize(row.value, 190 - valueLeft) as string[];
    doc.text(lines, valueLeft, y);
    y += 7 * Math.max(1, lines.length);
  }
  doc.line(left, y - 2, 190, y - 2);
  doc.setFontSize(9);
  doc.text('Pagado con Transbank Oneclick. Los precios incluyen IVA.', left, y + 5);
  return doc.output('arraybuffer');
};

/** Saves the receipt's PDF in the browser's downloads, named by its buy order. */
export const downloadReceiptPdf = async (receipt: Receipt): Promise<void> => {
  const url = URL.createObjectURL(new Blob([await receiptPdf(receipt)], { type: 'application/pdf' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = `comprobante-${receipt.buyOrder}.pdf`;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  URL.revokeObjectURL(url);
};
