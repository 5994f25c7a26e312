import type { Page } from '@playwright/test';
import { axeViolations, expect, test } from './fixtures.ts';

/** The pages of the shell and of another remote still work beside a remote that is down. */
async function othersWork(page: Page) {
  await page.getByRole('link', { name: 'FAQ' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
  await page.goto('/session-expired');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your session has ended');
}

/** A brand's list of remotes without mf-track-status, as the server writes it into a page and answers /remotes.json. */
function withoutTrackStatus(list: { remotes: Array<{ name: string }> }) {
  return { ...list, remotes: list.remotes.filter((r) => r.name !== 'mf_track_status') };
}

// ARCHITECTURE 'Module Federation': a remote that is down costs its own pages, never the shell.
test.describe('remote loading', () => {
  test('a remote taken away shows its error and retry while other pages work', async ({ page }) => {
    let down = true;
    await page.route('**/remotes/mf-track-status/**', (route) => (down ? route.abort() : route.continue()));

    // A page pre-rendered as its frame: the pre-rendered track page keeps its words instead (hydration.spec.ts).
    await page.goto('/activate');
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading')).toHaveText('This page is not available right now');
    await expect(page.locator('header')).toBeVisible();
    // The footer, kept out while the page was loading, is there with its links once the page has failed.
    await expect(page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Contact us' })).toBeVisible();

    // Pages of other remotes and of the shell still work.
    await page.getByRole('link', { name: 'FAQ' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
    await page.goto('/session-expired');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your session has ended');

    // Back on the broken page, the retry works once the remote is back.
    await page.goto('/activate');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    down = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Activate your ASIC');
  });

  // Faults: the remote's files answer 404 (all of them) or 500 (all but its entry, so its page's own
  // chunk fails after the entry loaded).
  for (const status of [404, 500]) {
    test(`a remote whose files answer ${status} shows the retry while other pages work, and the retry loads it once they are back`, async ({ page }) => {
      let down = true;
      await page.route('**/remotes/mf-track-status/**', (route) => (
        down && (status === 404 || !route.request().url().endsWith('/remoteEntry.js'))
          ? route.fulfill({ status, contentType: 'text/plain', body: status === 404 ? 'Not found' : 'Internal error' })
          : route.fallback()));
      await page.goto('/activate');
      await expect(page.getByRole('alert').getByRole('heading')).toHaveText('This page is not available right now');
      await expect(page.locator('header')).toBeVisible();
      await othersWork(page);
      await page.goto('/activate');
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      down = false;
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Activate your ASIC');
    });
  }

  test('a remote missing from the list of remotes shows the retry while other pages work; once it is listed the retry loads it', async ({ page }) => {
    let missing = true;
    // The list in each page's HTML and the one /remotes.json answers, without the remote while it is missing.
    await page.route((url) => url.pathname === '/activate' || url.pathname === '/remotes.json', async (route) => {
      const response = await route.fetch();
      if (!missing) return route.fulfill({ response });
      if (new URL(route.request().url()).pathname === '/remotes.json') {
        return route.fulfill({ response, json: withoutTrackStatus(await response.json() as { remotes: Array<{ name: string }> }) });
      }
      const html = (await response.text()).replace(
        /(<script type="application\/json" id="remotes">)(.*?)(<\/script>)/s,
        (_whole, open: string, list: string, close: string) => open + JSON.stringify(withoutTrackStatus(JSON.parse(list))).replace(/</g, '\\u003c') + close,
      );
      return route.fulfill({ response, body: html });
    });
    await page.goto('/activate');
    await expect(page.getByRole('alert').getByRole('heading')).toHaveText('This page is not available right now');
    expect(await axeViolations(page)).toEqual([]);
    await othersWork(page);
    await page.goto('/activate');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    // Published meanwhile: the retry asks for the list again and finds it, with no new page load.
    missing = false;
    const asked = page.waitForRequest((r) => new URL(r.url()).pathname === '/remotes.json');
    await page.getByRole('button', { name: 'Try again' }).click();
    await asked;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Activate your ASIC');
  });

  test('the shell and a remote share one root store: the shell runs the timeout the remote registered in it', async ({ page }) => {
    await page.clock.install();
    // The brand the shell chose is the one the remote's page reads from the store.
    await page.goto('/activate?company=bne');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Activate your ASIC');
    await expect(page.getByRole('textbox', { name: 'ASIC number' })).toHaveValue('VEA');
    // The form (a remote) registers its timeout handling in the session store; the shell's idle manager finds
    // it there and runs it, which is what sends a never-saved form to formNotSaved. A separate store would
    // have no handler, and the shell would go to plain /session-expired.
    await page.goto('/apply/form/step1');
    await page.getByLabel('First name', { exact: true }).fill('Noah');
    await page.clock.fastForward('30:05');
    await expect(page).toHaveURL(/\/session-expired\?formNotSaved=true$/);
  });

  test('remotes are located at run time from the list the server writes into the page', async ({ page, request }) => {
    const html = await (await request.get('/activate', { headers: { accept: 'text/html' } })).text();
    const list = JSON.parse(/<script type="application\/json" id="remotes">(.*?)<\/script>/s.exec(html)![1]!);
    expect(list.remotes.map((r: { name: string }) => r.name)).toContain('mf_track_status');
    // The same list as /remotes.json, and the page needs no request for it.
    expect(list).toEqual(await (await request.get('/remotes.json')).json());
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await page.goto('/activate');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Activate your ASIC');
    expect(asked).not.toContain('/remotes.json');
  });
});
