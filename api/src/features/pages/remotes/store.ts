import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { remotes, type RemoteFolder } from '@cards/shared/brand';

// VAR_DIR/remotes.json: which published version of each remote every brand gets (ARCHITECTURE
// 'Module Federation'). `default` applies to all brands; `brands` holds per-brand pins; `history`
// records every change so a rollback knows what came before.

export type VersionSet = Partial<Record<RemoteFolder, string>>;

/** What ops deploy: a remote, or the shell (which has no brand pins). */
export type DeployedFolder = RemoteFolder | 'shell';

export interface HistoryEntry {
  at: string;
  /** Who made the change (ops --by, else OPS_USER, else the account that ran the command). */
  by?: string;
  action: 'publish' | 'pin' | 'rollback' | 'unpin';
  folder: DeployedFolder;
  /** The version in force after the change (absent after an unpin or a rollback past the first pin). */
  version?: string;
  /** Absent for the default set. */
  brand?: string;
}

export interface RemotesFile {
  /** The published shell version the api serves; absent: the build in SHELL_DIST. */
  shell?: string;
  default: VersionSet;
  brands: Record<string, VersionSet>;
  history: HistoryEntry[];
}

export const remoteFolders: readonly RemoteFolder[] = remotes.map((r) => r.folder);

/**
 * Versions are folder names on disk and parts of URLs, so only plain semver is accepted: the package's version,
 * and as build metadata the commit it was built from (0.2.0+1a2b3c4d5e).
 */
export const versionPattern = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;

export function isRemoteFolder(value: string): value is RemoteFolder {
  return (remoteFolders as readonly string[]).includes(value);
}

export function remotesFilePath(varDir: string): string {
  return path.join(varDir, 'remotes.json');
}

export function emptyRemotesFile(): RemotesFile {
  return { default: {}, brands: {}, history: [] };
}

/** Reads remotes.json; a missing file is an empty one. A damaged file throws rather than guessing. */
export async function readRemotesFile(varDir: string): Promise<RemotesFile> {
  let text: string;
  try {
    text = await fs.readFile(remotesFilePath(varDir), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return emptyRemotesFile();
    throw err;
  }
  const parsed = JSON.parse(text) as Partial<RemotesFile>;
  if (typeof parsed !== 'object' || parsed === null) throw new Error('remotes.json is not a JSON object');
  return {
    ...(typeof parsed.shell === 'string' && versionPattern.test(parsed.shell) ? { shell: parsed.shell } : {}),
    default: parsed.default ?? {},
    brands: parsed.brands ?? {},
    history: Array.isArray(parsed.history) ? parsed.history : [],
  };
}

const seen = new Map<string, { key: string; file: RemotesFile }>();

/**
 * readRemotesFile for every page request: read again only when the file was replaced. Each write renames a new
 * file into place, so its inode changes even within one clock tick.
 */
export async function readRemotesFileFresh(varDir: string): Promise<RemotesFile> {
  const stat = await fs.stat(remotesFilePath(varDir)).catch(() => undefined);
  const key = stat ? `${stat.ino}:${stat.mtimeMs}:${stat.size}` : 'none';
  const cached = seen.get(varDir);
  if (cached?.key === key) return cached.file;
  const file = await readRemotesFile(varDir);
  seen.set(varDir, { key, file });
  return file;
}

/** Writes to a temporary file beside the target, then renames: a reader sees the old file or the new one, never half. */
export async function writeFileAtomically(target: string, text: string): Promise<void> {
  await fs.mkdir(path.dirname(target), { recursive: true });
  const temp = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await fs.writeFile(temp, text, 'utf8');
  await fs.rename(temp, target);
}

export async function writeRemotesFile(varDir: string, file: RemotesFile): Promise<void> {
  await writeFileAtomically(remotesFilePath(varDir), `${JSON.stringify(file, null, 2)}\n`);
}

/** The version of a remote a brand gets: its pin, else the default. */
export function versionFor(file: RemotesFile, folder: RemoteFolder, brand: string): string | undefined {
  return file.brands[brand]?.[folder] ?? file.default[folder];
}
