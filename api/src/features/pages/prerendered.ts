import fs from 'node:fs/promises';
import type { Brand, RouteDef } from '@cards/shared/brand';
import { pageFor, prerenderFile, type Prerender } from './plan.ts';
import type { RemotesFile } from './remotes/store.ts';

// The pre-rendered pages the api sends, found by the release in force: the live shell, the brand and
// its version of the route's remote. A file once written never changes, so what was read is kept (up to a bound);
// a page with no file yet is looked for again on the next request.

/** The query a pre-rendered page may come with: the brand's and the card's choice (a page renders no other). */
const harmlessQuery = new Set(['company', 'card']);

const CACHE_LIMIT = 2000;

function isPrerender(value: unknown): value is Prerender {
  const p = value as Prerender | null;
  return typeof p === 'object' && p !== null && typeof p.html === 'string' && typeof p.route === 'string'
    && (p.mode === 'page' || p.mode === 'frame') && typeof p.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(p.date);
}

export class Prerendered {
  private readonly read = new Map<string, Prerender>();

  constructor(private readonly varDir: string) {}

  /** The pre-render of this page in the release in force, or undefined to send the page without one. */
  async find(file: RemotesFile, brand: Brand, routes: readonly RouteDef[], pathname: string, query: Record<string, unknown>): Promise<Prerender | undefined> {
    if (!file.shell) return undefined;
    const page = pageFor(file, brand, routes, pathname);
    if (!page) return undefined;
    // A page pre-rendered as itself shows what its path alone gives; a frame shows no content at all.
    if (page.mode === 'page' && Object.keys(query).some((name) => !harmlessQuery.has(name))) return undefined;
    const target = prerenderFile(this.varDir, file.shell, brand.code, page);
    const known = this.read.get(target);
    if (known) return known;
    let parsed: unknown;
    try {
      parsed = JSON.parse(await fs.readFile(target, 'utf8'));
    } catch {
      return undefined;
    }
    if (!isPrerender(parsed)) return undefined;
    if (this.read.size >= CACHE_LIMIT) this.read.clear();
    this.read.set(target, parsed);
    return parsed;
  }
}
