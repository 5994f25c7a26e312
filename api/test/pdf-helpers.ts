import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

// Reading back the PDFs the api makes, as a person's PDF reader would (pdf.js), for the tests of documents.

/** Opens a PDF's bytes without system fonts, so the text read is what the file itself holds. */
export function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  return getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, disableFontFace: true }).promise;
}

/** Every page's text, pages on their own lines, runs of space made one. */
export async function textOf(doc: PDFDocumentProxy): Promise<string> {
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return parts.join('\n').replace(/\s+/g, ' ');
}

/** The text of a PDF's bytes. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await openPdf(bytes);
  try {
    return await textOf(doc);
  } finally {
    await doc.destroy();
  }
}
