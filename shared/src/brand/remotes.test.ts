// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { remotes } from './remotes.ts';

// A remote is described once, by its own package.json (name, exports, config.devPort): the build, the dev
// servers, the tests and publishing all find it there. The shell's list of remotes must name exactly those.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

describe('ARCHITECTURE Module Federation: the remotes', () => {
  it('are the workspace packages that expose ./routes, and each has its own dev port', () => {
    const packages = readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(root, entry.name, 'package.json'))
      .filter((file) => { try { readFileSync(file); return true; } catch { return false; } })
      .map(readJson)
      .filter((pkg) => (pkg.exports as Record<string, unknown> | undefined)?.['./routes']);
    expect(packages.map((pkg) => pkg.name).sort()).toEqual(remotes.map((r) => r.folder).sort());
    for (const remote of remotes) expect(remote.name).toBe(remote.folder.replace(/-/g, '_'));
    const ports = packages.map((pkg) => (pkg.config as { devPort?: number } | undefined)?.devPort);
    expect(ports.every((port) => typeof port === 'number')).toBe(true);
    expect(new Set(ports).size).toBe(ports.length);
  });
});
