import { expect, test } from './fixtures.ts';

// SPEC §5 suburb search: its combobox loads when a page first shows one, and a plain field with the same
// label stands in until then. Someone who starts typing into the stand-in keeps what they typed and their place.
test('typing into the suburb field before its combobox has loaded loses nothing, and the combobox takes over where they were', async ({ page, problems }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/suburb-search.*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/induction-enrolment?company=bne');
  await page.getByRole('combobox', { name: 'State or territory' }).selectOption('NT');
  const plain = page.getByRole('textbox', { name: 'Suburb or town' });
  await plain.pressSequentially('Darw');
  await expect(plain).toHaveValue('Darw');

  release();
  const suburb = page.getByRole('combobox', { name: 'Suburb or town' });
  await expect(suburb).toHaveValue('Darw');
  await expect(suburb).toBeFocused();
  await page.keyboard.type('in C');
  await page.getByRole('option', { name: /^DARWIN CITY NT 0800/ }).click();
  await expect(page.getByLabel('Postcode')).toHaveValue('0800');
  expect(problems.errors).toEqual([]);
});

test('typing a suburb key by key at full speed keeps every character, spaces included', async ({ page, problems }) => {
  await page.goto('/induction-enrolment?company=bne');
  await page.getByRole('combobox', { name: 'State or territory' }).selectOption('NT');
  const suburb = page.getByRole('combobox', { name: 'Suburb or town' });
  await suburb.pressSequentially('Darwin C');
  await expect(suburb).toHaveValue('Darwin C');
  await page.getByRole('option', { name: /^DARWIN CITY NT 0800/ }).click();
  await expect(suburb).toHaveValue('DARWIN CITY');
  expect(problems.errors).toEqual([]);
});
