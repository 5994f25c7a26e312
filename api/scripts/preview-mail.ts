import fs from 'node:fs/promises';
import path from 'node:path';
import { brands } from '@cards/shared/brand';
import { loadConfig } from '../src/config.ts';
import { escapeHtml, renderMail, type MailKind } from '../src/mail/templates/index.ts';

// `npm run mail:preview -w api`: writes every email of every brand, with example values, to
// var/mail-preview/{brand}-{kind}.html and .txt, and an index.html that links them. Open the index in a browser;
// the logos load from http://localhost:8080, so start the site (npm start) to see them.

const kinds: MailKind[] = ['form-saved', 'session-expired', 'link-expired', 'new-link', 'invitation', 'submitted'];
const publicUrl = 'http://localhost:8080';
const formLink = 'EXAMPLE-FORM-LINK';
const trackingNumber = 'VEA0001523';

const outDir = path.join(loadConfig().varDir, 'mail-preview');
await fs.mkdir(outDir, { recursive: true });

const rows: string[] = [];
for (const brand of Object.values(brands)) {
  const cells: string[] = [];
  for (const kind of kinds) {
    const trackPage = `${publicUrl}/track-asic?ref=${trackingNumber}&company=${brand.code}`;
    const fallbackLink = kind === 'submitted' ? trackPage : `${publicUrl}/link-expired/${formLink}?company=${brand.code}`;
    const link = kind === 'link-expired' || kind === 'submitted'
      ? fallbackLink
      : `${publicUrl}/apply/form/${formLink}/?t=EXAMPLE-TOKEN&company=${brand.code}`;
    const mail = await renderMail({
      kind, brand, cardType: brand.defaultCardType, firstname: 'Mia', link, fallbackLink, publicUrl, trackingNumber,
    });
    const name = `${brand.code}-${kind}`;
    await fs.writeFile(path.join(outDir, `${name}.html`), mail.html);
    await fs.writeFile(path.join(outDir, `${name}.txt`), `Subject: ${mail.subject}\n\n${mail.text}`);
    cells.push(`<td><a href="${name}.html">${escapeHtml(mail.subject)}</a><br><a href="${name}.txt">plain text</a></td>`);
  }
  rows.push(`<tr><th scope="row">${escapeHtml(brand.name)} (${brand.code})</th>${cells.join('')}</tr>`);
}

await fs.writeFile(path.join(outDir, 'index.html'), `<!doctype html>
<html lang="en-AU">
<head><meta charset="utf-8"><title>Email previews</title>
<style>body{font-family:Arial,sans-serif;margin:2rem}table{border-collapse:collapse}th,td{border:1px solid #ccc;padding:.5rem;text-align:left;vertical-align:top}</style>
</head>
<body>
<h1>Email previews</h1>
<p>Example values: first name Mia, tracking number ${trackingNumber}, the site at ${publicUrl} (start it with <code>npm start</code> to see the logos).</p>
<table>
<thead><tr><th scope="col">Brand</th>${kinds.map((k) => `<th scope="col">${k}</th>`).join('')}</tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>
</body>
</html>
`);
console.log(`Wrote ${rows.length * kinds.length} emails to ${path.relative(process.cwd(), outDir) || outDir}/ (open index.html)`);
