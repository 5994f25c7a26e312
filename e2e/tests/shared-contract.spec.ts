import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import semver from 'semver';
import { repoRoot } from './api-server.ts';
import { expect, test } from './fixtures.ts';
import { opsIn } from './ops.ts';
import { ownRelease } from './own-release.ts';
import { buildPackage, sharedReleases } from './remote-builds.ts';

// The shared package is a versioned contract: a remote built against an earlier release of
// @cards/shared (its source and shared both from git history) still runs in today's shell, and the reverse, a shell of that release under
// remotes that need what it lacks, is refused; forced anyway, the remote's pages break, which is what the refusal
// prevents.

test.describe.configure({ mode: 'default' });

const current = (JSON.parse(readFileSync(path.join(repoRoot, 'shared', 'package.json'), 'utf8')) as { version: string }).version;
/**
 * The minor that added useCardType, with which today's content pages read the visit's card type: the journeys need a
 * release that lacks an export today's pages use, and a later minor may add nothing they use (1.4.0 added an
 * optional argument to the draft api).
 */
const useCardTypeRelease = '1.3.0';
/** The last release before it, in the same major: what remotes still in production may have been built against. */
const previous = sharedReleases()
  .filter((v) => semver.valid(v) && semver.lt(v, useCardTypeRelease) && semver.major(v) === semver.major(current))
  .sort(semver.rcompare)[0];

// The workspace's builds are the first release: the shell and all the remotes (mf-content 0.1.0).
const release = ownRelease('cards-contract-');

test(`mf-content as built against an earlier @cards/shared (${previous}) still loads in today's shell`, async ({ page, problems }) => {
  test.setTimeout(180_000);
  expect(previous, `a release of @cards/shared before ${current} in git history`).toBeDefined();
  // Its source as it was at that release: today's may use what that release lacks (a minor release adds).
  const old = await buildPackage('mf-content', {
    version: `0.1.0-shared.${previous}`, sourceAtSharedRelease: previous!, shared: { version: previous!, fromGit: true },
  });
  release.builds.push(old);
  const manifest = JSON.parse(await fs.readFile(path.join(old.packageDir, 'dist', 'mf-manifest.json'), 'utf8')) as { shared: Array<{ name: string; requiredVersion: string }> };
  expect(manifest.shared.find((s) => s.name === '@cards/shared/ui')?.requiredVersion).toBe(`^${previous}`);

  expect(await opsIn(release.varDir, 'publish', 'mf-content', '--from', old.packageDir)).toMatch(/^Published mf-content 0\.1\.0-shared\.\S+; it is now the default\./);

  // Its pages run on the shell's copy of shared: the FAQ, and the contact form, whose captcha loads through a store.
  const loaded = page.waitForResponse((r) => r.url().includes(`/remotes/mf-content/0.1.0-shared.${previous}`));
  await page.goto(`${release.server.url}/faq`);
  await loaded;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
  await page.goto(`${release.server.url}/contact-us`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
  await expect(page.getByRole('radio', { name: /A general enquiry/ })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: "I'm not a robot" })).toBeVisible();
  expect(problems.errors).toEqual([]);
});

test(`the shell of an earlier release (${previous}) is refused under remotes that need ${current}, and forced, a page that uses a newer export breaks`, async ({ page }) => {
  test.setTimeout(180_000);
  const oldShell = await buildPackage('shell', { version: `0.1.0-shared.${previous}`, sourceAtSharedRelease: previous!, shared: { version: previous!, fromGit: true } });
  release.builds.push(oldShell);
  // A required export is missing there: the content pages (mf-content) read the journey's card type through
  // useJourneyCardType (1.7.0 on).
  const oldUi = await fs.readFile(path.join(path.dirname(oldShell.packageDir), 'shared', 'src', 'ui', 'index.ts'), 'utf8').catch(() => '');
  expect(oldUi).not.toContain('useJourneyCardType');
  expect(await fs.readFile(path.join(repoRoot, 'mf-content', 'src', 'components', 'use-reader.ts'), 'utf8')).toContain('useJourneyCardType');

  // Today's mf-content again (the first journey left the one built against the previous release in force).
  expect(await opsIn(release.varDir, 'rollback', 'mf-content')).toMatch(/the default set is back on mf-content /);
  const refused = await opsIn(release.varDir, 'publish', 'shell', '--from', oldShell.packageDir).then(() => '', (err: { stderr?: string }) => err.stderr ?? String(err));
  expect(refused).toMatch(/Error: The shell 0\.1\.0-shared\.\S+ would break /);
  expect(refused).toMatch(new RegExp(`mf-content \\S+ \\(the default\\) needs @cards/shared \\^${current.replace(/\./g, '\\.')}, but the shell provides ${previous!.replace(/\./g, '\\.')}`));
  expect(refused).toContain('Move those pins to versions built for this shell first');
  await page.goto(`${release.server.url}/faq`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');

  // Forced anyway: the FAQ cannot run on the old shell's shared (which pre-renders nothing), and says so with a retry.
  await opsIn(release.varDir, 'publish', 'shell', '--from', oldShell.packageDir, '--force');
  await page.goto(`${release.server.url}/faq`);
  await expect(page.getByRole('alert').getByRole('heading')).toHaveText('This page is not available right now');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();

  // Rolled back: today's shell again, and the page works on the next load.
  expect(await opsIn(release.varDir, 'rollback', 'shell')).toMatch(/^Every brand is back on the shell /);
  await page.goto(`${release.server.url}/faq`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
});
