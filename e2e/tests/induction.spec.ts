import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { completeStep3, confirmAndSend, latestMail, startApplication, uniqueEmail } from './application-helpers.ts';
import { axeViolations, expect, livePage, test } from './fixtures.ts';
import {
  answerModule, enrolForeignCard, moduleHeading, nextButton, passModule, programFile,
} from './induction-helpers.ts';

// The induction player (SPEC §2 'Induction screen', §4 'Induction', §5 'Induction', §9) in
// Chromium against the real api and the real program files.

const dia = programFile(3);
const bne = programFile(5);

/** Swipes on the module with real touch events (SPEC §9: mostly horizontal, at least 30 px). */
async function swipe(page: Page, dx: number) {
  await page.locator('.induction-layout__main').evaluate((element, distance) => {
    const at = (x: number) => new Touch({ identifier: 1, target: element, clientX: x, clientY: 300 });
    element.dispatchEvent(new TouchEvent('touchstart', { touches: [at(200)], changedTouches: [at(200)], bubbles: true }));
    element.dispatchEvent(new TouchEvent('touchend', { touches: [], changedTouches: [at(200 + distance)], bubbles: true }));
  }, dx);
}

/** Fills the enrolment form as a trainee with another issuer's card would (SPEC §3 'Induction-only registration payload'). */
async function fillEnrolment(page: Page, name: { first: string; family: string }, card = { number: 'QF90210', birthdate: '1987-08-21' }) {
  await page.getByRole('textbox', { name: /^First name/ }).fill(name.first);
  await page.getByRole('textbox', { name: 'Family name' }).fill(name.family);
  await page.getByLabel('Date of birth').fill(card.birthdate);
  await page.getByRole('textbox', { name: 'Email address' }).fill(uniqueEmail(name.first.toLowerCase()));
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('0412 345 678');
  await page.getByRole('textbox', { name: /^Street address/ }).fill('7 Cavenagh Street');
  await page.getByRole('combobox', { name: 'State or territory' }).selectOption('NT');
  await page.getByRole('combobox', { name: 'Suburb or town' }).fill('Darwin C');
  await page.getByRole('option', { name: /^DARWIN CITY NT 0800/ }).click();
  await expect(page.getByLabel('Postcode')).toHaveValue('0800');
  await page.getByRole('textbox', { name: 'ASIC number' }).fill(card.number);
  await page.getByRole('combobox', { name: 'Month' }).selectOption('03');
  await page.getByRole('combobox', { name: 'Year' }).selectOption(String(new Date().getFullYear() + 1));
}

test.describe('induction-only enrolment and a whole induction', () => {
  test('bne: enrol with another issuer\'s card, complete the whole program with wrong answers on the way, download and check the certificate', async ({ page, problems }) => {
    await page.goto('/induction-enrolment?company=bne');
    await expect(page.getByText('You are enrolling in the Brisbane Airport security induction.')).toBeVisible();
    // Sent empty first: the summary names the problems.
    await page.getByRole('button', { name: 'Enrol' }).click();
    await expect(page.getByRole('region', { name: 'There is a problem' })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await fillEnrolment(page, { first: 'Aroha', family: 'Ngata' });
    await page.getByRole('button', { name: 'Enrol' }).click();

    // Another issuer's card: its induction-status page lists the induction to do.
    await expect(page).toHaveURL(/\/induction-status\/\d+\/[\w-]+$/);
    const status = page.url();
    await expect(page.getByRole('heading', { level: 1, name: 'Induction status' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: /BNE Security Induction/ }).click();

    await expect(page.getByRole('heading', { level: 1, name: bne.name })).toBeVisible();
    for (const [index, module] of bne.modules.entries()) {
      // Every third module with questions to get wrong is answered wrongly first, then put right.
      if (index % 3 === 1 && await answerModule(page, module, { wrong: true })) {
        await nextButton(page).click();
        await expect(page.getByRole('region', { name: 'There is a problem' })).toBeFocused();
        await expect(moduleHeading(page, module)).toBeVisible();
      }
      await passModule(page, bne, index);
    }

    await expect(page).toHaveURL(/\/induction\/[\w-]+\/complete$/);
    await expect(page.getByText(/You completed the BNE Security Induction on \d{1,2} \w+ \d{4}/)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    const saving = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download your certificate (PDF)' }).click();
    const download = await saving;
    expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

    await page.getByRole('link', { name: 'Check this certificate' }).click();
    await expect(page.getByRole('heading', { name: /This certificate is genuine/ })).toBeVisible();
    await expect(page.getByText('A. N.')).toBeVisible();
    await expect(page.getByText('Aroha')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    // Completion is recorded against the foreign card and shows on its page.
    await page.goto(status);
    await expect(page.getByText(/Completed on \d{1,2} \w+ \d{4}/)).toBeVisible();
    expect(problems.errors).toEqual([]);
  });

  test('adg: both airports\' inductions on the foreign card\'s page; other brands are pointed to the airports', async ({ page }) => {
    await page.goto('/induction-enrolment');
    await expect(page.getByRole('link', { name: /Brisbane Airport/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto('/induction-enrolment?company=adg');
    await page.getByRole('checkbox', { name: /Darwin/ }).check();
    await page.getByRole('checkbox', { name: /Alice Springs/ }).check();
    await fillEnrolment(page, { first: 'Jarrah', family: 'Collins' });
    await page.getByRole('button', { name: 'Enrol' }).click();
    await expect(page).toHaveURL(/\/induction-status\/\d+\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 3, name: 'DIA Security Induction' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'ASP Security Induction' })).toBeVisible();
    // The card number is masked but for its end.
    await expect(page.getByText('QF90210')).toHaveCount(0);
  });
});

test('an adg applicant\'s status page links the induction of their airport once the application is sent', async ({ page, problems }) => {
  await startApplication(page, { first: 'Lani', family: 'Moss', email: uniqueEmail('lani') }, '/apply/form/step1?company=adg');
  await completeStep3(page, { airports: ['DRW'] });
  await confirmAndSend(page);
  const section = page.getByRole('region', { name: 'Your security inductions' });
  await expect(section.getByText('DIA Security Induction: not completed yet')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await section.getByRole('link', { name: 'Start the DIA Security Induction' }).click();
  await expect(page.getByRole('heading', { level: 1, name: dia.name })).toBeVisible();
  await expect(page.getByText('For Lani Moss · Darwin International Airport')).toBeVisible();
  await passModule(page, dia, 0);
  expect(problems.errors).toEqual([]);
});

test('one of our card holders enrols from the link emailed to the address on their application', async ({ page, request, problems }) => {
  const email = uniqueEmail('tane');
  await startApplication(page, { first: 'Tane', family: 'Ruru', email }, '/apply/form/step1?company=adg');
  await completeStep3(page, { airports: ['DRW'] });
  const peopleId = await confirmAndSend(page);
  const number = `VEA${String(Number(peopleId) + 1500).padStart(7, '0')}`;

  // A guess with the wrong birthdate and the holder's own enrolment get the same page.
  for (const birthdate of ['1990-04-13', '1990-04-12']) {
    await page.goto('/induction-enrolment?company=adg');
    await page.getByRole('checkbox', { name: /Alice Springs/ }).check();
    await fillEnrolment(page, { first: 'Tane', family: 'Ruru' }, { number, birthdate });
    await page.getByRole('button', { name: 'Enrol' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeFocused();
    await expect(page.getByText('You are enrolled')).toHaveCount(0);
  }
  expect(await axeViolations(page)).toEqual([]);

  const mail = await latestMail(request, email, /^Finish enrolling/);
  const link = /https?:\/\/\S+#token=[\w-]+/.exec(mail.text)![0];
  await page.goto(new URL(link).pathname + new URL(link).search + new URL(link).hash);
  await expect(page.getByRole('heading', { level: 1, name: 'You are enrolled' })).toBeFocused();
  await expect(page).not.toHaveURL(/token=/);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Start the ASP Security Induction' }).click();
  await expect(page.getByRole('heading', { level: 1, name: programFile(4).name })).toBeVisible();
  expect(problems.errors).toEqual([]);
});

test.describe('the induction player', () => {
  test('a trainee who leaves mid-way comes back to the module they reached', async ({ page, request, problems }) => {
    const { Inductions: [induction] } = await enrolForeignCard(request, 'adg');
    await page.goto(`${induction!.url}?company=adg`);
    await expect(page.getByRole('heading', { level: 1, name: dia.name })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: /Your progress: 0%/ })).toBeVisible();
    await passModule(page, dia, 0);
    await passModule(page, dia, 1);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();

    const again = livePage(await page.context().newPage());
    await again.goto(`${induction!.url}?company=adg`);
    await expect(moduleHeading(again, dia.modules[2]!)).toBeVisible();
    const nav = again.getByRole('navigation', { name: 'Modules' });
    await expect(nav.getByRole('button', { name: new RegExp(`${dia.modules[0]!.title} \\(done\\)`) })).toBeAttached();
    await expect(nav.getByText(`${dia.modules[3]!.title} (not yet open)`)).toBeAttached();
    expect(problems.errors).toEqual([]);
  });

  test('a wrong answer keeps the module and says so; the right one moves on', async ({ page, request }) => {
    const { Inductions: [induction] } = await enrolForeignCard(request, 'bne');
    await page.goto(`${induction!.url}?company=bne`);
    await passModule(page, bne, 0);
    const module = bne.modules[1]!;
    expect(await answerModule(page, module, { wrong: true })).toBe(true);
    await nextButton(page).click();
    await expect(page.getByRole('region', { name: 'There is a problem' })).toBeFocused();
    await expect(moduleHeading(page, module)).toBeVisible();
    await expect(page.getByRole('progressbar', { name: /Your progress/ })).toHaveAttribute('value', String(Math.round(100 / bne.modules.length)));
    expect(await axeViolations(page)).toEqual([]);
    await passModule(page, bne, 1);
  });

  test('keyboard only: a module answered and sent without the mouse', async ({ page, request }) => {
    const { Inductions: [induction] } = await enrolForeignCard(request, 'adg');
    await page.goto(`${induction!.url}?company=adg`);
    await passModule(page, dia, 0);
    const module = dia.modules[1]!;
    await expect(moduleHeading(page, module)).toBeFocused();
    for (const [n, question] of module.questions.entries()) {
      const box = page.locator('form.induction-questions .question').nth(n);
      if (question.type === 'radio') {
        const index = question.options!.findIndex((o) => o.key === question.answer);
        // Tab reaches the group's first radio; arrow keys move the choice.
        await tabUntil(page, box.getByRole('radio').first());
        for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
        if (index === 0) await page.keyboard.press('Space');
      } else if (question.type === 'checkbox') {
        for (const option of question.options!) {
          await tabUntil(page, box.getByRole('checkbox', { name: new RegExp(`${option.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }));
          if ((question.answer as string[]).includes(option.key)) await page.keyboard.press('Space');
        }
      }
    }
    await tabUntil(page, nextButton(page));
    await page.keyboard.press('Enter');
    await expect(moduleHeading(page, dia.modules[2]!)).toBeVisible();
  });

  test('swipes on a touch screen move between the modules reached, and no further', async ({ browser, request }) => {
    const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 } });
    const page = livePage(await context.newPage());
    const { Inductions: [induction] } = await enrolForeignCard(request, 'adg');
    await page.goto(`${induction!.url}?company=adg`);
    await passModule(page, dia, 0);
    await swipe(page, 150);
    await expect(moduleHeading(page, dia.modules[0]!)).toBeVisible();
    await swipe(page, 150);
    await expect(moduleHeading(page, dia.modules[0]!)).toBeVisible();
    await swipe(page, -150);
    await expect(moduleHeading(page, dia.modules[1]!)).toBeVisible();
    // Not past the module the server has the trainee on.
    await swipe(page, -150);
    await expect(moduleHeading(page, dia.modules[1]!)).toBeVisible();
    // The side navigation slides in over the module on a phone.
    await page.getByRole('button', { name: 'Show all modules' }).click();
    await expect(page.getByRole('navigation', { name: 'Modules' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  test('an unknown induction is the 404 page', async ({ page }) => {
    await page.goto('/induction/not-an-induction?company=adg');
    await expect(page).toHaveURL(/\/404$/);
  });
});

/** Presses Tab until the control has focus (at most 60 times). */
async function tabUntil(page: Page, control: ReturnType<Page['locator']>) {
  for (let i = 0; i < 60; i++) {
    if (await control.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(control).toBeFocused();
}
