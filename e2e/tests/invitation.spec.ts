import { axeViolations, expect, livePage, test } from './fixtures.ts';
import { fillStep1, fillStep2, latestMail, resumeLink, uniqueEmail, waitForSaved } from './application-helpers.ts';
import { runOps } from './ops.ts';

// SPEC §1: applying through the postal partner needs an invitation. `npm run ops -- invite <email>`
// makes a postal-brand draft and queues its invitation; the invited person opens it from the email and applies.

/** The ops command against the e2e server's database, its links to the e2e server. */
function ops(...args: string[]): Promise<string> {
  return runOps({ VAR_DIR: process.env.E2E_VAR_DIR, PUBLIC_URL: process.env.E2E_BASE_URL }, ...args);
}

test.describe('SPEC §1 postal partner invitations', () => {
  test('an invited person opens the emailed invitation and completes steps 1 and 2', async ({ browser, request, problems }) => {
    const who = { first: 'Ruth', family: 'Okafor', email: uniqueEmail('invited') };
    expect(await ops('invite', who.email)).toMatch(/^Invited .+: draft \d+ \(\/apply\/form\/[\w-]+\/\); the invitation is queued\.$/m);

    const mail = await latestMail(request, who.email, /invitation/);
    expect(mail.subject).toBe('Your invitation to apply for an ASIC');
    const link = resumeLink(mail.text);
    expect(new URL(link).searchParams.get('company')).toBe('postal');

    // The invited person's own browser: nothing stored, only the email.
    const context = await browser.newContext();
    const page = livePage(await context.newPage());
    page.on('pageerror', (error) => problems.errors.push(`pageerror: ${error.message}`));
    await page.goto(link);
    await expect(page).toHaveURL(/\/apply\/form\/[\w-]+\/step1$/);
    expect(page.url()).not.toMatch(/[?&](t|key)=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your personal and contact details');
    // The invitation's address is filled in already.
    await expect(page.getByLabel('Email address', { exact: true })).toHaveValue(who.email);
    expect(await axeViolations(page)).toEqual([]);

    await fillStep1(page, who);
    await waitForSaved(page);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(/\/step2$/);
    await fillStep2(page);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(/\/step3$/);
    await expect(page.getByText('2 of 4 steps complete')).toBeVisible();
    // The postal partner's brand is kept throughout: its new-form route stays closed.
    await page.goto('/apply/form/step1');
    await expect(page).toHaveURL(/\/invitation-only$/);
    await context.close();
    expect(problems.errors).toEqual([]);
  });
});
