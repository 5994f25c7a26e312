import { expect, it } from 'vitest';
import { inductionCertificate } from '../../src/features/induction/certificate.ts';
import { PdfWriter } from '../../src/features/documents/pdf-writer.ts';
import { pdfText } from '../pdf-helpers.ts';

// A screen reader reads a PDF's text as its fonts map it. With one parsed font shared by every document of the
// process, a later certificate's bold Z read back as '"', '#' or '%' (CI saw it in a certificate code). Every
// letter must read back as printed, however many documents came before (SPEC §7 downloads: 'Documents a
// screen reader can read').

const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** The same letters every run (a seeded mulberry32), in the mix certificate codes have. */
let seed = 40;
function next(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const group = () => Array.from({ length: 4 }, () => letters[Math.floor(next() * letters.length)]).join('');

it('every letter reads back as printed, after other documents in the same process', async () => {
  const misread: string[] = [];
  for (let n = 0; n < 30; n += 1) {
    const other = await PdfWriter.create({ title: 'Other', author: 'Test', subject: 'Another document' });
    other.paragraph(`Some text ${group()} "quoted" it's ${n}`).row('Name', `Person ${group()} ${group().toLowerCase()}`);
    await other.bytes();
    const code = `${group()}-${group()}-${group()}`;
    const made = await inductionCertificate({
      company: 'adg', timeZone: 'Australia/Sydney', traineeName: 'Żaneta Maria Kowalska-Nowak', programName: 'DIA Security Induction',
      airport: 'Darwin International Airport', completedAt: '2026-11-23T01:00:00Z', code, checkUrl: `https://cards.example.com.au/induction-certificate/${code}`,
    });
    if (!(await pdfText(made.bytes)).includes(`Certificate code ${code}`)) misread.push(code);
  }
  expect(misread).toEqual([]);
}, 60_000);
