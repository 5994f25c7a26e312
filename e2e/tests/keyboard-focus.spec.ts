import type { APIRequestContext, Page } from '@playwright/test';
import {
  expectSaveStatus, fillStep1, fillStep3, latestMail, retryUntilSaved, startAtStep3,
  uniqueEmail, waitForSaved,
} from './application-helpers.ts';
import { axeViolations, expect, livePage, test } from './fixtures.ts';
import { answerModule, enrolForeignCard, moduleHeading, nextButton, passModule, programFile } from './induction-helpers.ts';
import { drawWithMouse, sendWithEmployer } from './statement-helpers.ts';
import { sendThroughApi } from './sent-application.ts';

// What a keyboard or screen-reader user must not lose: each journey works by keyboard at human speed and
// reads document.activeElement after each action, as a screen reader would start reading from there.

/** Keys typed as a person types them, about 7 a second. */
const HUMAN = { delay: 140 };

/** What has focus: its tag, and its name as a person would hear it. */
async function focused(page: Page): Promise<{ tag: string; text: string }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return { tag: element?.tagName ?? '', text: (element?.innerText ?? element?.textContent ?? '').trim() };
  });
}

test.describe('keyboard and screen-reader journeys', () => {
  test('airport search: letters typed after a keyboard choice are all kept; Remove moves focus to the list heading', async ({ page, problems }) => {
    await startAtStep3(page, { first: 'Ari', family: 'Kahu', email: uniqueEmail('airports') });
    await fillStep3(page, { airports: [], employer: false });
    const search = page.getByRole('combobox', { name: 'Find an airport' });
    await search.focus();
    for (const [code, name] of [['SYD', 'Sydney'], ['MEL', 'Melbourne'], ['BNE', 'Brisbane']] as const) {
      await search.pressSequentially(code, HUMAN);
      // Before the fix the first letter after a keyboard choice was lost: "MEL" became "EL", with Adelaide first.
      await expect(search).toHaveValue(code);
      await search.press('ArrowDown');
      await expect(page.locator('.suburb-search__option--active')).toContainText(`(${code})`);
      await search.press('Enter');
      await expect(page.getByRole('button', { name: new RegExp(`^Remove ${name}`) })).toBeVisible();
      expect(await focused(page)).toEqual({ tag: 'INPUT', text: '' });
    }
    await expect(page.getByRole('heading', { name: 'Airports you chose (3)' })).toBeVisible();

    const remove = page.getByRole('button', { name: /^Remove Melbourne/ });
    await remove.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Airports you chose (2)' })).toBeFocused();
    expect(await focused(page)).toEqual({ tag: 'H3', text: 'Airports you chose (2)' });
    await expect(page.getByText('Melbourne (MEL) removed.')).toBeAttached();
    expect(problems.errors).toEqual([]);
  });

  test('autosave: "not saved" is announced once however many retries fail, then "saved again" once', async ({ page }) => {
    await page.clock.install();
    await page.goto('/apply/form/step1');
    await fillStep1(page, { first: 'Rua', family: 'Tane', email: uniqueEmail('autosave') });
    await waitForSaved(page);
    // What the status region says, each time it changes, as a screen reader hears it.
    await page.evaluate(() => {
      const region = document.querySelector('.save-status + [role="status"]')!;
      const heard: string[] = [];
      (window as unknown as { heard: string[] }).heard = heard;
      new MutationObserver(() => heard.push(region.textContent ?? '')).observe(region, { childList: true, characterData: true, subtree: true });
    });
    let down = true;
    await page.route(/\/api\/form\/\d+$/, (route) => (down && route.request().method() === 'PUT' ? route.abort('connectionrefused') : route.fallback()));
    await page.getByLabel('Middle names').pressSequentially('Aroha', HUMAN);
    await expectSaveStatus(page, 'retrying');
    // Three more tries fail while the server is out of reach.
    for (let i = 0; i < 3; i++) await page.clock.fastForward(10_000);
    await expectSaveStatus(page, 'retrying');
    down = false;
    await retryUntilSaved(page);
    const heard = (await page.evaluate(() => (window as unknown as { heard: string[] }).heard)).filter((text) => text !== '');
    expect(heard).toHaveLength(2);
    expect(heard[0]).toMatch(/^Not saved yet: we cannot reach our server/);
    expect(heard[1]).toMatch(/^Your answers are saved again\. Saved/);
  });

  test('track and pay: Continue on a page loaded directly, a declined card at 320 px and a payment taken each move focus', async ({ browser, request }) => {
    test.slow();
    const sent = await sendApplication(request, 'focus');
    const context = await browser.newContext();
    const page = livePage(await context.newPage());
    // As from the email's link: the page is loaded directly, not reached by a link in the site.
    await page.goto(`/track-asic?ref=${sent.trackingNumber}`);
    await page.getByLabel('Date of birth').fill('1990-04-12');
    await page.getByRole('button', { name: 'Continue' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enter the code we emailed you');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    expect(await focused(page)).toEqual({ tag: 'H1', text: 'Enter the code we emailed you' });
    const mail = await latestMail(request, sent.email, /^Your code to track/);
    await page.getByRole('textbox', { name: 'Code from the email' }).pressSequentially(/Your code:\n(\d{6})\n/.exec(mail.text)![1]!, HUMAN);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/status/${sent.peopleId}$`));

    await page.setViewportSize({ width: 320, height: 640 });
    await page.getByRole('link', { name: 'Pay your fee by card' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pay for your application');
    const status = page.getByRole('status').filter({ hasText: /^$|Taking your payment|Your reference/ }).last();
    await expect(status).toBeAttached();
    await page.getByRole('textbox', { name: 'Name on the card' }).fill('Tess Ng');
    await page.getByRole('textbox', { name: 'Card number' }).fill('4000 0000 0000 0002');
    await page.getByRole('textbox', { name: 'Expiry month' }).fill('12');
    await page.getByRole('textbox', { name: 'Expiry year' }).fill(String(new Date().getFullYear() + 2));
    const cvc = page.getByRole('textbox', { name: 'Security code' });
    await cvc.pressSequentially('123', HUMAN);
    await cvc.press('Enter');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('The card was declined. Nothing was charged.');
    // At 320 px the message is above the security code: it takes focus, so it is scrolled into view and read.
    await expect(alert).toBeFocused();
    await expect(alert).toBeInViewport();
    const number = page.getByRole('textbox', { name: 'Card number' });
    await number.clear();
    await number.pressSequentially('4242 4242 4242 4242', { delay: 40 });
    await cvc.focus();
    await cvc.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment received');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    expect(await focused(page)).toEqual({ tag: 'H1', text: 'Payment received' });
    // The receipt went into the status region that was there before it.
    await expect(status).toContainText('Your reference is');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  test('the statement: the signature is kept when the pad narrows, the address asks for its first line, and signing moves focus', async ({ browser, page, request, problems }) => {
    const { path } = await sendWithEmployer(page, request, 'Hemi', 'Parata');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const employer = livePage(await context.newPage());
    await employer.goto(path);
    await expect(employer.getByRole('heading', { level: 1 })).toHaveText('Statement of operational need');
    await expect(employer.getByRole('textbox', { name: 'Street address' })).toHaveAttribute('autocomplete', 'address-line1');
    await employer.getByRole('textbox', { name: 'Your position' }).fill('Ramp supervisor');
    await employer.getByRole('radio', { name: 'No' }).check();
    await employer.getByRole('checkbox', { name: /I declare that the information in this statement is true/ }).check();
    await drawWithMouse(employer, [[30, 120], [80, 60], [130, 130], [200, 70], [260, 120]]);
    await expect(employer.getByText('Signed.', { exact: true })).toBeVisible();
    const widthBefore = await employer.locator('.signature-pad__canvas').evaluate((canvas) => canvas.getBoundingClientRect().width);

    // A phone turned, or 400% zoom: the pad is narrower, and the signature is drawn again at its new size.
    await employer.setViewportSize({ width: 360, height: 800 });
    await expect.poll(() => employer.locator('.signature-pad__canvas').evaluate((canvas) => canvas.getBoundingClientRect().width)).toBeLessThan(widthBefore);
    await expect(employer.getByText('Signed.', { exact: true })).toBeVisible();
    await expect(employer.getByText('Sign here')).toBeHidden();
    expect(await employer.locator('.signature-pad__canvas').evaluate((canvas: HTMLCanvasElement) => {
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      let ink = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) ink++;
      return ink;
    })).toBeGreaterThan(50);

    const sign = employer.getByRole('button', { name: 'Sign the statement' });
    await sign.focus();
    await employer.keyboard.press('Enter');
    await expect(employer.getByRole('heading', { name: /^Signed on/ })).toBeFocused();
    expect((await focused(employer)).tag).toBe('H2');
    expect(await axeViolations(employer)).toEqual([]);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  test('the induction: the module list lines up, and the error summary links reach their questions', async ({ page, request }) => {
    const bne = programFile(5);
    const { Inductions: [induction] } = await enrolForeignCard(request, 'bne');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${induction!.url}?company=bne`);
    await expect(moduleHeading(page, bne.modules[0]!)).toBeVisible();
    const numbers = page.getByRole('navigation', { name: 'Modules' }).locator('.module-nav__number');
    await expect(numbers.nth(7)).toBeVisible();
    const lefts = await numbers.evaluateAll((spans) => spans.map((span) => Math.round(span.getBoundingClientRect().left)));
    // Items 4 and 7 (child modules) were 24 px further in than the rest.
    expect(new Set(lefts).size).toBe(1);

    await passModule(page, bne, 0);
    const module = bne.modules[1]!;
    await expect(moduleHeading(page, module)).toBeVisible();
    // Sent with nothing answered: the summary takes focus, and its first link takes focus to question 1.
    await nextButton(page).focus();
    await page.keyboard.press('Enter');
    const summary = page.getByRole('region', { name: 'There is a problem' });
    await expect(summary).toBeFocused();
    const first = summary.getByRole('link').first();
    await expect(first).toHaveAttribute('href', /^#f-question-\d+$/);
    const target = (await first.getAttribute('href'))!.slice(1);
    await first.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate((id) => {
      const element = document.getElementById(id);
      return !!element && element.contains(document.activeElement);
    }, target)).toBe(true);
    expect(['INPUT', 'BUTTON']).toContain((await focused(page)).tag);
    await answerModule(page, module);
  });

  test('induction enrolment: sent empty, the summary takes focus; a finished induction\'s status links to its certificate', async ({ page, request }) => {
    await page.goto('/induction-enrolment?company=bne');
    await page.getByRole('button', { name: 'Enrol' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'There is a problem' })).toBeFocused();
    expect((await focused(page)).tag).toBe('SECTION');

    const bne = programFile(5);
    const enrolment = await enrolForeignCard(request, 'bne');
    await page.goto(`${enrolment.Inductions[0]!.url}?company=bne`);
    for (const index of bne.modules.keys()) await passModule(page, bne, index);
    await page.goto(`/induction-status/${enrolment.Id}/${enrolment.RandomId}?company=bne`);
    const link = page.getByRole('link', { name: /^Download the certificate for the BNE Security Induction/ });
    await expect(link).toBeVisible();
    const response = await request.get(new URL((await link.getAttribute('href'))!, page.url()).toString());
    expect(response.status()).toBe(200);
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });
});

/** An ASIC application sent through the api as its pages send it; its person tracks it on this device. */
function sendApplication(request: APIRequestContext, tag: string) {
  return sendThroughApi(request, { first: 'Tess', family: 'Ng', email: uniqueEmail(tag), birthdate: '1990-04-12' });
}

