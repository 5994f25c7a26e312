import { expect, type APIRequestContext, type Page } from '@playwright/test';

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
