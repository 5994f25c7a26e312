import { defineConfig } from 'vitest/config';

// One Vitest run for every unit and api suite; each package is a project with its own environment.
export default defineConfig({
  test: {
    projects: ['shared/vitest.config.ts', 'shell/vitest.config.ts', 'mf-application/vitest.config.ts', 'api/vitest.config.ts'],
  },
});
