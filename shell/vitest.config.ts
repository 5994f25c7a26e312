import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'shell',
    environment: 'happy-dom',
    setupFiles: ['../shared/src/testing/register-workspace-routes.ts', 'test/setup.ts'],
    // Isolated: some of its tests replace a module (vi.mock) for their file alone.
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
  },
});
