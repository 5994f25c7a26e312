import fs from 'node:fs/promises';
import path from 'node:path';

// The shell's built index.html, kept in memory and read again only when the file changes (a rebuild
// while the server runs is picked up on the next page load).

export class ShellTemplate {
  private cached?: { mtimeMs: number; text: string };
  readonly file: string;

  constructor(shellDist: string) {
    this.file = path.join(shellDist, 'index.html');
  }

  /** The template text, or undefined when the shell has not been built. */
  async get(): Promise<string | undefined> {
    let mtimeMs: number;
    try {
      mtimeMs = (await fs.stat(this.file)).mtimeMs;
    } catch {
      this.cached = undefined;
      return undefined;
    }
    if (this.cached?.mtimeMs !== mtimeMs) {
      this.cached = { mtimeMs, text: await fs.readFile(this.file, 'utf8') };
    }
    return this.cached.text;
  }
}
