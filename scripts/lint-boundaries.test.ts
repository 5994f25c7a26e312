import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// ARCHITECTURE.md 'Folders': who may import whom, as eslint.config.js enforces it. Each case lints a line of code
// as if it were in the named file.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

async function restrictedImports(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message);
}

describe('the folder table of ARCHITECTURE.md is enforced by lint', () => {
  it.each([
    ['a remote importing the shell, even in a test', 'mf-content/src/pages/home.test.tsx', "import { appRoutes } from '../../../shell/src/routing/routes.tsx';"],
    ['a remote importing the shell', 'mf-application/src/wizard/FormPage.tsx', "import { IdleManager } from '../../../shell/src/idle/index.ts';"],
    ['a remote importing another remote', 'mf-track-status/src/routes.tsx', "import pages from '../../mf-content/src/routes.tsx';"],
    ['a remote importing another remote by package', 'mf-induction/src/routes.tsx', "import pages from 'mf-content/routes';"],
    ['the shell importing a remote', 'shell/src/layout/Layout.tsx', "import pages from '../../../mf-content/src/routes.tsx';"],
    ['the api importing the stores', 'api/src/features/drafts/form-routes.ts', "import { createRootStore } from '@cards/shared/stores';"],
    ['the api importing the ui', 'api/src/features/pages/web/render.ts', "import { Page } from '@cards/shared/ui';"],
    ['the api importing React', 'api/src/features/pages/web/render.ts', "import { createElement } from 'react';"],
    ['domain importing React', 'shared/src/domain/person.ts', "import { useState } from 'react';"],
    ['validation importing the stores', 'shared/src/validation/messages.ts', "import { useRootStore } from '@cards/shared/stores';"],
    ['validation calling the api', 'shared/src/validation/save.ts', "import axios from 'axios';"],
    ['a store importing another subpath by a relative path', 'shared/src/stores/lookups.ts', "import { AUSTRALIA } from '../domain/places.ts';"],
    ['a store importing the whole validation index', 'shared/src/stores/draft/draft-store.ts', "import { stepsFor } from '@cards/shared/validation';"],
    ['production code using the test helpers', 'mf-application/src/steps/Step1.page.tsx', "import { renderWithStores } from '@cards/shared/testing';"],
  ])('refuses %s', async (_, file, code) => {
    expect(await restrictedImports(file, code)).toHaveLength(1);
  });

  it.each([
    ['a remote using the shared package', 'mf-content/src/routes.tsx', "import { useRootStore } from '@cards/shared/stores';"],
    ['a test using the test helpers', 'mf-application/src/steps/Step1.test.tsx', "import { renderWithStores } from '@cards/shared/testing';"],
    ['the api using validation, domain and brand', 'api/src/features/drafts/form-routes.ts', "import { stepsFor } from '@cards/shared/validation';\nimport { getBrand } from '@cards/shared/brand';"],
    ['a type-only relative import inside the shared package', 'shared/src/stores/lookups.ts', "import type { Locality } from '../domain/reference.ts';"],
    ['a relative import within one subpath', 'shared/src/stores/draft/draft-store.ts', "import { createRootStore } from '../root.ts';"],
  ])('allows %s', async (_, file, code) => {
    expect(await restrictedImports(file, code)).toEqual([]);
  });
});

describe('no cycle of run-time imports', () => {
  // address-history.ts imports places.ts; each case lints places.ts as if it imported address-history.ts back.
  const file = path.join(root, 'shared/src/domain/places.ts');
  async function cycles(code: string): Promise<string[]> {
    const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath: file });
    return result!.messages.filter((m) => m.ruleId === 'import-x/no-cycle').map((m) => m.message);
  }

  it('refuses a value imported back', async () => {
    expect(await cycles("import { addressesToAsk } from './address-history.ts';\nexport const ask = addressesToAsk;")).toHaveLength(1);
  });

  it('allows a type imported back, which is erased, and a dynamic import, which runs later', async () => {
    expect(await cycles("import type { AddressHistoryProblem } from './address-history.ts';\nexport type Problem = AddressHistoryProblem;")).toEqual([]);
    expect(await cycles("export const later = () => import('./address-history.ts');")).toEqual([]);
  });
});
