import fs from 'node:fs/promises';
import path from 'node:path';
import type { LocalityLookup } from '@cards/shared/domain';

// The server's copy of the locality data the page searches (DATA_DIR/au/{STATE}.json), so step 2's
// "the chosen suburb must match" (SPEC §5) holds on the server too. About 15,000 rows: kept in one Set.

const STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'];

export interface LocalityIndex {
  /** False when the files are not built: the check is then skipped rather than refusing every address. */
  readonly available: boolean;
  readonly known: LocalityLookup;
}

export async function loadLocalityIndex(dataDir: string): Promise<LocalityIndex> {
  const rows = new Set<string>();
  try {
    for (const state of STATES) {
      const text = await fs.readFile(path.join(dataDir, 'au', `${state}.json`), 'utf8');
      for (const [name, , postcode] of JSON.parse(text) as Array<[string, number, string]>) {
        rows.add(`${name.toUpperCase()}|${state}|${postcode}`);
      }
    }
  } catch {
    return { available: false, known: () => true };
  }
  return { available: true, known: (name, state, postcode) => rows.has(`${name}|${state}|${postcode}`) };
}
