import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { saveThroughApi } from './sent-application.ts';

/** A unique address per test, so tests can read their own mail from the outbox. */
export function uniqueEmail(tag: string): string {
  return `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

export interface Applicant {
  first: string;
  family: string;
  email: string;
}

/** Fills step 1 as a person would, born in Australia with a NSW birth certificate. */
export async function fillStep1(page: Page, who: Applicant) {
  await page.getByLabel('First name', { exact: true }).fill(who.first);
  await page.getByLabel('Family name', { exact: true }).fill(who.family);
  await page.getByRole('group', { name: 'Have you ever been known by another name?' }).getByLabel('No').check();
  await page.getByLabel('Date of birth').fill('1990-04-12');
  await page.getByRole('group', { name: 'Gender' }).getByLabel('Female').check();
  await page.getByLabel('Email address', { exact: true }).fill(who.email);
  await page.getByLabel('Email address again').fill(who.email);
  await page.getByLabel('Mobile number').fill('0412 345 678');
  await page.getByRole('group', { name: 'Which number should we call first?' }).getByLabel('Mobile').check();
  await page.getByLabel('Country of birth').selectOption('AU');
  await page.getByLabel('Town or city of birth').fill('Parramatta');
  await page.getByLabel('State or territory of birth').selectOption('NSW');
  // Born in Australia: citizenship and the birth certificate are chosen already (SPEC §4).
  await expect(page.getByLabel('Citizenship', { exact: true })).toHaveValue('AU');
  await expect(page.getByLabel('Australian birth certificate')).toBeChecked();
  await page.getByLabel('State or territory where your birth was registered').selectOption('NSW');
  await page.getByLabel('Registration number').fill('1234567');
  await page.getByLabel('Registration year').fill('1990');
  await page.getByLabel('Family name on the certificate').fill(who.family);
  await page.getByLabel('Given names on the certificate').fill(who.first);
}

/** Step 2 with a real suburb search: a NSW address held for more than 10 years, postal the same. */
export async function fillStep2(page: Page) {
  await page.getByLabel('State or territory').first().selectOption('NSW');
  await page.getByLabel('Street address').first().fill('12 Church Street');
  const suburb = page.getByRole('combobox', { name: 'Suburb or town' }).first();
  await suburb.fill('Parramat');
  await page.getByRole('option', { name: /^PARRAMATTA NSW 2150/ }).click();
  await expect(page.getByLabel('Postcode').first()).toHaveValue('2150');
  await page.getByLabel('Date you moved in').first().fill('2012-03-01');
}

/** The autosave status line as the person reads it. */
const SAVE_STATUS_TEXT = {
  saved: /^Saved( at .+)?$/,
  unsaved: /^(Saving soon…|We start saving once)/,
  retrying: /^Not saved yet: we cannot reach our server/,
} as const;

export async function expectSaveStatus(page: Page, status: keyof typeof SAVE_STATUS_TEXT) {
  // Problems are also in a live region for screen readers; the visible line comes first.
  await expect(page.getByText(SAVE_STATUS_TEXT[status]).first()).toBeVisible();
}

export async function waitForSaved(page: Page) {
  await expectSaveStatus(page, 'saved');
}

/**
 * Moves the page's clock on a few seconds at a time until its waiting retry has saved. One jump of 30 s would also
 * end a request in flight at its 30 s timeout, which no person's wait does (CI once saw it: the read after a lost
 * answer timed out by the jump).
 */
export async function retryUntilSaved(page: Page) {
  await expect(async () => {
    await page.clock.fastForward(2_000);
    await expect(page.getByText(SAVE_STATUS_TEXT.saved).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

/** The newest mail to an address, from the outbox the api keeps when no SMTP server is set. */
export async function latestMail(request: APIRequestContext, to: string, subject?: RegExp) {
  let found: { subject: string; text: string; html: string } | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
      if (!response.ok()) return undefined;
      const body = await response.json();
      const list = (Array.isArray(body) ? body : body.messages ?? []) as Array<{ subject: string; text: string; html: string }>;
      found = list.find((m) => !subject || subject.test(m.subject));
      return found?.subject;
    })
    .toBeTruthy();
  return found!;
}

/** The resume link in a mail's text. */
export function resumeLink(text: string): string {
  const match = /https?:\/\/\S+\/apply\/form\/\S+/.exec(text);
  if (!match) throw new Error(`No resume link in: ${text}`);
  return match[0];
}

export interface Step3Answers {
  /** The need as the list shows it; left as is when the page fixes it (postal) or asks none (job ready). */
  need?: string;
  /** Airports by what is typed to find them, e.g. 'SYD'; none for an MSIC or a white card. */
  airports?: string[];
  /** Who confirms the need, as the radio reads. */
  confirmedBy?: string;
  employer?: boolean;
  /** What the applicant does, in their words. */
  job?: string;
}

/** Fills step 3 as a person would: a need, a description, how often, airports by search, and the employer. */
export async function fillStep3(page: Page, answers: Step3Answers = {}) {
  const {
    need = 'Ground handling or freight', airports = ['SYD'], confirmedBy = 'My employer', employer = true,
    job = 'I load and unload baggage and freight on aircraft at the airport on every shift I work.',
  } = answers;
  // Step 3, or the asset brands' last step, which asks the same.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Your card/);
  if (need) {
    const select = page.getByRole('combobox', { name: /^Why do you need an? (ASIC|MSIC)\?$/ });
    await expect(select.getByRole('option', { name: need })).toHaveCount(1);
    await select.selectOption({ label: need });
  }
  if (confirmedBy) {
    await page.getByRole('radio', { name: confirmedBy, exact: true }).check();
    await page.getByLabel('Describe what you do in your job').fill(job);
  }
  // An MSIC asks about maritime security zones, an ASIC about secure areas.
  const frequency = page.getByRole('combobox', { name: /^How often do you need to go into (secure areas|maritime security zones)\?$/ });
  if (await frequency.count()) await frequency.selectOption('Every day');
  for (const airport of airports) {
    const search = page.getByRole('combobox', { name: 'Find an airport' });
    // Key by key, as a person types: a combobox that drops keystrokes typed between renders fails here.
    await search.pressSequentially(airport);
    await expect(search).toHaveValue(airport);
    await page.getByRole('option', { name: new RegExp(`\\(${airport}\\)`) }).click();
  }
  if (employer) {
    await page.getByLabel(/^Name of your (employer or organisation|business)$/).fill('Harbour Ground Services Pty Ltd');
    await page.getByLabel(/ABN of your employer/).fill('89 111 111 111');
    await page.getByLabel(/ABN of your employer/).blur();
    await expect(page.getByText(/This ABN belongs to/)).toBeVisible();
    await page.getByLabel('State or territory').last().selectOption('NSW');
    await page.getByLabel('Street address').last().fill('10 Bourke Road');
    const suburb = page.getByRole('combobox', { name: 'Suburb or town' }).last();
    await suburb.pressSequentially('Masc');
    await expect(suburb).toHaveValue('Masc');
    await page.getByRole('option', { name: /^MASCOT NSW 2020/ }).click();
    await page.getByLabel('First name').last().fill('Sam');
    await page.getByLabel('Family name').last().fill('Lee');
    await page.getByLabel('Email address').last().fill('sam.lee@example.com');
    await page.getByLabel('Phone number').last().fill('02 9691 3636');
    await page.getByLabel('Your job title').fill('Baggage handler');
  }
}

export const continueButton = (page: Page) => page.getByRole('button', { name: 'Save and continue' });

/** Steps 1 and 2 as a person fills them, from a new form address (with its query flags). */
export async function startApplication(page: Page, who: Applicant, path = '/apply/form/step1') {
  await page.goto(path);
  await fillStep1(page, who);
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/step2$/);
  await fillStep2(page);
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/step3$/);
}

/**
 * Steps 1 and 2 saved through the api as the pages save them, then step 3 of that draft opened here with its key: for
 * journeys whose subject starts at step 3 (the application journeys walk steps 1 and 2 themselves).
 */
export async function startAtStep3(page: Page, who: Applicant) {
  const draft = await saveThroughApi(page.request, { ...who, birthdate: '1990-04-12' }, {}, 2);
  // The key is the device's, as the page keeps it after its first save (SPEC §2 FormKey).
  await page.goto('/apply');
  await page.evaluate((formKey) => localStorage.setItem('FormKey', formKey), draft.key);
  await page.goto(`/apply/form/${draft.formLink}/step3`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Your card/);
}

/** Step 3 filled and left for step 4, which moving on marks complete (SPEC §4). */
export async function completeStep3(page: Page, answers?: Step3Answers) {
  await fillStep3(page, answers);
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/step4$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your answers and confirm');
  await expect(page.getByText('3 of 4 steps complete')).toBeVisible();
}

/** Ticks the terms and confirms; the status page opens with the token stored. Returns the person's id. */
export async function confirmAndSend(page: Page): Promise<string> {
  await page.getByLabel('I have read and agree to the terms and conditions').check();
  await page.getByLabel('I declare that the answers I have given are true and complete').check();
  await page.getByRole('button', { name: 'Confirm and send your application' }).click();
  await expect(page).toHaveURL(/\/status\/\d+$/);
  const peopleId = /\/status\/(\d+)$/.exec(page.url())![1]!;
  await expect(page.getByRole('heading', { level: 1, name: 'Application submitted' })).toBeVisible();
  // SPEC §3: VEA (VEP for the MSIC wording) and the id plus 1500 in 7 digits.
  const tracking = String(Number(peopleId) + 1500).padStart(7, '0');
  await expect(page.getByText(new RegExp(`^VE[AP]${tracking}$`)).first()).toBeVisible();
  // The signed token from POST /api/login, which the track pages use (SPEC §7).
  const token = await page.evaluate(() => localStorage.getItem('id_token'));
  expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  return peopleId;
}
