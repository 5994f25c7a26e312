import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { confirmAndSend, continueButton, fillStep3, startAtStep3, uniqueEmail } from './application-helpers.ts';

// The signer's side of the statement of operational need (SPEC §2 'Signature page'), as the journeys drive it.

/** Draws a line through the given points with the mouse, relative to the pad's top left corner. */
export async function drawWithMouse(page: Page, points: Array<[number, number]>) {
  // The mouse moves in the window's coordinates, so the pad is brought into view first, as a person would scroll.
  await page.locator('.signature-pad__canvas').scrollIntoViewIfNeeded();
  const box = (await page.locator('.signature-pad__canvas').boundingBox())!;
  await page.mouse.move(box.x + points[0]![0], box.y + points[0]![1]);
  await page.mouse.down();
  for (const [x, y] of points.slice(1)) await page.mouse.move(box.x + x, box.y + y, { steps: 4 });
  await page.mouse.up();
}

/** The signer's own answers: their position, no conflict, and the declaration. */
export async function completeStatement(page: Page) {
  // The applicant's job title is theirs: the signer gives their own position.
  await page.getByRole('textbox', { name: 'Your position' }).fill('Ramp supervisor');
  await page.getByRole('radio', { name: 'No' }).check();
  await page.getByRole('checkbox', { name: /I declare that the information in this statement is true/ }).check();
}

/** The statement link emailed to this journey's employer for this applicant. */
export async function statementLink(request: APIRequestContext, employer: string, applicant: string): Promise<string> {
  let link = '';
  await expect.poll(async () => {
    const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(employer)}&limit=50`);
    const list = (await response.json()) as Array<{ text: string }>;
    const mail = list.find((m) => m.text.includes(applicant) && /\/operational-need-form\//.test(m.text));
    link = mail ? /https?:\/\/\S+\/operational-need-form\/\d+\/[\w-]+/.exec(mail.text)![0] : '';
    return link;
  }).toBeTruthy();
  return new URL(link).pathname;
}

/** An ASIC application with an employer of its own, sent; returns the person's id, the employer's address and the statement's path. */
export async function sendWithEmployer(page: Page, request: APIRequestContext, first: string, family: string) {
  await startAtStep3(page, { first, family, email: uniqueEmail(first.toLowerCase()) });
  // An employer of its own, so other journeys' statements (and the per-address mail limit) do not get in the way.
  const employer = uniqueEmail(`employer.of.${first.toLowerCase()}`);
  await fillStep3(page);
  await page.getByLabel('Email address').last().fill(employer);
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/step4$/);
  const peopleId = await confirmAndSend(page);
  await expect(page.getByText(/Statement awaited/)).toBeVisible();
  return { peopleId, employer, path: await statementLink(request, employer, `${first} ${family}`) };
}
