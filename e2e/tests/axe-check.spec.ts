import { axeViolations, expect, test } from './fixtures.ts';

// The journeys' accessibility check (fixtures.ts axeViolations) scans a page in place. A frame from another origin
// is out of its reach: such a frame must fail the check, never pass unseen. Needs no server.

test('a frame from another origin, which the in-place scan cannot enter, counts as a violation', async ({ page }) => {
  await page.route('http://page.test/', (route) => route.fulfill({
    contentType: 'text/html',
    body: '<!doctype html><html lang="en"><title>Page</title><main><h1>Page</h1><iframe title="Other" src="http://other.test/"></iframe></main></html>',
  }));
  await page.route('http://other.test/', (route) => route.fulfill({
    contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Other</title><main><p>Other</p></main></html>',
  }));
  await page.goto('http://page.test/');
  expect((await axeViolations(page)).map((v) => v.id)).toEqual(['frame-tested']);
});

test('a page of one frame with a fault has it reported, and a sound one passes', async ({ page }) => {
  await page.setContent('<!doctype html><html lang="en"><title>Form</title><main><h1>Form</h1><input type="text"></main></html>');
  expect((await axeViolations(page)).map((v) => v.id)).toEqual(['label']);
  await page.setContent('<!doctype html><html lang="en"><title>Form</title><main><h1>Form</h1><label>Name <input type="text"></label></main></html>');
  expect(await axeViolations(page)).toEqual([]);
});
