import type { Page } from '@playwright/test';

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
