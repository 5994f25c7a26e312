import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_BRAND_CODE, brandCodes, invitationOnlyBrand, isBrandCode, type RemoteFolder } from '@cards/shared/brand';
import { givenInductionAirports, inductionAirportIds, inductionAirportName, inductionCompanies } from '@cards/shared/domain';
import { buildApp } from '../app.ts';
import { loadConfig, repoRoot } from '../platform/config.ts';
import { loadBrands } from '../features/pages/brands/brand-folders.ts';
import { setClock } from '../platform/clock.ts';
import type { MailStatus } from '../platform/db/schema.ts';
import { cancelMail, invite, listMail, MAIL_STATUSES, retryMail } from './mail-ops.ts';
import { PERSON_ACTIONS, runPersonCommand, type PersonAction } from './person-ops.ts';
import { FOREIGN_CARD_OPTIONS, createForeignCard, showForeignCard } from './foreign-card-ops.ts';
import { isRemoteFolder, remoteFolders, type DeployedFolder } from '../features/pages/remotes/store.ts';
import { publish, publishAll, type PublishContext } from './publish.ts';
import { prerenderRelease, type PrerenderReport } from '../features/pages/prerender.ts';
import { OpsError } from './ops-error.ts';
import { loadMailLayout } from '../mail/templates/layout.ts';
import { runRetention } from '../features/drafts/retention.ts';
import { history, listRemotes, pin, rollback, unpin } from './remotes-ops.ts';
import { addStaff, listStaff } from './staff-ops.ts';

// Ops commands: `npm run ops -w api -- <command>`. The remote commands change VAR_DIR only; the running server
// picks the change up on the next page load. The mail commands change the database; the api's sender does the
// sending.

/** Each brand that runs inductions, and the airports a trainee of it enrols for. */
function inductionBrandsHelp(): string {
  return inductionCompanies().map((code) => {
    const ids = inductionAirportIds(code);
    return givenInductionAirports(code) ? `${code}: always ${ids.join(', ')}` : `${code}: --airports among ${ids.map((id) => `${id} ${inductionAirportName(id) ?? ''}`.trim()).join(', ')}`;
  }).join('; ');
}

const usage = `Usage: npm run ops -w api -- <command>

  publish <folder> [--from DIR] [--force]
                                         copy <folder>/dist (or DIR/dist) to VAR_DIR/remotes/<folder>/<version>/, where
                                         the version is package.json's plus the commit, and make it the default;
                                         refused when the live shell lacks what it needs, unless --force
  publish shell [--force]                the same for the shell (VAR_DIR/shell/<version>/); refused when it would
                                         break a remote in force, unless --force
  publish-all                            publish the shell and the remotes as one release
  pin <folder> <version> [--brand X]     serve that published version (to brand X only, with --brand); the version
                                         may be 0.2.0 alone when only one build of it is published
  pin shell <version>                    serve that published shell
  unpin <folder> --brand X               brand X follows the default again
  rollback <folder|shell> [--brand X]    go back to the version in force before the current one
  prerender                              pre-render the pages of the release in force that have none yet, and
                                         remove those of releases no longer in force (done after every change
                                         above as well)
  list                                   show the shell, default versions, brand pins and published versions
  history [<folder|shell>] [--brand X] [--limit N]
                                         the newest changes: when, who, what
  Each change takes --by NAME (default: OPS_USER, else your account) for the history.
  mail list [--status S] [--limit N]     the newest queued, sent or failed emails (S: ${MAIL_STATUSES.join(', ')})
  mail retry <id>                        send a failed or cancelled email again
  mail cancel <id>                       never send a queued or failed email
  invite <email> [--card C]              invite someone to apply through the postal partner (SPEC §1);
                                         C is a card it issues (${invitationOnlyBrand().cardTypes.join(', ')}; the default first)
  person show <who>                      an application's stages and its audit record (who: tracking number or person id)
  person interview|payment|upload <who> --by NAME [--date YYYY-MM-DD]
                                         record the interview, the payment or the background check's upload
  person decision <who> Y|N --by NAME [--date D] [--reason TEXT]
                                         record the background check's decision (N: not issued), with why for staff
  person dispatch <who> --serial N --by NAME [--date D] [--method post|pickup]
                                         record that the card was sent, with the serial printed on it
  person approve-need <who> --by NAME    record that the office approved the operational need
  person redact <who> --by NAME          remove everything personal; keep the id, a salted birthdate hash and the day
  foreign-card create --brand ${inductionCompanies().join('|')} --first F --family F --birthdate YYYY-MM-DD --email E --mobile M
      --street S --suburb S --state S --postcode P --number N --expiry YYYY-MM [--middle M] [--airports ID,ID] [--by NAME]
                                         enrol the holder of another issuer's card in the brand's inductions
                                         (${inductionBrandsHelp()})
  foreign-card show <id>                 a foreign card's inductions and which are complete
  staff add --email E --name N [--roles R,R] [--brand X] [--by NAME]
                                         make a staff account of brand X (default roles: supervisor); the member is
                                         emailed a link to choose a password, which is printed too
  staff list [--brand X]                 a brand's staff accounts
  retention                              one pass of what the api does daily: email the applicants of drafts never
                                         sent and idle for DRAFT_RETENTION_DAYS less the notice, and delete those
                                         whose notice (DRAFT_DELETION_NOTICE_DAYS) is over

Folders: ${remoteFolders.join(', ')}`;

export interface CliContext {
  root: string;
  varDir: string;
  /** The shell build served when none is published (SHELL_DIST); default {root}/shell/dist. */
  shellDist?: string;
  /** The commit builds are published under; default: git in root (publish.ts workTreeCommit). */
  commit?: string;
  /** The api (database, mail queue) for the mail commands; made on first use and closed by the caller. */
  app?: () => Promise<FastifyInstance>;
  out: (line: string) => void;
  /** Where failures go; defaults to out. */
  err?: (line: string) => void;
}

function takeBrand(args: string[]): string | undefined {
  const at = args.indexOf('--brand');
  if (at === -1) return undefined;
  const brand = args[at + 1]?.toLowerCase();
  args.splice(at, 2);
  if (!isBrandCode(brand)) throw new OpsError(`--brand needs one of ${brandCodes.join(', ')}, not "${brand ?? ''}".`);
  // The default brand's set is the default set.
  return brand === DEFAULT_BRAND_CODE ? undefined : brand;
}

function folderArg(value: string | undefined): RemoteFolder {
  if (!value || !isRemoteFolder(value)) throw new OpsError(`Name one of: ${remoteFolders.join(', ')}.`);
  return value;
}

function deployedArg(value: string | undefined): DeployedFolder {
  if (value === 'shell') return value;
  if (!value || !isRemoteFolder(value)) throw new OpsError(`Name shell or one of: ${remoteFolders.join(', ')}.`);
  return value;
}

function takeFlag(args: string[], name: string): boolean {
  const at = args.indexOf(name);
  if (at !== -1) args.splice(at, 1);
  return at !== -1;
}

function takeOption(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at === -1) return undefined;
  const value = args[at + 1];
  args.splice(at, 2);
  if (!value) throw new OpsError(`${name} needs a value.`);
  return value;
}

function appOf(ctx: CliContext): Promise<FastifyInstance> {
  if (!ctx.app) throw new OpsError('This command needs the database.');
  return ctx.app();
}

/**
 * The app, for a command that may queue mail, with the email layout loaded first: loaded inside the command's
 * transaction, it would hold the database from the api server for 0.4 s (mail/templates/layout.ts).
 */
async function mailingAppOf(ctx: CliContext): Promise<FastifyInstance> {
  const [app] = await Promise.all([appOf(ctx), loadMailLayout()]);
  return app;
}

function idArg(value: string | undefined, what = 'message'): number {
  const id = Number(value);
  if (!value || !/^\d+$/.test(value) || !Number.isSafeInteger(id)) throw new OpsError(`Name the ${what} by its number, such as 12.`);
  return id;
}

async function mailCommand(args: string[], ctx: CliContext): Promise<number> {
  const sub = args.shift();
  const app = await appOf(ctx);
  if (sub === 'list') {
    const status = takeOption(args, '--status');
    if (status !== undefined && !(MAIL_STATUSES as readonly string[]).includes(status)) {
      throw new OpsError(`--status is one of ${MAIL_STATUSES.join(', ')}.`);
    }
    const limit = Number(takeOption(args, '--limit') ?? 20);
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new OpsError('--limit is a number from 1 to 1000.');
    for (const line of await listMail(app, { status: status as MailStatus | undefined, limit })) ctx.out(line);
    return 0;
  }
  if (sub === 'retry') {
    const id = idArg(args[0]);
    await retryMail(app, id);
    ctx.out(`Message ${id} is queued again.`);
    return 0;
  }
  if (sub === 'cancel') {
    const id = idArg(args[0]);
    await cancelMail(app, id);
    ctx.out(`Message ${id} is cancelled.`);
    return 0;
  }
  throw new OpsError('mail takes list, retry <id> or cancel <id>.');
}

interface DeployOptions {
  brand?: string;
  scope: string;
  by?: string;
  force: boolean;
}

/** The commands that change what is in force; undefined for any other command. */
async function runDeployCommand(command: string | undefined, args: string[], ctx: CliContext, deploy: PublishContext, { brand, scope, by, force }: DeployOptions): Promise<number | undefined> {
  switch (command) {
    case 'publish': {
      const from = takeOption(args, '--from');
      const folder = deployedArg(args[0]);
      const version = await publish(deploy, folder, { force, from, by, commit: ctx.commit });
      ctx.out(folder === 'shell' ? `Published the shell ${version}; it is live.` : `Published ${folder} ${version}; it is now the default.`);
      return 0;
    }
    case 'publish-all':
      for (const { folder, version } of await publishAll(deploy, { force, by, commit: ctx.commit })) ctx.out(`Published ${folder} ${version}.`);
      return 0;
    case 'pin': {
      const folder = deployedArg(args[0]);
      if (!args[1]) throw new OpsError('Name the version to pin, such as 0.1.0.');
      const version = await pin(deploy, folder, args[1], brand, { force, by });
      ctx.out(folder === 'shell' ? `Every brand now gets the shell ${version}.` : `${scope} now gets ${folder} ${version}.`);
      return 0;
    }
    case 'unpin': {
      const folder = folderArg(args[0]);
      if (!brand) throw new OpsError('unpin needs --brand.');
      await unpin(deploy, folder, brand, { force, by });
      ctx.out(`${scope} follows the default ${folder} again.`);
      return 0;
    }
    case 'rollback': {
      const folder = deployedArg(args[0]);
      const version = await rollback(deploy, folder, brand, { force, by });
      if (folder === 'shell') ctx.out(`Every brand is back on the shell ${version}.`);
      else ctx.out(version ? `${scope} is back on ${folder} ${version}.` : `${scope} follows the default ${folder} again.`);
      return 0;
    }
    case 'prerender':
      return 0;
    default:
      return undefined;
  }
}

/** One line on what pre-rendering did, when it did anything (and always for the prerender command). */
function reportPrerender(report: PrerenderReport, ctx: CliContext, always: boolean): void {
  if (!always && report.rendered === 0 && report.removed === 0 && report.failed.length === 0) return;
  ctx.out(`Pre-rendered ${report.rendered} pages (${report.kept} already were, ${report.removed} of earlier releases removed).`);
  for (const failure of report.failed.slice(0, 20)) ctx.out(`Not pre-rendered (sent without it): ${failure}`);
  if (report.failed.length > 20) ctx.out(`… and ${report.failed.length - 20} more not pre-rendered.`);
}

/** Runs one command; returns the exit code. */
export async function runCli(argv: string[], ctx: CliContext): Promise<number> {
  const args = [...argv];
  const command = args.shift();
  try {
    const brand = takeBrand(args);
    const scope = brand ? `brand ${brand}` : 'the default set';
    const by = ['publish', 'publish-all', 'pin', 'unpin', 'rollback'].includes(command ?? '') ? takeOption(args, '--by') : undefined;
    const force = takeFlag(args, '--force');
    const deploy = { root: ctx.root, varDir: ctx.varDir, shellDist: ctx.shellDist ?? path.join(ctx.root, 'shell', 'dist') };
    const code = await runDeployCommand(command, args, ctx, deploy, { brand, scope, by, force });
    if (code !== undefined) {
      // Every change to what is in force is followed by pre-rendering its pages.
      if (code === 0) reportPrerender(await prerenderRelease(ctx.varDir, deploy.shellDist), ctx, command === 'prerender');
      return code;
    }
    switch (command) {
      case 'list':
        for (const line of await listRemotes(ctx.varDir)) ctx.out(line);
        return 0;
      case 'history': {
        const limit = Number(takeOption(args, '--limit') ?? 20);
        if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new OpsError('--limit is a number from 1 to 1000.');
        const folder = args[0] === undefined ? undefined : deployedArg(args[0]);
        const lines = await history(ctx.varDir, { folder, brand, limit });
        for (const line of lines.length ? lines : ['No changes yet.']) ctx.out(line);
        return 0;
      }
      case 'mail':
        return await mailCommand(args, ctx);
      case 'person': {
        const action = args.shift() as PersonAction | undefined;
        if (!action || !(PERSON_ACTIONS as readonly string[]).includes(action)) throw new OpsError(`person takes ${PERSON_ACTIONS.join(', ')}.`);
        const by = takeOption(args, '--by');
        const date = takeOption(args, '--date');
        const method = takeOption(args, '--method');
        const serial = takeOption(args, '--serial');
        const reason = takeOption(args, '--reason');
        const [who, decision] = args;
        if (!who) throw new OpsError('Name the application by its tracking number or person id.');
        for (const line of await runPersonCommand(await (action === 'show' ? appOf(ctx) : mailingAppOf(ctx)), { action, who, by, date, method, serial, decision, reason })) ctx.out(line);
        return 0;
      }
      case 'foreign-card': {
        const sub = args.shift();
        const app = await (sub === 'create' ? mailingAppOf(ctx) : appOf(ctx));
        if (sub === 'show') {
          for (const line of await showForeignCard(app, idArg(args[0], 'foreign card'))) ctx.out(line);
          return 0;
        }
        if (sub !== 'create') throw new OpsError('foreign-card takes create or show <id>.');
        const airports = takeOption(args, '--airports');
        const by = takeOption(args, '--by');
        const values = Object.fromEntries(Object.keys(FOREIGN_CARD_OPTIONS).map((option) => [option, takeOption(args, option)]));
        if (args.length > 0) throw new OpsError(`Unknown: ${args.join(' ')}.`);
        for (const line of await createForeignCard(app, brand, values, airports, by?.trim() || undefined)) ctx.out(line);
        return 0;
      }
      case 'staff': {
        const sub = args.shift();
        const company = brand ?? DEFAULT_BRAND_CODE;
        if (sub === 'list') {
          for (const line of await listStaff(await appOf(ctx), company)) ctx.out(line);
          return 0;
        }
        if (sub !== 'add') throw new OpsError('staff takes add or list.');
        const options = { email: takeOption(args, '--email'), name: takeOption(args, '--name'), roles: takeOption(args, '--roles'), by: takeOption(args, '--by') };
        if (args.length > 0) throw new OpsError(`Unknown: ${args.join(' ')}.`);
        for (const line of await addStaff(await mailingAppOf(ctx), company, options)) ctx.out(line);
        return 0;
      }
      case 'retention': {
        const app = await mailingAppOf(ctx);
        const { draftDays, noticeDays } = app.config.retention;
        const { reminded, noticed, deleted } = await runRetention(app);
        ctx.out(`Drafts never sent and idle for ${draftDays - noticeDays} days: ${reminded} applicants emailed that theirs will be deleted`
          + ` in ${noticeDays} days, ${noticed} without an address to email.`);
        ctx.out(`Deleted ${deleted} drafts never sent, idle for ${draftDays} days and past their notice.`);
        return 0;
      }
      case 'invite': {
        const card = takeOption(args, '--card');
        if (!args[0]) throw new OpsError('Name the address to invite.');
        const { draftId, formLink } = await invite(await mailingAppOf(ctx), args[0], card);
        ctx.out(`Invited ${args[0]}: draft ${draftId} (/apply/form/${formLink}/); the invitation is queued.`);
        return 0;
      }
      default:
        ctx.out(usage);
        return command === undefined || command === 'help' || command === '--help' ? 0 : 1;
    }
  } catch (err) {
    if (err instanceof OpsError) {
      (ctx.err ?? ctx.out)(`Error: ${err.message}`);
      return 1;
    }
    throw err;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // The same clock as the api's (CLOCK_AT), so what staff record is dated as the pages see it.
  setClock(process.env.CLOCK_AT);
  const config = loadConfig();
  // The deployment's own brands, as the api knows them: their pages are published and pre-rendered too.
  await loadBrands(config.brandsDir);
  let app: Promise<FastifyInstance> | undefined;
  try {
    process.exitCode = await runCli(process.argv.slice(2), {
      root: repoRoot,
      varDir: config.varDir,
      shellDist: config.shellDist,
      // This process only queues; the api's own sender delivers.
      // Nor does it run the api's daily retention pass: `ops retention` runs one when asked.
      app: () => (app ??= buildApp({ ...config, logLevel: 'warn', retention: { ...config.retention, intervalMs: 0 } }, { mailSender: false })),
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    });
  } finally {
    if (app) await (await app).close();
  }
}
