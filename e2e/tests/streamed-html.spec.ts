import { expect, inRuns, layoutShifts, recordLayoutShifts, test, untilLive } from './fixtures.ts';
import { elementsOpenedIn, startPartsProxy, untilPainted, type PartsProxy } from './html-in-parts.ts';

// No layout shift (CLS 0): a pre-rendered page is painted as its HTML arrives, on a slow connection or a
// busy phone in several goes. What is drawn must stay where it is as the rest comes: the header's navigation, drawn
// at the right with its first links, moved across once the others came (seen in CI, 'nav.site-nav'); a table's
// columns widened as its longer rows came.

/**
 * Where the HTML is cut: after the header navigation's first link and a table's first row, then at up to twelve
 * closing tags spread evenly over the body.
 */
function cutPoints(html: string): number[] {
  const points = new Set<number>();
  const firstLink = html.indexOf('</li>', html.indexOf('class="site-nav"'));
  if (firstLink > 0) points.add(firstLink + '</li>'.length);
  const firstRow = html.indexOf('</tr>', html.indexOf('<tbody'));
  if (html.includes('<tbody') && firstRow > 0) points.add(firstRow + '</tr>'.length);
  const body = html.indexOf('<body');
  const closings = [...html.slice(body).matchAll(/<\/(li|p|h1|h2|h3|tr|label|div|section|fieldset|nav|header)>/g)].map((m) => body + m.index + m[0].length);
  const every = Math.max(1, Math.floor(closings.length / 12));
  for (let i = every - 1; i < closings.length; i += every) points.add(closings[i]!);
  return [...points].sort((a, b) => a - b);
}

// The pages the benchmark measures (scripts/bench.js), the contact page (its map's place), and two with tables.
const pages = ['/', '/media/privacy-awareness-week-2024', '/faq', '/apply', '/obligations-for-asic-holders', '/apply/form/step1', '/track-asic', '/contact-us'];

let proxy: PartsProxy;
test.beforeAll(async () => {
  proxy = await startPartsProxy(process.env.E2E_BASE_URL!, cutPoints);
});
test.afterAll(async () => {
  await proxy.close();
});

for (const width of [1280, 320]) {
  test.describe(`at ${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const run of inRuns(pages, 2)) {
      test(`${run.join(', ')}: what is painted as the HTML arrives stays where it is`, async ({ page }) => {
        await recordLayoutShifts(page);
        for (const path of run) {
          await test.step(path, async () => {
            const navigation = page.goto(`${proxy.url}${path}`);
            const arriving = await proxy.nextPage();
            expect(arriving.parts.length, path).toBeGreaterThan(5);
            let sent = '';
            for (const [i, part] of arriving.parts.entries()) {
              if (i > 0) arriving.sendNext();
              sent += part;
              await untilPainted(page, elementsOpenedIn(sent));
            }
            await navigation;
            await untilLive(page);
            expect(await layoutShifts(page), path).toEqual([]);
          });
        }
      });
    }
  });
}
