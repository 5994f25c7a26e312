import type { Browser, BrowserContext, Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { expect, livePage } from './fixtures.ts';
import { ops } from './ops.ts';

// The staff console's journeys: a member made with `ops staff add`, their password chosen through the emailed link,
// and signing in with an authenticator app's code (computed here from the key the page shows) or a passkey (Chromium's
// virtual authenticator, through the DevTools protocol).

export const staffPassword = 'plover-kettle-granite-83';

export interface Member {
  email: string;
  name: string;
  /** The authenticator app's key, once set up. */
  totpSecret?: string;
}

export const uniqueStaffEmail = (tag: string) => `${tag}.${Math.random().toString(36).slice(2, 8)}@staff.example.com`;

/** `ops staff add`; the path of the link it prints (the same one the member is emailed). */
export async function addMember(member: Member, roles: string, brand = 'default'): Promise<string> {
  const out = await ops('staff', 'add', '--brand', brand, '--email', member.email, '--name', member.name, '--roles', roles, '--by', 'journey');
  const link = /https?:\/\/[^/\s]+(\/staff\/set-password\/[A-Za-z0-9_-]{43})/.exec(out)?.[1];
  if (!link) throw new Error(`no link in: ${out}`);
  return link;
}

/** Chooses the password at the link, as the member would: a common one first, refused at the field. */
export async function choosePassword(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/password/i);
  await page.getByLabel('New password', { exact: true }).fill(staffPassword);
  await page.getByLabel('Type the password again').fill(staffPassword);
  await page.getByRole('button', { name: 'Set my password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your password is set' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff\/sign-in/);
}

export async function typePassword(page: Page, member: Member): Promise<void> {
  if (!/\/staff\/sign-in/.test(page.url())) await page.goto('/staff/sign-in');
  await page.getByRole('textbox', { name: 'Email address' }).fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(staffPassword);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The code an authenticator app shows now, or for the next 30 seconds. */
export function codeFor(secret: string, ahead = 0): string {
  return generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + ahead * 30 });
}

/** First sign-in: password, then an authenticator app set up from the key the page shows; the recovery codes kept. */
export async function enrolTotp(page: Page, member: Member): Promise<string[]> {
  await typePassword(page, member);
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const key = (await page.locator('.secret-text').innerText()).replace(/\s+/g, '');
  member.totpSecret = key;
  await page.getByRole('textbox', { name: 'Code from your authenticator app' }).fill(codeFor(key));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Keep your recovery codes' })).toBeVisible();
  const codes = await page.locator('.recovery-codes li').allInnerTexts();
  await page.getByRole('button', { name: 'I have kept my recovery codes' }).click();
  return codes;
}

/** A later sign-in with the app's code (the next step's, so it is never the one the set-up used). */
export async function signInWithCode(page: Page, member: Member): Promise<void> {
  await typePassword(page, member);
  await page.getByRole('textbox', { name: 'Code from your authenticator app' }).fill(codeFor(member.totpSecret!, 1));
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Chromium's virtual authenticator for this page: a platform passkey that verifies its user. */
export async function virtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { cdp, authenticatorId };
}

/** A fresh browser for a member, at `base` (a passkey needs a host name, not an IP address). */
export async function memberPage(browser: Browser, base?: string, width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, ...(base ? { baseURL: base } : {}) });
  return { context, page: livePage(await context.newPage()) };
}
