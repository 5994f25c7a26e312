import fs from 'node:fs/promises';
import path from 'node:path';
import { brands, cardName } from '@cards/shared/brand';
import { loadConfig } from '../src/platform/config.ts';
import { exampleMail } from '../src/mail/templates/examples.ts';
import { escapeHtml, mailKinds, renderMail } from '../src/mail/templates/index.ts';

// `npm run mail:preview -w api`: writes every kind of email of every brand, for each card it issues, with example
// values, to var/mail-preview/{brand}-{card}-{kind}.html and .txt, and an index.html that links them. Open the index
// in a browser; the logos load from http://localhost:8080, so start the site (npm start) to see them.

const publicUrl = 'http://localhost:8080';

const outDir = path.join(loadConfig().varDir, 'mail-preview');
await fs.mkdir(outDir, { recursive: true });

const rows: string[] = [];
for (const brand of Object.values(brands)) {
  for (const cardType of brand.cardTypes) {
    const card = cardName(brand, cardType);
    const trackingNumber = cardType === 'msic' ? 'VEP0001523' : 'VEA0001523';
    const cells: string[] = [];
    for (const kind of mailKinds) {
      const mail = await renderMail(exampleMail(kind, brand, cardType, { publicUrl, token: 'EXAMPLE-TOKEN', trackingNumber }));
      const name = `${brand.code}-${cardType}-${kind}`;
      await fs.writeFile(path.join(outDir, `${name}.html`), mail.html);
      await fs.writeFile(path.join(outDir, `${name}.txt`), `Subject: ${mail.subject}\n\n${mail.text}`);
      cells.push(`<td><a href="${name}.html">${escapeHtml(mail.subject)}</a><br><a href="${name}.txt">plain text</a></td>`);
    }
    rows.push(`<tr><th scope="row">${escapeHtml(brand.name)} (${brand.code}), ${card}</th>${cells.join('')}</tr>`);
  }
}

await fs.writeFile(path.join(outDir, 'index.html'), `<!doctype html>
<html lang="en-AU">
<head><meta charset="utf-8"><title>Email previews</title>
<style>body{font-family:Arial,sans-serif;margin:2rem}table{border-collapse:collapse}th,td{border:1px solid #ccc;padding:.5rem;text-align:left;vertical-align:top}</style>
</head>
<body>
<h1>Email previews</h1>
<p>Example values: first name Mia, tracking number VEA0001523 (VEP0001523 for an MSIC), the site at ${publicUrl} (start it with <code>npm start</code> to see the logos).</p>
<table>
<thead><tr><th scope="col">Brand and card</th>${mailKinds.map((k) => `<th scope="col">${k}</th>`).join('')}</tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>
</body>
</html>
`);
console.log(`Wrote ${rows.length * mailKinds.length} emails to ${path.relative(process.cwd(), outDir) || outDir}/ (open index.html)`);
