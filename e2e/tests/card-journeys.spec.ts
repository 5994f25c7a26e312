import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { openPdf, pdfText } from '../../api/test/pdf-helpers.ts';
import { axeViolations, expect, livePage, test } from './fixtures.ts';
import { continueButton, fillStep1, fillStep2, fillStep3 } from './application-helpers.ts';
import { completeStatement, drawWithMouse } from './statement-helpers.ts';
import { startClockedServer, sydneyDay, utcDay, type ClockedServer } from './clocked-server.ts';

// For each card type on the default brand, and an MSIC on another brand that issues it, a
// person goes from the home page to an activated card; staff move the application through every stage with the
// ops commands. At each stage the journey reads the status page, the newest email and the documents, for what they
// must say and what they must not. The api's clock starts just before midnight UTC, which is late morning in
// Sydney: every date shown, emailed or printed is Sydney's day, before and after UTC's midnight.
// SPEC §2 route table and 'Track screen', §4 'Status display' and 'Card type and application rules', §5
// 'Activation', §7 the calls of each stage, §9 prices.

const BIRTHDATE = '1990-04-12';
const SERIAL = '4210';

interface Journey {
  title: string;
  brand: 'default' | 'chcheli';
  card: 'asic' | 'msic';
  /** Step 3's need, as the list shows it. */
  need: string;
  airports: string[];
  /** The total step 4 shows, which the payment page, the charge and the invoice must all say. */
  total: string;
  /** An MSIC's validity, where the brand offers a choice. */
  fourYears?: boolean;
  /** The organisation pays (the asset brands): no payment page and no invoice to pay. */
  organisationPays?: boolean;
}

const journeys: Journey[] = [
  { title: 'an ASIC on the default brand', brand: 'default', card: 'asic', need: 'Ground handling or freight', airports: ['SYD'], total: '$306.90' },
  { title: 'an MSIC for 4 years on the default brand', brand: 'default', card: 'msic', need: 'Port or ship worker', airports: [], total: '$394.90', fourYears: true },
  { title: 'an MSIC on chcheli, whose organisation pays', brand: 'chcheli', card: 'msic', need: 'Port or ship worker', airports: [], total: '', organisationPays: true },
];

let server: ClockedServer;
/** UTC's day when the clock starts: the day before Sydney's, which no date may show. */
let utcDayAtStart: string;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  // Each worker has its own api. Three minutes before midnight UTC today: in Sydney, late morning of the next day,
  // which it stays while UTC's day turns during the journeys.
  const today = new Date().toISOString().slice(0, 10);
  server = await startClockedServer(`${today}T23:57:00Z`);
  utcDayAtStart = utcDay(server.now());
});
test.afterAll(async () => {
  await server?.stop();
});

/** A person's own browser: Sydney's time zone, on the api's clock. */
async function personContext(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server.url, timezoneId: 'Australia/Sydney' });
  const page = livePage(await context.newPage());
  await page.clock.install({ time: server.now() });
  await page.clock.resume();
  return { context, page };
}

interface Mail { subject: string; text: string; html: string }

/** The newest mail to `to` whose subject matches, from this api's outbox. */
async function newestMail(request: APIRequestContext, to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect.poll(async () => {
    const response = await request.get(`${server.url}/api/dev/outbox?to=${encodeURIComponent(to)}&limit=50`);
    const list = (await response.json()) as Mail[];
    found = list.find((m) => subject.test(m.subject));
    return found?.subject;
  }, { message: `a mail to ${to} about ${subject}` }).toBeTruthy();
  return found!;
}

/** Downloads a document from the status page by its button, and reads its text and structure back. */
async function documentOf(page: Page, name: string): Promise<{ text: string; title: string | undefined; tagged: boolean }> {
  const saving = page.waitForEvent('download');
  await page.getByRole('button', { name }).click();
  const bytes = await readFile((await (await saving).path())!);
  const text = await pdfText(bytes);
  const doc = await openPdf(bytes);
  try {
    const { info } = await doc.getMetadata() as { info: { Title?: string } };
    const tree = await (await doc.getPage(1)).getStructTree();
    const markInfo = await doc.getMarkInfo();
    return { text, title: info.Title, tagged: markInfo?.Marked === true && tree !== null };
  } finally {
    await doc.destroy();
  }
}

/**
 * The documents at a stage: tagged PDFs titled with this card, dated Sydney's day, never UTC's nor the other card;
 * the form says how the fee stands, and the invoice whether it is paid.
 */
async function documentsAt(page: Page, journey: Journey, day: string, wrongDay: string, paid: boolean) {
  const cardName = journey.card.toUpperCase();
  const docs = [await documentOf(page, 'Your application form (PDF)')];
  if (!journey.organisationPays) docs.push(await documentOf(page, 'Your invoice (PDF)'));
  for (const doc of docs) {
    expect(doc.tagged).toBe(true);
    expect(doc.title).toMatch(new RegExp(`${cardName}|Tax invoice`));
    expect(doc.text).toContain(day);
    if (wrongDay !== day) expect(doc.text).not.toContain(wrongDay);
    expect(doc.text).not.toMatch(otherCard(journey.card));
    expect(doc.text).not.toMatch(/\d{4}-\d\d-\d\d/);
  }
  const [form, invoice] = docs;
  if (journey.organisationPays) expect(form!.text).toContain('Paid by the organisation');
  else if (paid) expect(form!.text).toContain(`Paid on ${day}`);
  else expect(form!.text).toContain('In person at the interview');
  if (invoice) {
    expect(invoice.text).toContain(journey.total);
    expect(invoice.text).toContain(paid ? `Paid on ${day}` : 'Not paid yet');
  }
}

/** Every mail and page of a card names it and links its own pages, never the other card's. */
function otherCard(card: Journey['card']): RegExp {
  return card === 'msic' ? /\bASIC\b|track-asic/ : /\bMSIC\b|track-msic/;
}

async function expectNoOtherCard(page: Page, card: Journey['card']) {
  const main = await page.getByRole('main').innerText();
  expect(main).not.toMatch(otherCard(card));
}

/** The status page after a reload, at the stage named: what it says of this stage, and nothing of an earlier one. */
async function statusAt(page: Page, stage: RegExp, mustNotSay: RegExp[]) {
  await page.reload();
  await expect(page.locator('[aria-current="step"]')).toContainText(stage);
  const main = await page.getByRole('main').innerText();
  for (const words of mustNotSay) expect(main, `the page at ${stage} says ${words}`).not.toMatch(words);
}

/** Each stage done shows Sydney's day in words, never UTC's when they differ, nor a raw ISO date. */
async function expectStageDays(page: Page, day: string, wrongDay: string) {
  const timeline = page.getByRole('list', { name: 'Progress' });
  const text = await timeline.innerText();
  expect(text).toContain(day);
  if (wrongDay !== day) expect(text).not.toContain(wrongDay);
  expect(text).not.toMatch(/\d{4}-\d\d-\d\d/);
}

for (const journey of journeys) {
  test(`${journey.title}: from the home page to an activated card, every stage telling the truth`, async ({ browser, request }) => {
    test.setTimeout(240_000);
    const cardName = journey.card.toUpperCase();
    const day = sydneyDay(server.now());
    const wrongDay = utcDayAtStart;
    const email = `${journey.brand}.${journey.card}.${Date.now().toString(36)}@example.com`;
    const employerEmail = `employer.${email}`;
    const { context, page } = await personContext(browser);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));

    // The home page offers the card by name (SPEC §1: a brand that issues both offers both).
    await page.goto(journey.brand === 'default' ? '/' : `/?company=${journey.brand}`);
    await page.getByRole('navigation', { name: 'What would you like to do?' }).getByRole('link', { name: `Apply for an ${cardName}` }).click();
    await expect(page.getByRole('heading', { name: `Applying for an ${cardName}` })).toBeVisible();
    await fillStep1(page, { first: 'Mia', family: 'Tran', email });
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/step2$/);
    await fillStep2(page);
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/step3$/);

    if (journey.fourYears) {
      await page.getByRole('group', { name: `How long do you want your ${cardName} for?` }).getByLabel('4 years').check();
    }
    await fillStep3(page, {
      need: journey.need, airports: journey.airports,
      job: journey.card === 'msic'
        ? 'I drive a straddle carrier on the container wharf and check the seals on boxes before they are loaded.'
        : 'I load and unload baggage and freight on aircraft at the airport on every shift I work.',
    });
    await page.getByLabel('Email address').last().fill(employerEmail);
    await expectNoOtherCard(page, journey.card);

    // Step 4, or the asset brands' last step, which confirms.
    if (!journey.organisationPays) {
      await continueButton(page).click();
      await expect(page).toHaveURL(/\/step4$/);
      await expect(page.getByRole('row', { name: /^Total / })).toHaveAccessibleName(`Total ${journey.total}`);
    } else {
      await expect(page.getByText('Paid by your organisation.')).toBeVisible();
    }
    await page.getByLabel('I have read and agree to the terms and conditions').check();
    await page.getByLabel('I declare that the answers I have given are true and complete').check();
    await page.getByRole('button', { name: 'Confirm and send your application' }).click();
    await expect(page).toHaveURL(/\/status\/\d+$/);
    const peopleId = /\/status\/(\d+)$/.exec(page.url())![1]!;
    const tracking = `${journey.card === 'msic' ? 'VEP' : 'VEA'}${String(Number(peopleId) + 1500).padStart(7, '0')}`;
    await expect(page.getByRole('heading', { level: 1, name: 'Application submitted' })).toBeVisible();
    await expectNoOtherCard(page, journey.card);
    await expectStageDays(page, day, wrongDay);
    expect(await axeViolations(page)).toEqual([]);

    /** The email a stage sends the applicant: about this application, naming its card, linking its track page. */
    const stageMail = async (happened: string) => {
      const mail = await newestMail(request, email, new RegExp(`^${cardName} application ${tracking}: ${happened}$`));
      expect(mail.text).toContain(`/track-${journey.card}?`);
      expect(mail.text).not.toMatch(otherCard(journey.card));
      return mail;
    };

    // The submission email names the card and links its track page.
    const submitted = await newestMail(request, email, new RegExp(`${cardName} application`));
    expect(submitted.text).toContain(tracking);
    expect(submitted.text).toContain(`/track-${journey.card}?`);
    expect(submitted.text).not.toMatch(otherCard(journey.card));

    // The documents: tagged, titled, every answer in the person's words, and no field that does not apply.
    const form = await documentOf(page, 'Your application form (PDF)');
    expect(form.tagged).toBe(true);
    expect(form.title).toMatch(new RegExp(cardName));
    expect(form.text).toContain('Mia');
    expect(form.text).toContain('1234567');
    expect(form.text).toContain(day);
    if (journey.card === 'msic') expect(form.text).not.toMatch(/Airports?:?\s*None/i);
    await documentsAt(page, journey, day, wrongDay, false);

    // The employer (on the asset brands, the organisation's contact) signs the statement from the emailed link.
    {
      const statement = await newestMail(request, employerEmail, new RegExp(`needs an ${cardName}$`));
      const link = /https?:\/\/\S+\/operational-need-form\/\d+\/[\w-]+/.exec(statement.text)![0];
      expect(statement.text).toContain(cardName);
      const signer = await personContext(browser);
      await signer.page.goto(new URL(link).pathname);
      await expect(signer.page.getByRole('heading', { level: 1 })).toHaveText('Statement of operational need');
      await expectNoOtherCard(signer.page, journey.card);
      await completeStatement(signer.page);
      await drawWithMouse(signer.page, [[30, 120], [80, 60], [130, 130], [200, 70], [260, 120]]);
      await signer.page.getByRole('button', { name: 'Sign the statement' }).click();
      await expect(signer.page.getByRole('heading', { name: `Signed on ${day}` })).toBeVisible();
      await signer.context.close();
      await server.ops('person', 'approve-need', tracking, '--by', 'Journey Staff');
      await stageMail('your operational need is approved');
    }

    // Paying online: the payment page asks the total step 4 showed, and the receipt follows.
    if (!journey.organisationPays) {
      await page.reload();
      await page.getByRole('link', { name: 'Pay your fee by card' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pay for your application');
      await page.getByRole('textbox', { name: 'Name on the card' }).fill('Mia Tran');
      await page.getByRole('textbox', { name: 'Card number' }).pressSequentially('4242 4242 4242 4242', { delay: 20 });
      await page.getByRole('textbox', { name: 'Expiry month' }).fill('12');
      await page.getByRole('textbox', { name: 'Expiry year' }).fill(String(new Date().getFullYear() + 2));
      await page.getByRole('textbox', { name: 'Security code' }).fill('123');
      await page.getByRole('button', { name: `Pay ${journey.total}` }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment received');
      await page.getByRole('link', { name: 'Back to your application' }).click();
      await documentsAt(page, journey, day, wrongDay, true);
    }

    // Staff move it along; each stage says what has happened and what is next, and nothing of an earlier stage.
    const earlier = [/pay there/i, /at your interview/i, /Application submitted/];
    await server.ops('person', 'interview', tracking, '--by', 'Journey Staff');
    await stageMail('your interview is recorded');
    if (journey.organisationPays) {
      await server.ops('person', 'payment', tracking, '--by', 'Journey Staff');
      await stageMail('we have your payment');
    }
    await statusAt(page, /Lodged for the background check/, [...earlier, /Where to go for your interview/]);
    await documentsAt(page, journey, day, wrongDay, true);
    await server.ops('person', 'upload', tracking, '--by', 'Journey Staff');
    await stageMail('your background check has started');
    await statusAt(page, /Background check finished/, earlier);
    await documentsAt(page, journey, day, wrongDay, true);
    await server.ops('person', 'decision', tracking, 'Y', '--by', 'Journey Staff');
    await stageMail('your background check is finished');
    await statusAt(page, /Card sent/, [...earlier, /can only be issued once/]);
    await documentsAt(page, journey, day, wrongDay, true);
    await server.ops('person', 'dispatch', tracking, '--serial', SERIAL, '--by', 'Journey Staff');
    // Posted: sent, and not yet taken as collected (it never reads 'Now').
    await page.reload();
    await expect(page.getByRole('list', { name: 'Progress' }).getByRole('listitem').filter({ hasText: 'Card collected' })).toContainText('Not yet');
    const atDispatch = await page.getByRole('main').innerText();
    for (const words of [...earlier, /can only be issued once/]) expect(atDispatch).not.toMatch(words);
    await expect(page.getByText(new RegExp(`Your ${cardName} has been sent`))).toBeVisible();
    await expectStageDays(page, day, wrongDay);
    await expectNoOtherCard(page, journey.card);
    expect(await axeViolations(page)).toEqual([]);

    // The documents at the last stage still say what they said, paid where it was paid.
    await documentsAt(page, journey, day, wrongDay, true);

    // The dispatch email sends the holder to activate this card, on its own activation page.
    const sent = await stageMail(`your ${journey.card.toUpperCase()} is on its way`);
    expect(sent.text).toContain(`/activate?card=${journey.card}`);

    // Activation in the card's words, from its number (VEP for an MSIC), dated Sydney's day.
    await page.goto(`/activate?card=${journey.card}`);
    await page.getByRole('textbox', { name: `${cardName} number` }).fill(tracking);
    await page.getByRole('textbox', { name: 'Card serial number' }).fill(SERIAL);
    await page.getByLabel('Date of birth').fill(BIRTHDATE);
    await page.getByRole('button', { name: 'Activate my card' }).click();
    const activated = page.getByRole('status').filter({ hasText: `Your ${cardName} is now active.` });
    await expect(activated).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // Once more: it is active already, since Sydney's day, in words (it read '2026-11-27' at 06:47 in Sydney).
    await page.getByRole('button', { name: 'Activate my card' }).click();
    const again = page.getByRole('alert').filter({ hasText: `This ${cardName} is already active.` });
    await expect(again).toContainText(`It was activated on ${day}.`);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
}
