import { continueButton, fillStep3, startApplication, uniqueEmail } from './application-helpers.ts';
import { axeViolations, expect, livePage, test } from './fixtures.ts';
import { completeStatement, drawWithMouse, sendWithEmployer, statementLink } from './statement-helpers.ts';

// An application with an employer, the emailed statement link, a signature drawn with the
// mouse (a scribble under 50 px is cleared, SPEC §5), by touch, or by typing (keyboard only), and the signed letter
// downloaded from the status page.

test.describe('the statement of operational need', () => {
  test('the employer signs with the mouse; the applicant downloads the signed letter', async ({ browser, page, request, problems }) => {
    const { path } = await sendWithEmployer(page, request, 'Maia', 'Tautahi');
    const employer = livePage(await (await browser.newContext()).newPage());
    await employer.goto(path);
    await expect(employer.getByRole('heading', { level: 1 })).toHaveText('Statement of operational need');
    await expect(employer.getByRole('textbox', { name: 'The applicant’s full name' })).toHaveValue(/Maia Tautahi/);
    await expect(employer.getByRole('textbox', { name: 'Your first name' })).toHaveValue('Sam');
    await expect(employer.getByText('This ABN belongs to', { exact: false })).toBeVisible();
    await expect(employer.getByText('Sign here')).toBeVisible();
    expect(await axeViolations(employer)).toEqual([]);

    await completeStatement(employer);
    // A scribble of 20 × 15 px is no signature (SPEC §5): it is cleared and the signer is told why.
    await drawWithMouse(employer, [[40, 40], [60, 55]]);
    await expect(employer.getByText(/too small to read, so it was cleared/)).toBeVisible();
    await expect(employer.getByText('Sign here')).toBeVisible();
    await drawWithMouse(employer, [[30, 120], [80, 60], [130, 130], [200, 70], [260, 120]]);
    await expect(employer.getByText('Signed.', { exact: true })).toBeVisible();
    await employer.getByRole('button', { name: 'Sign the statement' }).click();
    await expect(employer.getByRole('heading', { name: /^Signed on/ })).toBeVisible();
    expect(await axeViolations(employer)).toEqual([]);
    // A signed statement cannot be signed again: opening the link again says so.
    await employer.reload();
    await expect(employer.getByRole('heading', { name: /^Signed on/ })).toBeVisible();

    await page.reload();
    await expect(page.getByText(/Statement signed on/)).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the signed statement (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^operational-need-statement-VEA\d{7}\.pdf$/);
    const bytes = await (await download.createReadStream()).toArray();
    expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe('%PDF-');
    expect(problems.errors).toEqual([]);
  });

  test('a signature drawn by touch', async ({ browser, page, request }) => {
    const { path } = await sendWithEmployer(page, request, 'Tama', 'Ngata');
    const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
    const employer = livePage(await context.newPage());
    await employer.goto(path);
    await completeStatement(employer);
    await employer.locator('.signature-pad__canvas').scrollIntoViewIfNeeded();
    const box = (await employer.locator('.signature-pad__canvas').boundingBox())!;
    const cdp = await context.newCDPSession(employer);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: box.x + x, y: box.y + y }] });
    await touch('touchStart', 20, 90);
    for (const [x, y] of [[60, 30], [110, 100], [170, 40], [230, 95]] as const) await touch('touchMove', x, y);
    await touch('touchEnd', 230, 95);
    await expect(employer.getByText('Signed.', { exact: true })).toBeVisible();
    await employer.getByRole('button', { name: 'Sign the statement' }).tap();
    await expect(employer.getByRole('heading', { name: /^Signed on/ })).toBeVisible();
    expect(await employer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('signing by keyboard alone: the name typed as the signature', async ({ browser, page, request }) => {
    const { path } = await sendWithEmployer(page, request, 'Aroha', 'Wiremu');
    const employer = livePage(await (await browser.newContext()).newPage());
    await employer.goto(path);
    await expect(employer.getByRole('heading', { level: 1 })).toHaveText('Statement of operational need');
    await employer.getByRole('textbox', { name: 'Your position' }).focus();
    await employer.keyboard.type('Ramp supervisor', { delay: 20 });
    await employer.getByRole('radio', { name: 'No' }).focus();
    await employer.keyboard.press('Space');
    await employer.getByRole('checkbox', { name: /I declare/ }).focus();
    await employer.keyboard.press('Space');
    await employer.keyboard.press('Tab');
    // Past the pad (it takes no focus) to its buttons: clear is disabled while empty, so typing is next.
    await expect(employer.getByRole('button', { name: 'Sign by typing your name instead' })).toBeFocused();
    await employer.keyboard.press('Enter');
    await employer.keyboard.press('Tab');
    await expect(employer.getByRole('textbox', { name: 'Your full name, as your signature' })).toBeFocused();
    await employer.keyboard.type('Sam Lee', { delay: 30 });
    await employer.keyboard.press('Tab');
    await employer.keyboard.press('Enter');
    await expect(employer.getByText('Signed.', { exact: true })).toBeVisible();
    await employer.keyboard.press('Tab');
    await expect(employer.getByRole('button', { name: 'Sign the statement' })).toBeFocused();
    await employer.keyboard.press('Enter');
    await expect(employer.getByRole('heading', { name: /^Signed on/ })).toBeVisible();
  });

  test('a self-employed applicant signs their own statement at step 4; the status page has the signed letter', async ({ page, problems }) => {
    await startApplication(page, { first: 'Rewi', family: 'Manu', email: uniqueEmail('rewi') });
    // Self-employed: the business is the applicant's own, prefilled from step 1; they add what they do.
    await fillStep3(page, { confirmedBy: 'I am self-employed', employer: false });
    await page.getByLabel('Your job title').fill('Aircraft refueller');
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/step4$/);
    await expect(page.getByRole('heading', { name: 'Sign your statement of operational need' })).toBeVisible();
    await page.getByLabel('I have read and agree to the terms and conditions').check();
    await page.getByLabel('I declare that the answers I have given are true and complete').check();
    await page.getByRole('button', { name: 'Confirm and send your application' }).click();
    await expect(page.getByRole('region', { name: 'There is a problem' }).getByRole('link', { name: /your signature|Sign in the box/ })).toBeVisible();
    await expect(page.getByText('Please sign the statement of your operational need')).toBeVisible();
    await drawWithMouse(page, [[30, 120], [80, 60], [130, 130], [200, 70], [260, 120]]);
    await expect(page.getByRole('img', { name: 'Your saved signature' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Confirm and send your application' }).click();
    await expect(page).toHaveURL(/\/status\/\d+$/);
    await expect(page.getByText(/Statement signed on/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download the signed statement (PDF)' })).toBeVisible();
    expect(problems.errors).toEqual([]);
  });

  // An old link after "Email the link again" showed a bare "Page not found".
  test('after "Email the link again", the old link says it was replaced and a newer one sent', async ({ browser, page, request }) => {
    const { employer, path: first } = await sendWithEmployer(page, request, 'Rua', 'Kawa');
    await page.getByRole('button', { name: 'Email the link again' }).click();
    await expect(page.getByRole('status').filter({ hasText: /We have emailed the link again/ })).toBeVisible();
    let second = first;
    await expect.poll(async () => {
      second = await statementLink(request, employer, 'Rua Kawa');
      return second;
    }).not.toBe(first);
    const signer = livePage(await (await browser.newContext()).newPage());
    await signer.goto(first);
    await expect(signer.getByRole('heading', { level: 1 })).toHaveText('This link has been replaced');
    await expect(signer.getByText(/^This link was replaced by a newer one on \d{1,2} [A-Z][a-z]+ \d{4}: we emailed the new link to e\*\*\*@example\.com\. Open the statement from the newest email\.$/)).toBeVisible();
    await expect(signer).not.toHaveURL(/\/404$/);
    expect(await axeViolations(signer)).toEqual([]);
    await signer.goto(second);
    await expect(signer.getByRole('heading', { level: 1 })).toHaveText('Statement of operational need');
  });

  test('a link with a wrong reference is the 404 page', async ({ page }) => {
    await page.goto('/operational-need-form/1/not-the-reference');
    await expect(page).toHaveURL(/\/404$/);
  });
});
