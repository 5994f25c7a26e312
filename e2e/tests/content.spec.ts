import { brands, pageTitle, routeById } from '@cards/shared/brand';
import type { Page } from '@playwright/test';
import { latestMail } from './application-helpers.ts';
import { axeViolations, expect, inRuns, layoutShifts, recordLayoutShifts, test } from './fixtures.ts';

// The content pages with their real content (SPEC §1, §2 route table), FAQ deep links (SPEC §2 faq,
// faq-with-url), the contact forms and their captcha (SPEC §4 'Contact forms', §5 'Contact', §8 'Contact'), and a
// card holder's report.

const contentPages: Array<[path: string, heading: string | RegExp]> = [
  ['/', 'Your ASIC or MSIC, online from start to finish'],
  ['/apply', 'Apply for an ASIC or MSIC'],
  ['/faq', 'Frequently asked questions'],
  ['/question/what-is-an-operational-need', 'What is an operational need, and who confirms it?'],
  // An answer whose table comes before any section: its region is named by the question.
  ['/question/identity-documents', 'Which identity documents do I need?'],
  ['/media', 'Media'],
  ['/media/privacy-awareness-week-2024', /Privacy Awareness Week/],
  ['/obligations-for-asic-holders', 'Obligations of ASIC holders'],
  ['/privacy', 'Privacy policy'],
  ['/replace', 'Replace your card'],
  ['/white-asic', 'White ASIC'],
  ['/terms-and-conditions', 'Terms and conditions'],
  ['/security-identification-cards', 'Security identification cards'],
  ['/company-accounts', 'Company accounts'],
  ['/airports', 'For airport operators'],
  ['/forms', 'Forms'],
  ['/contact-us', 'Contact us'],
  ['/card-holder-duties', 'Your duties as a card holder'],
  ['/card-holder-duties/lost', 'Report a lost card'],
  ['/accessibility', 'Accessibility'],
];

test.describe('content pages, default brand', () => {
  for (const pages of inRuns(contentPages, 4)) {
    test(`${pages.map(([path]) => path).join(', ')}: each shows its content and passes axe`, async ({ page, problems }) => {
      await recordLayoutShifts(page);
      for (const [path, heading] of pages) {
        await test.step(path, async () => {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
          const main = page.getByRole('main');
          // Real content: several paragraphs of it, no placeholder and no unfilled {placeholder}.
          expect(await main.locator('p').count(), path).toBeGreaterThan(2);
          await expect(main.locator('.route-placeholder'), path).toHaveCount(0);
          expect(await main.innerText(), path).not.toMatch(/\{(product|productSlug|brand|phone|email|office)\}/);
          expect(await axeViolations(page), path).toEqual([]);
          // Nothing moved as the page came to life (the pre-rendered page is the page).
          expect(await layoutShifts(page), path).toEqual([]);
          expect(problems.errors, path).toEqual([]);
        });
      }
    });
  }

  for (const width of [320, 480, 1280]) {
    test(`at ${width} px wide, a table's words are whole: a column is never narrower than its longest word`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/apply', '/obligations-for-asic-holders', '/security-identification-cards']) {
        await page.goto(path);
        const broken = await page.locator('table').first().evaluate((table) => {
          const words: string[] = [];
          const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            // A hyphen is a place to break a line (security-relevant); inside a word there is none.
            for (const match of (node.textContent ?? '').matchAll(/[^\s-]+/g)) {
              const range = document.createRange();
              range.setStart(node, match.index);
              range.setEnd(node, match.index + match[0].length);
              // A word drawn on two lines has a box on each.
              if (range.getClientRects().length > 1) words.push(match[0]);
            }
          }
          return words;
        });
        expect(broken, path).toEqual([]);
      }
    });
  }

  test('at 320 px a table wider than the screen scrolls in its own region, by keyboard too, and the page does not', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/obligations-for-asic-holders');
    const region = page.getByRole('region', { name: 'Table: At a glance' });
    await expect(region.getByRole('table')).toBeVisible();
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    // From the heading before it, the next Tab is the table's region; the arrow keys scroll it.
    await page.getByRole('heading', { name: 'At a glance' }).click();
    await page.keyboard.press('Tab');
    await expect(region).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  });

  // An article or question that does not exist: not-found.spec.ts (a 404 at its own address).
});

test.describe('wording per brand', () => {
  test('bne: Brisbane Airport’s home, its induction, and its own prices', async ({ page }) => {
    await page.goto('/?company=bne');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ASIC and security induction for Brisbane Airport');
    await expect(page.getByRole('link', { name: 'Security induction' })).toHaveAttribute('href', '/induction-enrolment');
    await expect(page.getByRole('table', { name: 'Card prices, including GST' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('sfc: the flight college’s home and its student and staff application', async ({ page }) => {
    await page.goto('/?company=sfc');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Your ASIC or MSIC, online from start to finish');
    await expect(page.getByText(/Flight College pays for your card/)).toBeVisible();
    await page.goto('/apply');
    await expect(page.getByRole('link', { name: 'Students and staff' })).toHaveAttribute('href', '/apply/form/step1?student_and_staff');
    await expect(page.getByRole('link', { name: /white MSIC/ })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('FAQ deep links (SPEC §2)', () => {
  test('/faq/{questionurl} opens and focuses that question; its own page is one link away', async ({ page }) => {
    await page.goto('/faq/applicants-under-14');
    const question = page.getByRole('button', { name: /under 14/i });
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(question).toBeFocused();
    await expect(page.getByRole('button', { expanded: true })).toHaveCount(1);
    // By keyboard: close it, open the next one.
    await page.keyboard.press('Enter');
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { expanded: true })).toHaveCount(1);
    await page.goto('/faq/applicants-under-14');
    await page.getByRole('link', { name: 'Open this answer on its own page' }).first().click();
    await expect(page).toHaveURL(/\/question\/applicants-under-14$/);
    await expect(page).toHaveTitle(new RegExp(`under 14.* \\| ${brands.default.name}`, 'i'));
  });

  test('an /apply teaser leads to its question', async ({ page }) => {
    await page.goto('/apply');
    const teasers = page.getByRole('region', { name: 'Questions people ask first' }).getByRole('heading', { level: 3 });
    await expect(teasers).toHaveCount(3);
    const first = await teasers.first().innerText();
    await teasers.first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first);
  });
});

/** Ticks the self-hosted captcha by keyboard and waits for the browser's proof of work. */
async function solveCaptcha(page: Page) {
  await page.getByRole('checkbox', { name: "I'm not a robot" }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Verified' })).toBeVisible({ timeout: 20_000 });
}

test.describe('contact forms (SPEC §4, §5, §8)', () => {
  test('a general enquiry: mistakes shown at the fields, then sent, greeted, read back from the outbox', async ({ page, request, problems }) => {
    const email = `general.${Date.now()}@example.com`;
    await page.goto('/contact-us');
    await expect(page.getByRole('region', { name: /Map of the area around our office/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Get directions to our office/ })).toHaveAttribute('href', /google\.com\/maps\/dir/);
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    const summary = page.getByRole('region', { name: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([
      'Choose what your enquiry is about', 'Enter your name', 'Enter your email address', 'Enter your message',
      'Complete the security check, then send the form again',
    ]);
    await page.getByRole('radio', { name: /A general enquiry/ }).check();
    await page.getByRole('textbox', { name: 'Your name' }).pressSequentially('Ngaio Rangi', { delay: 20 });
    await page.getByRole('textbox', { name: /Your email address/ }).pressSequentially('ngaio@', { delay: 20 });
    await page.getByRole('textbox', { name: /Your card number/ }).fill('ABC12345');
    await page.getByRole('textbox', { name: /Your message/ }).fill('When will my card be posted to me?');
    // The mistake stays marked at its field while being fixed.
    await expect(page.getByRole('textbox', { name: /Your email address/ })).toHaveAccessibleDescription(/Enter a valid email address/);
    await page.getByRole('textbox', { name: /Your email address/ }).fill(email);
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByRole('status')).toContainText('We have your enquiry');
    // The form starts again, and so does the captcha (SPEC §4).
    await expect(page.getByRole('textbox', { name: 'Your name' })).toHaveValue('');
    await expect(page.getByRole('checkbox', { name: "I'm not a robot" })).toBeVisible();
    const office = await latestMail(request, brands.default.contact.email, /General enquiry from Ngaio Rangi/);
    expect(office.text).toContain('When will my card be posted to me?');
    expect(office.text).toContain('ABC12345');
    await latestMail(request, email, /We have your enquiry/);
    expect(problems.errors).toEqual([]);
  });

  test('a company enquiry is sent without a card number', async ({ page, request }) => {
    await page.goto('/contact-us');
    await page.getByRole('radio', { name: /A company enquiry/ }).check();
    await page.getByRole('textbox', { name: 'Your name' }).fill('Tom Baxter');
    await page.getByRole('textbox', { name: /Your email address/ }).fill(`company.${Date.now()}@example.com`);
    await page.getByRole('textbox', { name: 'Your company’s name' }).fill('Baxter Aviation Services');
    await page.getByRole('textbox', { name: /How many cards/ }).fill('lots');
    await page.getByRole('textbox', { name: /Your message/ }).fill('We would like a company account for our engineers.');
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByRole('region', { name: 'There is a problem' }).getByRole('link')).toHaveText(['How many cards your company needs must be a whole number from 1 to 5000']);
    await page.getByRole('link', { name: /How many cards your company needs/ }).click();
    await expect(page.getByRole('textbox', { name: /How many cards/ })).toBeFocused();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('25');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByRole('status')).toContainText('We have your enquiry');
    const office = await latestMail(request, brands.default.contact.email, /Company enquiry from Tom Baxter/);
    expect(office.text).toContain('Baxter Aviation Services');
    expect(office.text).toContain('25');
  });

  test('a captcha answer the server refuses shows the captcha error and keeps the typing (SPEC §8)', async ({ page }) => {
    // The answer is spoilt on its way, as a forged or replayed one would be; the server checks and refuses it.
    await page.route('**/api/mail/contact-us', async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, recaptcha: `${String(body.recaptcha).slice(0, -8)}AAAAAA==` }) });
    });
    await page.goto('/contact-us');
    await page.getByRole('radio', { name: /A general enquiry/ }).check();
    await page.getByRole('textbox', { name: 'Your name' }).fill('Ngaio Rangi');
    await page.getByRole('textbox', { name: /Your email address/ }).fill('ngaio@example.com');
    await page.getByRole('textbox', { name: /Your message/ }).fill('Is my card ready to collect?');
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByRole('region', { name: 'There is a problem' }).getByRole('link')).toHaveText([/The security check did not work/]);
    await expect(page.getByRole('textbox', { name: /Your message/ })).toHaveValue('Is my card ready to collect?');
    await expect(page.getByRole('checkbox', { name: "I'm not a robot" })).toBeVisible();
  });

  test('the office map takes the place kept for it: the form below does not move as a person reaches for it', async ({ page }) => {
    await recordLayoutShifts(page);
    await page.goto('/contact-us');
    await expect(page.getByRole('region', { name: /Map of the area around our office/ })).toHaveClass(/leaflet-container/);
    await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible();
    expect(await layoutShifts(page)).toEqual([]);
  });

  test('without the captcha service or the map, the address, the directions and the form still show', async ({ page }) => {
    await page.route('**/api/captcha', (route) => route.abort());
    await page.route('http://127.0.0.1:*/*/*/*.png', (route) => route.abort());
    await page.goto('/contact-us');
    await expect(page.getByText(brands.default.contact.office).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Get directions to our office/ })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('could not be loaded');
    await expect(page.getByRole('button', { name: 'Send enquiry' })).toBeVisible();
    await page.unroute('**/api/captcha');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('checkbox', { name: "I'm not a robot" })).toBeVisible();
  });
});

test.describe('a card holder’s duties', () => {
  test('a lost card is reported from the hub at 320 px: the reference on the page and in the email', async ({ page, request, problems }) => {
    const email = `lost.${Date.now()}@example.com`;
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto('/');
    await page.getByRole('link', { name: 'Report a lost or stolen card' }).click();
    await expect(page).toHaveTitle(pageTitle(routeById('card-holder-duties'), brands.default));
    await page.getByRole('link', { name: 'Report a lost card' }).click();
    await expect(page.getByText(/Deadline: within 7 days/)).toBeVisible();
    await page.getByRole('radio', { name: 'ASIC' }).check();
    await page.getByRole('textbox', { name: 'Your full name' }).fill('Priya Natarajan');
    await page.getByLabel('Your date of birth').pressSequentially('04121991');
    await page.getByRole('textbox', { name: /Your email address/ }).fill(email);
    await page.getByRole('textbox', { name: /Your ASIC number/ }).fill('VEA0001642');
    const yesterday = new Date(Date.now() - 86_400_000);
    const typed = `${String(yesterday.getMonth() + 1).padStart(2, '0')}${String(yesterday.getDate()).padStart(2, '0')}${yesterday.getFullYear()}`;
    await page.getByLabel('When did you lose your card?').pressSequentially(typed);
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Send report' }).click();
    const status = page.getByRole('status');
    await expect(status).toContainText('Your reference is R');
    const reference = /R\d+/.exec(await status.innerText())![0];
    const office = await latestMail(request, brands.default.contact.email, new RegExp(reference));
    expect(office.text).toContain('Priya Natarajan');
    await latestMail(request, email, new RegExp(`We have your report: ${reference}`));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.errors).toEqual([]);
  });
});
