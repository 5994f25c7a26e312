import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a build script in plain JavaScript, without declarations
import { importedExports, writeReexportModules } from './shared-exports.js';

// Tree-shaking of the shared singletons only with an explicit list of used exports (the union over the
// shell and every remote, checked at publish): the list is read from the sources, and what cannot be listed is
// refused at build time rather than left out.

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'shared-exports-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
}

describe('the exports the sources import', () => {
  it('takes named imports and re-exports, by their exported name, from every package given', () => {
    write('a/src/Page.tsx', "import { Link, useParams as params } from 'react-router';\nexport const x = 1;");
    write('a/src/deep/nav.ts', "import {\n  Navigate,\n  type RouteObject,\n} from 'react-router';\nexport { useNavigate } from 'react-router';");
    write('b/src/other.ts', "import { Link, Outlet } from 'react-router';");
    expect(importedExports([path.join(dir, 'a/src'), path.join(dir, 'b/src')], 'react-router'))
      .toEqual(['Link', 'Navigate', 'Outlet', 'useNavigate', 'useParams']);
  });

  it('leaves out types, other libraries, tests, test helpers and the server build\'s entry', () => {
    write('src/types.ts', "import type { RouteObject } from 'react-router';\nexport type { Location } from 'react-router';");
    write('src/other.ts', "import { Link } from 'react-router-dom';\nimport { x } from './react-router';");
    write('src/Page.test.tsx', "import { MemoryRouter } from 'react-router';");
    write('src/testing/render.tsx', "import { createMemoryRouter } from 'react-router';");
    write('src/server.tsx', "import { createStaticHandler } from 'react-router';");
    write('src/routes/server.ts', "import { useLocation } from 'react-router';");
    expect(importedExports([path.join(dir, 'src')], 'react-router')).toEqual(['useLocation']);
  });

  it.each([
    ['a namespace import', "import * as Router from 'react-router';", /src\/page\.ts: a namespace import of react-router/],
    ['a re-export of everything', "export * from 'react-router';", /a re-export of everything of react-router/],
    ['a dynamic import', "const router = await import('react-router');", /a dynamic import of react-router/],
  ])('refuses %s, which no list can name', (_what, text, message) => {
    write('src/page.ts', text);
    expect(() => importedExports([path.join(dir, 'src')], 'react-router')).toThrow(message);
  });
});

describe('the module the shell provides', () => {
  it('re-exports the listed names only, from the library past the share scope', () => {
    const files = writeReexportModules({ 'react-router': ['Link', 'useParams'] }, path.join(dir, 'cache'));
    const text = readFileSync(files['react-router'], 'utf8');
    expect(text).toContain("export { Link, useParams } from '@cards-unshared/react-router';");
  });
});
