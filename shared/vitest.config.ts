import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'shared',
    environment: 'happy-dom',
    setupFiles: ['../shared/src/testing/register-workspace-routes.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    // Pure rules and stores made per test: the files of a worker share one module graph and one DOM environment
    // (41 s isolated, 6 s not). The remotes' page tests stay isolated, as pages leave more behind in the DOM.
    isolate: false,
  },
});
