import fs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Locator, Page, Response } from '@playwright/test';
import { startApiServer, type ApiServer } from './api-server.ts';
import { expectSaveStatus, fillStep1, retryUntilSaved, uniqueEmail, waitForSaved } from './application-helpers.ts';
import { axeViolations, expect, test } from './fixtures.ts';

// Faults: the api killed in the middle of a burst of autosaves, its answer to a save lost, and its
// database locked. Each journey runs an api of its own (a copy of the journeys' VAR_DIR with a database of its own,
// on its own port), so killing it or locking its file touches no other journey. ARCHITECTURE 'Persistence and
// access' (a version per draft), 'API conventions' (503 when unavailable); SPEC §4 'Form progress' (save failures).

interface OwnApi {
  server: ApiServer;
  databaseFile: string;
  /** Starts the api again on the same port and database, as a supervisor would after a crash. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

async function ownApi(prefix: string): Promise<OwnApi> {
  const from = process.env.E2E_VAR_DIR;
  if (!from) throw new Error('E2E_VAR_DIR is not set: run the journeys through playwright.config.ts.');
  const varDir = await fs.mkdtemp(path.join(tmpdir(), prefix));
  // The published shell and remotes; not the journeys' database, which their server has open.
  await fs.cp(from, varDir, { recursive: true, filter: (source) => !/cards\.sqlite/.test(path.basename(source)) });
  const env = { ...JSON.parse(process.env.E2E_SERVER_ENV ?? '{}') as NodeJS.ProcessEnv, VAR_DIR: varDir };
  const own = {
    server: await startApiServer(env),
    databaseFile: path.join(varDir, 'cards.sqlite'),
    async restart() {
      own.server = await startApiServer(env, { port: own.server.port });
    },
    async close() {
      await own.server.stop();
      await fs.rm(varDir, { recursive: true, force: true });
    },
  };
  return own;
}

/** A draft's row as the database holds it. */
function storedDraft(databaseFile: string, formLink: string): { version: number; data: Record<string, unknown> } {
  const db = new Database(databaseFile);
  try {
    const row = db.prepare('select version, data from drafts where form_link = ?').get(formLink) as { version: number; data: string };
    return { version: row.version, data: JSON.parse(row.data) as Record<string, unknown> };
  } finally {
    db.close();
  }
}

interface SaveSeen {
  status: number;
  /** The version the save was based on, and what it sent. */
  basedOn: number;
  sent: Record<string, unknown>;
  /** With a 200: the version the server gave it. */
  version?: number;
}

/** Every autosave (PUT /api/form/{id}) the page sent and how it ended: an answer, or none (-1). */
function watchSaves(page: Page): SaveSeen[] {
  const seen: SaveSeen[] = [];
  const isSave = (method: string, url: string) => method === 'PUT' && /\/api\/form\/\d+$/.test(new URL(url).pathname);
  page.on('response', async (response: Response) => {
    const request = response.request();
    if (!isSave(request.method(), request.url())) return;
    const sent = request.postDataJSON() as Record<string, unknown>;
    const entry: SaveSeen = { status: response.status(), basedOn: sent._version as number, sent };
    seen.push(entry);
    if (response.status() === 200) entry.version = ((await response.json()) as { version: number }).version;
  });
  page.on('requestfailed', (request) => {
    if (!isSave(request.method(), request.url())) return;
    const sent = request.postDataJSON() as Record<string, unknown>;
    seen.push({ status: -1, basedOn: sent._version as number, sent });
  });
  return seen;
}

/** The next autosave's answer, 200 expected. */
function nextSave(page: Page, status = 200) {
  return page.waitForResponse((r) => r.request().method() === 'PUT' && /\/api\/form\/\d+$/.test(new URL(r.url()).pathname) && r.status() === status);
}

/** Types at a person's pace, each character on its own key press. */
async function typeSlowly(field: Locator, text: string) {
  await field.pressSequentially(text, { delay: 60 });
}

async function startStep1(page: Page, own: OwnApi, tag: string) {
  await page.clock.install();
  await page.goto(`${own.server.url}/apply/form/step1`);
  const who = { first: 'Ava', family: 'Smith', email: uniqueEmail(tag) };
  await fillStep1(page, who);
  await expect(page).toHaveURL(/\/apply\/form\/[\w-]{16,}\/step1$/);
  await waitForSaved(page);
  const formLink = new URL(page.url()).pathname.split('/')[3]!;
  return { formLink };
}

const connectionModal = (page: Page) => page.getByRole('dialog', { name: 'We cannot reach our server' });

/** The modal SPEC §4 shows once after three failed saves: scanned, then put away as a person would. */
async function dismissConnectionModal(page: Page) {
  const modal = connectionModal(page);
  await expect(modal).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await modal.getByRole('button', { name: 'OK, keep going' }).click();
  await expect(modal).toBeHidden();
}

test.describe('faults', () => {
  test('the api killed (SIGKILL) in the middle of a burst of autosaves and started again: every save answered 200 is in the database, the page\'s retry carries the rest, nothing typed is lost', async ({ page, problems }) => {
    test.setTimeout(120_000);
    const own = await ownApi('cards-faults-kill-');
    try {
      const saves = watchSaves(page);
      const { formLink } = await startStep1(page, own, 'killed');
      const middle = page.getByLabel('Middle names');
      const birthplace = page.getByLabel('Town or city of birth');
      let typed = 0;

      // The burst: a word at a time, each saved as the person pauses.
      await birthplace.press('End');
      for (const [field, text] of [[birthplace, ' North'], [middle, 'Grace'], [middle, ' Olivia']] as const) {
        const answered = nextSave(page);
        await typeSlowly(field, text);
        typed += text.length;
        await answered;
      }
      // Killed in the middle of a word; the person types on.
      await typeSlowly(middle, ' Char');
      await own.server.kill();
      await typeSlowly(middle, 'lotte');
      typed += ' Charlotte'.length;
      await expectSaveStatus(page, 'retrying');
      await typeSlowly(middle, ' Isla');
      typed += ' Isla'.length;
      await expect(middle).toHaveValue('Grace Olivia Charlotte Isla');

      // With the api dead, the database holds every save it answered 200, exactly: the newest of them (or a save
      // whose answer was lost on the way, one version on).
      const acknowledged = saves.filter((s) => s.status === 200);
      expect(acknowledged.length).toBeGreaterThanOrEqual(3);
      const newest = acknowledged.reduce((a, b) => (b.version! > a.version! ? b : a));
      const afterKill = storedDraft(own.databaseFile, formLink);
      const unanswered = saves.filter((s) => s.status === -1 && s.basedOn === newest.version);
      const typedPart = (draft: Record<string, unknown>) => ({ Middlenames: draft.Middlenames, Birthplace: draft.Birthplace, Firstname: draft.Firstname, Email: draft.Email });
      if (afterKill.version === newest.version) {
        expect(typedPart(afterKill.data)).toEqual(typedPart(newest.sent));
      } else {
        expect(afterKill.version).toBe(newest.version! + 1);
        expect(unanswered.map((s) => typedPart(s.sent))).toContainEqual(typedPart(afterKill.data));
      }
      // Typing only adds here: each acknowledged save is there when the stored text starts with what it sent.
      const found = acknowledged.filter((save) => save.version! <= afterKill.version
        && String(afterKill.data.Middlenames ?? '').startsWith(String(save.sent.Middlenames ?? ''))
        && String(afterKill.data.Birthplace).startsWith(String(save.sent.Birthplace)));
      expect(found.length).toBe(acknowledged.length);
      expect(afterKill.data.Birthplace).toBe('Parramatta North');

      // Started again on the same port and database: the page's next retry lands what was typed since.
      await own.restart();
      if (await connectionModal(page).isVisible()) await dismissConnectionModal(page);
      await retryUntilSaved(page);
      await expect(page.getByText('changed somewhere else')).toHaveCount(0);
      const final = storedDraft(own.databaseFile, formLink);
      expect(final.data).toMatchObject({ Middlenames: 'Grace Olivia Charlotte Isla', Birthplace: 'Parramatta North' });
      const lastAnswered = saves.filter((s) => s.status === 200).at(-1)!;
      expect(final.version).toBe(lastAnswered.version);

      // Read back through the api with the page's key, and after a reload: every character is there.
      const key = await page.evaluate(() => localStorage.getItem('FormKey'));
      const loaded = await page.request.get(`${own.server.url}/api/form/${formLink}`, { headers: { 'x-form-key': key!, 'x-company': 'default', 'x-website-type': 'asic' } });
      expect(await loaded.json()).toMatchObject({ Middlenames: 'Grace Olivia Charlotte Isla', Birthplace: 'Parramatta North', _version: final.version });
      await page.reload();
      await expect(page.getByLabel('Middle names')).toHaveValue('Grace Olivia Charlotte Isla');
      await expect(page.getByLabel('Town or city of birth')).toHaveValue('Parramatta North');
      const kept = 'Grace Olivia Charlotte Isla'.length + ' North'.length;
      expect(kept).toBe(typed);

      // No answer while it was down; a 409 only where a save had landed without its answer (the next journey).
      const statuses = saves.map((s) => s.status);
      expect(statuses.filter((s) => s !== 200 && s !== -1 && s !== 409)).toEqual([]);
      test.info().annotations.push({
        type: 'figures',
        description: `saves answered 200 before the kill: ${acknowledged.length}; found after: ${found.length} (database at version ${afterKill.version}, newest acknowledged ${newest.version}); `
          + `unanswered while down: ${statuses.filter((s) => s === -1).length}; characters typed ${typed}, kept ${kept}; statuses ${statuses.join(',')}`,
      });
      expect(problems.errors.filter((e) => !/ERR_CONNECTION_REFUSED|ERR_CONNECTION_RESET|ERR_EMPTY_RESPONSE|Failed to load resource/.test(e))).toEqual([]);
    } finally {
      await own.close();
    }
  });

  test('a save whose answer is lost because the api died just after storing it is carried on by the retry, not shown as a conflict', async ({ page, problems }) => {
    test.setTimeout(120_000);
    const own = await ownApi('cards-faults-lost-');
    try {
      const saves = watchSaves(page);
      const { formLink } = await startStep1(page, own, 'lost-answer');
      const before = storedDraft(own.databaseFile, formLink).version;
      const middle = page.getByLabel('Middle names');

      // The next save reaches the api and is stored; then the api dies before its answer reaches the page.
      let stored = false;
      await page.route(/\/api\/form\/\d+$/, async (route) => {
        if (route.request().method() !== 'PUT' || stored) return route.fallback();
        await route.fetch();
        stored = true;
        await own.server.kill();
        await route.abort('connectionreset');
      });
      await typeSlowly(middle, 'Grace');
      await expectSaveStatus(page, 'retrying');
      expect(stored).toBe(true);
      expect(storedDraft(own.databaseFile, formLink)).toMatchObject({ version: before + 1, data: { Middlenames: 'Grace' } });
      await typeSlowly(middle, ' Olivia');
      // The page's first read of the server's copy, after the refusal as stale, times out: it asks again at its next
      // retry rather than call its own save a conflict.
      let readFailed = false;
      await page.route(`**/api/form/${formLink}`, (route) => {
        if (route.request().method() !== 'GET' || readFailed) return route.fallback();
        readFailed = true;
        return route.abort('timedout');
      });

      await own.restart();
      await retryUntilSaved(page);
      await expect(page.getByText('changed somewhere else')).toHaveCount(0);
      expect(readFailed).toBe(true);
      expect(storedDraft(own.databaseFile, formLink)).toMatchObject({ version: before + 2, data: { Middlenames: 'Grace Olivia' } });
      // The retry on the old version was refused as stale (409); the page saw its own save there and carried on.
      const statuses = saves.map((s) => s.status);
      expect(statuses.filter((s) => s !== 200 && s !== -1 && s !== 409)).toEqual([]);
      test.info().annotations.push({ type: 'figures', description: `statuses ${statuses.join(',')}` });
      await page.reload();
      await expect(page.getByLabel('Middle names')).toHaveValue('Grace Olivia');
      expect(problems.errors.filter((e) => !/ERR_CONNECTION_REFUSED|ERR_CONNECTION_RESET|ERR_TIMED_OUT|Failed to load resource/.test(e))).toEqual([]);
    } finally {
      await own.close();
    }
  });

  for (const retried of ['in the page', 'after a reload'] as const) {
    test(`a create whose answer is lost makes one draft: the retry ${retried} is answered with it, and what was typed meanwhile is saved into it`, async ({ page, problems }) => {
      test.setTimeout(120_000);
      const own = await ownApi('cards-faults-create-');
      try {
        // The page's clock is moved on to its retry; a reload needs the real one (a fake clock hides the reload from the page).
        if (retried === 'in the page') await page.clock.install();
        await page.goto(`${own.server.url}/apply/form/step1`);
        // The first save creates the draft; the api stores it, and the answer is lost on the way back.
        // Before a reload, the tries after it find the connection still down, so the reload's own try is the one that lands.
        const creates: Array<string | null> = [];
        let stored = false;
        let reloaded = false;
        await page.route(/\/api\/form$/, async (route) => {
          if (route.request().method() !== 'POST') return route.fallback();
          creates.push(await route.request().headerValue('idempotency-key'));
          if (stored) return retried === 'after a reload' && !reloaded ? route.abort('internetdisconnected') : route.fallback();
          await route.fetch();
          stored = true;
          await route.abort('connectionreset');
        });
        const email = uniqueEmail('lost-create');
        await page.getByLabel('First name', { exact: true }).fill('Ava');
        await page.getByLabel('Email address', { exact: true }).fill(email);
        await page.getByLabel('Email address again').fill(email);
        await expectSaveStatus(page, 'retrying');
        expect(stored).toBe(true);

        // Typed while the page waits to try again; then it tries again, or the person reloads it first.
        await typeSlowly(page.getByLabel('Family name', { exact: true }), 'Smith');
        if (retried === 'in the page') {
          await retryUntilSaved(page);
        } else {
          // The reload puts back what was typed and goes on with the create, with its key.
          reloaded = true;
          await page.reload();
          await waitForSaved(page);
        }
        await expect(page.getByLabel('Family name', { exact: true })).toHaveValue('Smith');
        await expect(page).toHaveURL(/\/apply\/form\/[\w-]{16,}\/step1$/);
        expect(creates.length).toBeGreaterThanOrEqual(2);
        expect(creates[0]).toMatch(/^[0-9a-f]{32}$/);
        expect(new Set(creates)).toEqual(new Set([creates[0]]));

        const db = new Database(own.databaseFile, { readonly: true });
        try {
          const rows = db.prepare("select form_link, data from drafts where json_extract(data, '$.Email') = ?").all(email) as Array<{ form_link: string; data: string }>;
          expect(rows).toHaveLength(1);
          expect(JSON.parse(rows[0]!.data)).toMatchObject({ Firstname: 'Ava', Surname: 'Smith', Email: email });
          expect(page.url()).toContain(rows[0]!.form_link);
        } finally {
          db.close();
        }
        await page.reload();
        await expect(page.getByLabel('Family name', { exact: true })).toHaveValue('Smith');
        expect(problems.errors.filter((e) => !/ERR_CONNECTION_RESET|Failed to load resource/.test(e))).toEqual([]);
      } finally {
        await own.close();
      }
    });
  }

  test('ARCHITECTURE API conventions: the SQLite file locked, saves answer 503 and the page keeps the typing, says so and tries again until it lands; no 500, the draft whole', async ({ page, problems }) => {
    test.setTimeout(120_000);
    const own = await ownApi('cards-faults-locked-');
    const lock = new Database(own.databaseFile);
    try {
      const saves = watchSaves(page);
      const { formLink } = await startStep1(page, own, 'locked');
      const before = storedDraft(own.databaseFile, formLink).version;
      const middle = page.getByLabel('Middle names');

      // Another connection holds the file, as an ops command's long write would.
      lock.exec('begin exclusive');
      let refused = nextSave(page, 503);
      await typeSlowly(middle, 'Grace');
      const answer = await refused;
      expect(await answer.json()).toMatchObject({ statusCode: 503, reason: 'database_unavailable', message: expect.stringMatching(/cannot save right now/) });
      expect(answer.headers()['retry-after']).toBe('5');
      // Said on the page, and to screen readers through the status region; the typing stays on the page.
      await expectSaveStatus(page, 'retrying');
      await expect(page.getByRole('status').filter({ hasText: /^Not saved yet: we cannot reach our server/ })).toBeAttached();
      await expect(page).toHaveURL(/\/step1$/);
      expect(await axeViolations(page)).toEqual([]);

      refused = nextSave(page, 503);
      await typeSlowly(middle, ' Olivia');
      await refused;
      // The third miss in a row, by the page's own retry: the modal, once.
      refused = nextSave(page, 503);
      await page.clock.fastForward(4_000);
      await refused;
      await dismissConnectionModal(page);
      await expect(middle).toHaveValue('Grace Olivia');

      lock.exec('rollback');
      const landed = nextSave(page);
      await page.clock.fastForward(30_000);
      await landed;
      await waitForSaved(page);
      expect(storedDraft(own.databaseFile, formLink)).toMatchObject({ version: before + 1, data: { Middlenames: 'Grace Olivia' } });
      expect(lock.pragma('integrity_check', { simple: true })).toBe('ok');
      const statuses = saves.map((s) => s.status);
      expect(statuses).not.toContain(500);
      expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
      expect(statuses.filter((s) => s === 503).length).toBeGreaterThanOrEqual(3);
      test.info().annotations.push({ type: 'figures', description: `statuses ${statuses.join(',')}` });
      await page.reload();
      await expect(page.getByLabel('Middle names')).toHaveValue('Grace Olivia');
      expect(problems.errors.filter((e) => !/status of 503|Failed to load resource/.test(e))).toEqual([]);
    } finally {
      if (lock.inTransaction) lock.exec('rollback');
      lock.close();
      await own.close();
    }
  });
});
