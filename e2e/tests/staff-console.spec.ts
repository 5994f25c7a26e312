import type { Page } from '@playwright/test';
import { axeViolations, expect, test } from './fixtures.ts';
import { completeStep3, confirmAndSend, latestMail, startApplication } from './application-helpers.ts';
import { sendThroughApi } from './sent-application.ts';
import { completeStatement, drawWithMouse, statementLink } from './statement-helpers.ts';
import {
  addMember, choosePassword, enrolTotp, memberPage, signInWithCode, typePassword, uniqueStaffEmail, virtualAuthenticator, type Member,
} from './staff-helpers.ts';

// The issuing body's staff console (issue: the staff console; docs/staff-console.md): members sign in with a passkey
// or an authenticator app, take an application from submitted to dispatched while the applicant's emails follow, a
// supervisor adds a member and ends a session. Each page is checked with axe, and each action is finished by keyboard
// (its button or link given Enter), as a person at a counter would.

/** The journeys' server by host name: a passkey belongs to a domain, and an IP address is none. */
const byName = () => process.env.E2E_BASE_URL!.replace('127.0.0.1', 'localhost');

async function noAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** Each action's box on the person's page, by its title, and the button that records it. */
const actionButtons: Record<string, string> = {
  'Record the interview': 'Record the interview', 'Record a payment at the counter': 'Record the payment',
  'Lodge with AusCheck': 'Record the lodgement', 'Record the decision': 'Record the decision', 'Dispatch the card': 'Record the dispatch',
  'Approve the operational need': 'Approve the operational need', "Redact this person's details": 'Redact the details',
};

/** Opens an action's box on the person's page by keyboard, as its summary is a button to the keyboard. */
async function openAction(page: Page, title: string) {
  const summary = page.locator('summary', { hasText: title });
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: actionButtons[title], exact: true })).toBeVisible();
}

async function member(tag: string, name: string, roles: string): Promise<Member & { link: string }> {
  const m = { email: uniqueStaffEmail(tag), name };
  return { ...m, link: await addMember(m, roles) };
}

test.describe('the staff console', () => {
  test('officers sign in with a passkey and with an authenticator app, and with an assessor take an application from submitted to dispatched; the applicant hears of each step', async ({ browser, request }) => {
    test.slow();
    const family = `Quill${Array.from({ length: 5 }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('')}`;
    const sent = await sendThroughApi(request, { first: 'Rosa', family, email: `rosa.${family.toLowerCase()}@example.com`, birthdate: '1990-04-12' });

    // An officer with a passkey: set up after the first password, then used to sign in.
    const passkeyOfficer = await member('passkey', 'Pia Passkey', 'officer');
    const officer = await memberPage(browser, byName());
    await virtualAuthenticator(officer.context, officer.page);
    await choosePassword(officer.page, passkeyOfficer.link);
    await typePassword(officer.page, passkeyOfficer);
    await noAxeViolations(officer.page);
    await officer.page.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(officer.page).toHaveURL(/\/staff$/);
    await officer.page.getByRole('button', { name: 'Sign out' }).click();
    await expect(officer.page).toHaveURL(/\/staff\/sign-in/);
    await typePassword(officer.page, passkeyOfficer);
    await officer.page.getByRole('button', { name: 'Use a passkey' }).click();
    await expect(officer.page).toHaveURL(/\/staff$/);

    // The queue, by keyboard: the search box, the tracking number, Enter; the row's link.
    const search = officer.page.getByRole('searchbox', { name: 'Search' });
    await search.focus();
    await officer.page.keyboard.type(sent.trackingNumber, { delay: 20 });
    await officer.page.keyboard.press('Enter');
    const row = officer.page.getByRole('row', { name: new RegExp(sent.trackingNumber) }).getByRole('link', { name: `Rosa ${family}` });
    await expect(row).toBeVisible();
    await noAxeViolations(officer.page);
    await row.focus();
    await officer.page.keyboard.press('Enter');
    await expect(officer.page.getByRole('heading', { level: 1 })).toHaveText(`Rosa ${family}`);
    await noAxeViolations(officer.page);

    // The interview: too few documents first (the page says what is missing), then enough.
    await openAction(officer.page, 'Record the interview');
    await officer.page.getByRole('checkbox', { name: 'Full Australian birth certificate (not an extract)' }).check();
    await expect(officer.page.locator('.identity-result')).toContainText('do not satisfy');
    await officer.page.getByRole('checkbox', { name: 'Australian driver licence' }).check();
    await officer.page.getByRole('checkbox', { name: 'Medicare card' }).check();
    await officer.page.getByRole('checkbox', { name: /Every document was an original/ }).check();
    await officer.page.getByRole('checkbox', { name: /shows the current address/ }).check();
    await expect(officer.page.locator('.identity-result')).toContainText('The documents satisfy the identity rules.');
    await officer.page.getByRole('button', { name: 'Record the interview' }).press('Enter');
    await expect(officer.page.getByText('The interview is recorded.')).toBeVisible();
    await noAxeViolations(officer.page);
    await latestMail(request, sent.email, /interview is recorded/);

    // Another officer, with an authenticator app, takes the payment at the counter.
    const appOfficer = await member('totp', 'Theo Totp', 'officer');
    const cashier = await memberPage(browser);
    await choosePassword(cashier.page, appOfficer.link);
    const codes = await enrolTotp(cashier.page, appOfficer);
    expect(codes.length).toBe(10);
    await cashier.page.getByRole('button', { name: 'Sign out' }).click();
    await signInWithCode(cashier.page, appOfficer);
    await expect(cashier.page).toHaveURL(/\/staff$/);
    await cashier.page.goto(`/staff/people/${sent.peopleId}`);
    await openAction(cashier.page, 'Record a payment at the counter');
    await cashier.page.getByRole('textbox', { name: 'Amount paid ($)' }).fill('250.00');
    await cashier.page.getByRole('combobox', { name: 'Paid by' }).selectOption('eftpos');
    await cashier.page.getByRole('textbox', { name: 'Receipt number' }).fill('R-4410');
    await cashier.page.getByRole('button', { name: 'Record the payment' }).press('Enter');
    await expect(cashier.page.getByText('The payment is recorded.')).toBeVisible();
    await latestMail(request, sent.email, /we have your payment/);

    // The employer signs the statement; a supervisor approves the need.
    const signer = await memberPage(browser);
    await signer.page.goto(await statementLink(request, 'sam.lee@example.com', family));
    await completeStatement(signer.page);
    await drawWithMouse(signer.page, [[20, 60], [80, 30], [140, 70], [200, 40]]);
    await signer.page.getByRole('button', { name: 'Sign the statement' }).click();
    await expect(signer.page.getByRole('heading', { name: /^Signed on/ })).toBeVisible();
    await signer.context.close();

    const boss = await member('boss', 'Sol Supervisor', 'supervisor');
    const desk = await memberPage(browser);
    await choosePassword(desk.page, boss.link);
    await enrolTotp(desk.page, boss);
    await desk.page.goto(`/staff/people/${sent.peopleId}`);
    await openAction(desk.page, 'Approve the operational need');
    await desk.page.getByRole('button', { name: 'Approve the operational need' }).press('Enter');
    await expect(desk.page.getByRole('listitem').filter({ hasText: 'Operational need approved' })).toBeVisible();

    // An assessor lodges with AusCheck and records the decision; the internal reason never reaches the applicant.
    const assessorMember = await member('assessor', 'Ada Assessor', 'assessor');
    const assessor = await memberPage(browser);
    await choosePassword(assessor.page, assessorMember.link);
    await enrolTotp(assessor.page, assessorMember);
    await assessor.page.goto(`/staff/people/${sent.peopleId}`);
    await expect(assessor.page.locator('summary', { hasText: 'Record the interview' })).toHaveCount(0);
    await openAction(assessor.page, 'Lodge with AusCheck');
    await assessor.page.getByRole('textbox', { name: /AusCheck reference/ }).fill('AC-20931');
    await assessor.page.getByRole('button', { name: 'Record the lodgement' }).press('Enter');
    await expect(assessor.page.getByText('The lodgement with AusCheck is recorded.')).toBeVisible();
    await openAction(assessor.page, 'Record the decision');
    await assessor.page.getByRole('radio', { name: 'Approved', exact: true }).check();
    await assessor.page.getByRole('textbox', { name: 'Internal reason' }).fill('Checks clear; employer confirmed the need.');
    await assessor.page.getByRole('button', { name: 'Record the decision' }).press('Enter');
    await expect(assessor.page.getByText('The decision is recorded.')).toBeVisible();
    await noAxeViolations(assessor.page);

    // The passkey officer dispatches the card.
    await officer.page.reload();
    await openAction(officer.page, 'Dispatch the card');
    await officer.page.getByRole('textbox', { name: 'Card serial number' }).fill('4210');
    await officer.page.getByRole('combobox', { name: 'How it goes' }).selectOption('post');
    await officer.page.getByRole('button', { name: 'Record the dispatch' }).press('Enter');
    await expect(officer.page.getByText('The dispatch is recorded.')).toBeVisible();
    await expect(officer.page.getByText('Posted').first()).toBeVisible();
    await noAxeViolations(officer.page);

    const dispatched = await latestMail(request, sent.email, /on its way/);
    expect(dispatched.subject).toContain('ASIC');
    expect(dispatched.text).not.toContain('Checks clear');

    // The applicant's status page, signed in with the emailed code, has the card sent as where things stand.
    const applicant = await memberPage(browser, undefined, 320);
    await applicant.page.goto(`/track-asic?ref=${sent.trackingNumber}`);
    await applicant.page.getByLabel('Date of birth').fill('1990-04-12');
    await applicant.page.getByRole('button', { name: 'Continue' }).click();
    const codeMail = await latestMail(request, sent.email, /^Your code to track/);
    await applicant.page.getByRole('textbox', { name: 'Code from the email' }).fill(/Your code:\n(\d{6})\n/.exec(codeMail.text)![1]!);
    await applicant.page.getByRole('button', { name: 'Sign in' }).click();
    await expect(applicant.page).toHaveURL(new RegExp(`/status/${sent.peopleId}$`));
    await expect(applicant.page.getByRole('listitem').filter({ hasText: 'Card sent' })).not.toContainText('Not yet');
    await expect(applicant.page.getByText('Your ASIC has been sent.')).toBeVisible();
    await expect(applicant.page.getByText('Checks clear')).toHaveCount(0);
    await applicant.context.close();
    for (const context of [officer.context, cashier.context, desk.context, assessor.context]) await context.close();
  });

  test('a supervisor adds a member, who signs in; the supervisor ends their session, and the member is asked to sign in again', async ({ browser, request }) => {
    const boss = await member('adder', 'Sky Supervisor', 'supervisor');
    const desk = await memberPage(browser);
    await choosePassword(desk.page, boss.link);
    await enrolTotp(desk.page, boss);
    await desk.page.getByRole('link', { name: 'Staff accounts' }).click();
    await expect(desk.page.getByRole('heading', { level: 1 })).toContainText('Staff');
    await noAxeViolations(desk.page);

    // Mistakes first: nothing typed, then no role.
    const newcomer = { email: uniqueStaffEmail('new'), name: 'Nia Newcomer' };
    await desk.page.getByRole('button', { name: 'Add the staff member' }).press('Enter');
    await expect(desk.page.getByRole('region', { name: 'There is a problem' })).toBeFocused();
    await desk.page.getByRole('textbox', { name: 'Full name' }).fill(newcomer.name);
    await desk.page.getByRole('textbox', { name: 'Email address' }).fill(newcomer.email);
    await desk.page.getByRole('checkbox', { name: 'Officer', exact: true }).check();
    await desk.page.getByRole('button', { name: 'Add the staff member' }).press('Enter');
    await expect(desk.page.getByRole('cell', { name: newcomer.email }).or(desk.page.getByText(newcomer.email)).first()).toBeVisible();

    const mail = await latestMail(request, newcomer.email, /staff console account/);
    const link = /\/staff\/set-password\/[A-Za-z0-9_-]{43}/.exec(mail.text)![0];
    const other = await memberPage(browser, undefined, 320);
    await choosePassword(other.page, link);
    await enrolTotp(other.page, newcomer);
    await expect(other.page).toHaveURL(/\/staff$/);

    await desk.page.reload();
    const end = desk.page.getByRole('button', { name: new RegExp(`^End session of ${newcomer.name}`) });
    await end.focus();
    await desk.page.keyboard.press('Enter');
    await expect(desk.page.getByText(`${newcomer.name}'s session is ended.`)).toBeVisible();

    await other.page.reload();
    await expect(other.page).toHaveURL(/\/staff\/sign-in/);
    await expect(other.page.getByText('Your session has ended. Sign in again to carry on.')).toBeVisible();
    await noAxeViolations(other.page);
    await desk.context.close();
    await other.context.close();
  });

  test('a privacy officer finds a person by tracking number, exports what is held, then redacts them with the number typed', async ({ browser, request }) => {
    const family = `Vale${Array.from({ length: 5 }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('')}`;
    const sent = await sendThroughApi(request, { first: 'Iris', family, email: `iris.${family.toLowerCase()}@example.com`, birthdate: '1990-04-12' });
    const officer = await member('privacy', 'Pru Privacy', 'privacy-officer');
    const { context, page } = await memberPage(browser);
    await choosePassword(page, officer.link);
    await enrolTotp(page, officer);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find an application');
    await noAxeViolations(page);
    await page.getByRole('textbox', { name: 'Tracking number' }).fill(sent.trackingNumber.toLowerCase());
    await page.getByRole('button', { name: 'Find the application' }).press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Iris ${family}`);

    // The export: a readable PDF naming the card, and the data file; each is on the person's record.
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download as a readable PDF' }).press('Enter')]);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    const [json] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download as a data file (JSON)' }).press('Enter')]);
    const held = JSON.parse(await (await json.createReadStream()).toArray().then((parts) => Buffer.concat(parts).toString('utf8'))) as { card: string; trackingNumber: string };
    expect(held).toMatchObject({ trackingNumber: sent.trackingNumber });
    expect(JSON.stringify(held)).toContain(family);

    // Redaction, with a wrong number first.
    await openAction(page, "Redact this person's details");
    await page.getByRole('textbox', { name: /Type the tracking number/ }).fill('VEA0000000');
    await page.getByRole('button', { name: 'Redact the details' }).press('Enter');
    await expect(page.getByRole('region', { name: 'There is a problem' })).toBeFocused();
    await page.getByRole('textbox', { name: /Type the tracking number/ }).fill(sent.trackingNumber);
    await page.getByRole('button', { name: 'Redact the details' }).press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(`Iris ${family}`);
    await expect(page.getByText(family)).toHaveCount(0);
    await noAxeViolations(page);
    await context.close();
  });

  test('an enquiry sent from the contact page is answered in the console, and the reply reaches the person', async ({ browser, page, request }) => {
    const email = `asks.${Date.now()}@example.com`;
    await page.goto('/contact-us');
    await page.getByRole('radio', { name: /A general enquiry/ }).check();
    await page.getByRole('textbox', { name: 'Your name' }).fill('Mele Tupou');
    await page.getByRole('textbox', { name: /Your email address/ }).fill(email);
    await page.getByRole('textbox', { name: /Your message/ }).fill('When will my card be posted to me?');
    await page.getByRole('checkbox', { name: "I'm not a robot" }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: 'Verified' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByRole('status')).toContainText('We have your enquiry');

    const desk = await member('enquiries', 'Eli Enquiries', 'officer');
    const { context, page: console_ } = await memberPage(browser, undefined, 320);
    await choosePassword(console_, desk.link);
    await enrolTotp(console_, desk);
    await console_.getByRole('link', { name: 'Enquiries' }).click();
    await expect(console_.getByRole('heading', { level: 1 })).toHaveText('Enquiries');
    await noAxeViolations(console_);
    // At 320 px the table scrolls in its own box; the page itself never scrolls sideways.
    await expect(console_.getByRole('row', { name: /Mele Tupou/ }).first()).toBeVisible();
    expect(await console_.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await console_.getByRole('row', { name: /Mele Tupou/ }).getByRole('link').first().click();
    await expect(console_.getByText('When will my card be posted to me?')).toBeVisible();
    await console_.getByRole('button', { name: 'Take this enquiry' }).click();
    await expect(console_.getByText('The enquiry is yours.')).toBeVisible();

    // An empty reply is refused at the field; then the reply, closing the enquiry.
    await console_.getByRole('button', { name: 'Send the reply' }).press('Enter');
    await expect(console_.getByRole('region', { name: 'There is a problem' })).toBeFocused();
    await console_.getByRole('link', { name: 'Write your reply' }).press('Enter');
    await expect(console_.getByRole('textbox', { name: 'Your reply' })).toBeFocused();
    await console_.keyboard.type('Your card was posted today. It should reach you within a week.', { delay: 5 });
    await console_.getByRole('checkbox', { name: 'Close the enquiry once the reply is sent' }).check();
    await console_.getByRole('button', { name: 'Send the reply' }).press('Enter');
    await expect(console_.getByText('Your reply is sent, and the enquiry is closed.')).toBeVisible();
    await noAxeViolations(console_);

    const reply = await latestMail(request, email, /Your enquiry to/);
    expect(reply.text).toContain('Your card was posted today.');
    expect(reply.text).toContain('Hello Mele,');
    await context.close();
  });

  test('an MSIC application sent through the pages is found in the queue as an MSIC, and its interview is recorded; the applicant\'s email names the MSIC', async ({ browser, page, request }) => {
    const family = `Tern${Array.from({ length: 5 }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('')}`;
    const email = `tess.${family.toLowerCase()}@example.com`;
    await startApplication(page, { first: 'Tess', family, email }, '/apply/form/step1?card=msic');
    await completeStep3(page, { need: 'Port or ship worker', airports: [] });
    const peopleId = await confirmAndSend(page);

    const officerMember = await member('msic', 'Mo Maritime', 'officer');
    const { context, page: desk } = await memberPage(browser);
    await choosePassword(desk, officerMember.link);
    await enrolTotp(desk, officerMember);
    await desk.getByRole('combobox', { name: 'Card type' }).selectOption({ label: 'MSIC' });
    await desk.getByRole('searchbox', { name: 'Search' }).fill(family);
    await desk.keyboard.press('Enter');
    const row = desk.getByRole('row', { name: new RegExp(family) });
    await expect(row).toContainText(/VEP\d{7}/);
    await expect(row).toContainText('MSIC');
    await row.getByRole('link').click();
    await expect(desk).toHaveURL(new RegExp(`/staff/people/${peopleId}$`));
    await expect(desk.getByText('MSIC').first()).toBeVisible();
    await expect(desk.getByText('ASIC', { exact: true })).toHaveCount(0);
    await openAction(desk, 'Record the interview');
    for (const name of ['Full Australian birth certificate (not an extract)', 'Passport', 'Medicare card']) {
      await desk.getByRole('checkbox', { name, exact: true }).check();
    }
    await desk.getByRole('checkbox', { name: /Every document was an original/ }).check();
    await desk.getByRole('checkbox', { name: /shows the current address/ }).check();
    await desk.getByRole('button', { name: 'Record the interview' }).press('Enter');
    await expect(desk.getByText('The interview is recorded.')).toBeVisible();
    await noAxeViolations(desk);
    const mail = await latestMail(request, email, /interview is recorded/);
    expect(mail.subject).toMatch(/^MSIC application VEP\d{7}/);
    expect(mail.text).not.toContain('ASIC');
    await context.close();
  });
});
