import { pathToFileURL } from 'node:url';
import { isBrandCode, type RemoteFolder } from '@cards/shared/brand';
import { loadConfig, repoRoot } from '../config.ts';
import { isRemoteFolder, remoteFolders } from '../remotes/store.ts';
import { listRemotes, OpsError, pin, publish, publishAll, rollback, unpin } from './remotes-ops.ts';

// Ops commands: `npm run ops -w api -- <command>`. They change VAR_DIR only; the running server picks
// the change up on the next page load.

const usage = `Usage: npm run ops -w api -- <command>

  publish <folder> [--force]             copy <folder>/dist to VAR_DIR/remotes/<folder>/<version>/ and make it the default
                                         (refused when built with other @cards/shared code than the shell, unless --force)
  publish-all                            publish the five remotes
  pin <folder> <version> [--brand X]     serve that published version (to brand X only, with --brand)
  unpin <folder> --brand X               brand X follows the default again
  rollback <folder> [--brand X]          go back to the version in force before the current one
  list                                   show default versions, brand pins and published versions

Folders: ${remoteFolders.join(', ')}`;

export interface CliContext {
  root: string;
  varDir: string;
  out: (line: string) => void;
  /** Where failures go; defaults to out. */
  err?: (line: string) => void;
}

function takeBrand(args: string[]): string | undefined {
  const at = args.indexOf('--brand');
  if (at === -1) return undefined;
  const brand = args[at + 1]?.toLowerCase();
  args.splice(at, 2);
  if (!isBrandCode(brand)) throw new OpsError(`--brand needs a brand code such as bne, not "${brand ?? ''}".`);
  // The default brand's set is the default set.
  return brand === 'default' ? undefined : brand;
}

function folderArg(value: string | undefined): RemoteFolder {
  if (!value || !isRemoteFolder(value)) throw new OpsError(`Name one of: ${remoteFolders.join(', ')}.`);
  return value;
}

/** Runs one command; returns the exit code. */
export async function runCli(argv: string[], ctx: CliContext): Promise<number> {
  const args = [...argv];
  const command = args.shift();
  try {
    const brand = takeBrand(args);
    const scope = brand ? `brand ${brand}` : 'the default set';
    switch (command) {
      case 'publish': {
        const force = args.includes('--force');
        const folder = folderArg(args.filter((a) => a !== '--force')[0]);
        const version = await publish(ctx.root, ctx.varDir, folder, { force });
        ctx.out(`Published ${folder} ${version}; it is now the default.`);
        return 0;
      }
      case 'publish-all':
        for (const { folder, version } of await publishAll(ctx.root, ctx.varDir)) ctx.out(`Published ${folder} ${version}.`);
        return 0;
      case 'pin': {
        const folder = folderArg(args[0]);
        if (!args[1]) throw new OpsError('Name the version to pin, such as 0.1.0.');
        await pin(ctx.varDir, folder, args[1], brand);
        ctx.out(`${scope} now gets ${folder} ${args[1]}.`);
        return 0;
      }
      case 'unpin': {
        const folder = folderArg(args[0]);
        if (!brand) throw new OpsError('unpin needs --brand.');
        await unpin(ctx.varDir, folder, brand);
        ctx.out(`${scope} follows the default ${folder} again.`);
        return 0;
      }
      case 'rollback': {
        const folder = folderArg(args[0]);
        const version = await rollback(ctx.varDir, folder, brand);
        ctx.out(version ? `${scope} is back on ${folder} ${version}.` : `${scope} follows the default ${folder} again.`);
        return 0;
      }
      case 'list':
        for (const line of await listRemotes(ctx.varDir)) ctx.out(line);
        return 0;
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
  const { varDir } = loadConfig();
  process.exitCode = await runCli(process.argv.slice(2), {
    root: repoRoot,
    varDir,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
}
