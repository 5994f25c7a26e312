import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run for the unit, component and api tests of every workspace: each package with tests has its own
// vitest.config.ts (its environment), found here by folder, so a new package needs no entry.
export default defineConfig({
  test: {
    projects: ['*/vitest.config.ts'],
    // A worker per core. Vitest's default keeps a core for its own process, which reports and little else: on the
    // two cores of CI that ran every file one after another (docs/decisions.md 'Tests run a worker per core').
    maxWorkers: availableParallelism(),
  },
});
