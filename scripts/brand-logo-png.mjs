#!/usr/bin/env node
// `node scripts/brand-logo-png.mjs`: renders each brand's shell/public/brand/{code}/logo.svg to logo.png beside it,
// at twice its 240×40 size (480×80), with a transparent background. Emails use the PNG: Gmail and Outlook do not
// show SVG images. Run it again after changing a logo, and commit the PNGs.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const brandDir = path.join(root, 'shell', 'public', 'brand');
/** The size the emails show the logo at (CSS pixels); the PNG has twice as many for sharp high-density screens. */
const WIDTH = 240;
const HEIGHT = 40;
const SCALE = 2;

const codes = (await readdir(brandDir, { withFileTypes: true }))
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const context = await browser.newContext({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: SCALE });
  const page = await context.newPage();
  for (const code of codes) {
    const svgFile = path.join(brandDir, code, 'logo.svg');
    let svg;
    try {
      svg = await readFile(svgFile);
    } catch {
      console.warn(`skipped ${code}: no logo.svg`);
      continue;
    }
    // The SVG keeps its own width (at most 240) and sits at the left of the 240×40 box, as in the page header.
    const src = `data:image/svg+xml;base64,${svg.toString('base64')}`;
    await page.setContent(`<!doctype html><html><head><style>
      html, body { margin: 0; padding: 0; background: transparent; }
      img { display: block; max-width: ${WIDTH}px; height: ${HEIGHT}px; }
    </style></head><body><img alt="" src="${src}"></body></html>`);
    await page.locator('img').evaluate((img) => img.decode());
    const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT } });
    const out = path.join(brandDir, code, 'logo.png');
    await writeFile(out, png);
    console.log(`${path.relative(root, out)} (${WIDTH * SCALE}×${HEIGHT * SCALE}, ${png.length} bytes)`);
  }
} finally {
  await browser.close();
}
