import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mf-application',
    environment: 'happy-dom',
    setupFiles: ['../shared/src/testing/register-workspace-routes.ts'],
    // The tests unmount what they render (Testing Library's cleanup), so the files of a worker share one module graph
    // and one document (docs/performance.md 'CI time').
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
