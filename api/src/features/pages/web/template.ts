import fs from 'node:fs/promises';
import path from 'node:path';
import { readShellAssets, type ShellAssets } from '../page-assets.ts';

// The shell's built index.html and what its page-chunks.json names, kept in memory and read again only when the
// page changes (a rebuild while the server runs is picked up on the next page load).

export interface ShellBuild {
  text: string;
  /** Undefined for a shell built before page-chunks.json: its template names its own scripts. */
  assets?: ShellAssets;
}

export class ShellTemplate {
  private cached?: { mtimeMs: number; build: Promise<ShellBuild> };
  readonly file: string;

  constructor(private readonly dir: string) {
    this.file = path.join(dir, 'index.html');
  }

  /** The template and its assets, or undefined when the shell has not been built. */
  async get(): Promise<ShellBuild | undefined> {
    let mtimeMs: number;
    try {
      mtimeMs = (await fs.stat(this.file)).mtimeMs;
    } catch {
      this.cached = undefined;
      return undefined;
    }
    if (this.cached?.mtimeMs !== mtimeMs) {
      const build = Promise.all([fs.readFile(this.file, 'utf8'), readShellAssets(this.dir)])
        .then(([text, assets]) => ({ text, assets }));
      this.cached = { mtimeMs, build };
      // A read that failed (the build replacing its files) is tried again on the next page.
      build.catch(() => {
        if (this.cached?.build === build) this.cached = undefined;
      });
    }
    return this.cached.build.catch(() => undefined);
  }
}
