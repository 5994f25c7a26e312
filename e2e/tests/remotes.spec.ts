import { expect, test } from './fixtures.ts';

// ARCHITECTURE 'Module Federation': a remote that is down costs its own pages, never the shell.
test.describe('remote loading', () => {
  test('a remote taken away shows its error and retry while other pages work', async ({ page }) => {
    let down = true;
    await page.route('**/remotes/mf-track-status/**', (route) => (down ? route.abort() : route.continue()));

    // A page pre-rendered as its frame (issue 16): the pre-rendered track page keeps its words instead (hydration.spec.ts).
    await page.goto('/activate');
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading')).toHaveText('This page is not available right now');
    await expect(page.locator('header')).toBeVisible();

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

  test('remotes are located at run time from the list the server writes into the page (issue 16)', async ({ page, request }) => {
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
